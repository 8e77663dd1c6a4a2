import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import { jwMediaToken } from '../../src/server/accounts/jwp/media-token';
import { PassportRefused, createJwAccessBridge } from '../../src/server/jw-access/bridge';
import { SITE_ID, startJwAccessFixture, type JwAccessFixture } from '../support/jw-access-fixture';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';

let bridgeHost: JwAccessFixture;
let inplayer: JwpFixture;
beforeAll(async () => {
  [bridgeHost, inplayer] = await Promise.all([startJwAccessFixture(), startJwpFixture()]);
});
afterAll(() => Promise.all([bridgeHost.close(), inplayer.close()]));

let now = Date.parse('2026-03-01T12:00:00Z');
const bridge = () =>
  createJwAccessBridge({ baseUrl: bridgeHost.url, siteId: SITE_ID, clock: () => new Date(now), timeoutMs: 2_000 });
const token = (name: string) => {
  bridgeHost.platformTokens.add(name);
  return name;
};

describe('JW access bridge (spec 1 §7)', () => {
  it('generates a passport with the platform token and keeps it for one hour, then refreshes it', async () => {
    const b = bridge();
    const customer = token('customer-1');
    bridgeHost.requests.length = 0;
    const first = await b.passport(customer);
    now += 59 * 60_000;
    expect(await b.passport(customer)).toEqual(first);
    expect(bridgeHost.requests).toEqual([`PUT /v2/sites/${SITE_ID}/access/generate`]);
    now += 2 * 60_000;
    const second = await b.passport(customer);
    expect(second.passport).not.toBe(first.passport);
    expect(bridgeHost.requests[1]).toBe(`PUT /v2/sites/${SITE_ID}/access/refresh`);
    expect(second.expiresAt).toBe(now + 60 * 60_000);
  });

  it('generates anew when the refresh is refused, and refuses a token the bridge does not know', async () => {
    const b = bridge();
    const customer = token('customer-2');
    await b.passport(customer);
    now += 61 * 60_000;
    bridgeHost.expireRefreshTokens();
    bridgeHost.requests.length = 0;
    expect((await b.passport(customer)).passport).toMatch(/^pp-/);
    expect(bridgeHost.requests.slice(-2)).toEqual([
      `PUT /v2/sites/${SITE_ID}/access/refresh`,
      `PUT /v2/sites/${SITE_ID}/access/generate`,
    ]);
    await expect(bridge().passport('stranger')).rejects.toMatchObject({
      message: 'Failed to refresh access tokens and retrieve media.',
    });
  });

  it('refreshes and retries once when the media platform refuses the passport (403), then gives up', async () => {
    const b = bridge();
    const customer = token('customer-3');
    const load = async (passport: string) => {
      if (!bridgeHost.passportValid(passport)) throw new PassportRefused();
      return `playlist for ${passport}`;
    };
    await b.passport(customer);
    bridgeHost.revokePassports();
    expect(await b.withPassport(customer, load)).toMatch(/^playlist for pp-/);
    const never = async () => {
      throw new PassportRefused();
    };
    await expect(b.withPassport(customer, never)).rejects.toMatchObject({
      message: 'Failed to refresh access tokens and retrieve media.',
    });
  });
});

describe('JW media token (spec 1 §7 "Entitlement")', () => {
  it('answers a token for granted media and "Unauthorized" otherwise; a refused InPlayer token ends the session', async () => {
    const client = createJwpClient({ baseUrl: inplayer.url, timeoutMs: 2_000 });
    const form = {
      full_name: 'Ada',
      username: 'media-token@example.com',
      password: 'Sunny-Day-42',
      password_confirmation: 'Sunny-Day-42',
      client_id: CLIENT_ID,
      type: 'consumer',
      metadata: { terms: 'true' },
    };
    const { access_token } = (await client.call('POST', '/accounts', { form })) as { access_token: string };
    inplayer.grant('media-token@example.com', 'locked-1');
    const item = { appConfigId: 'demoapp', mediaId: 'locked-1' };
    expect(await jwMediaToken(client, access_token, item)).toMatch(/^signed-locked-1-/);
    await expect(jwMediaToken(client, access_token, { ...item, mediaId: 'locked-2' })).rejects.toMatchObject({
      status: 403,
      message: 'Unauthorized',
    });
    await expect(jwMediaToken(client, 'not-inplayers', item)).rejects.toMatchObject({
      code: 'invalid_refresh_token',
    });
  });
});
