import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwpAccounts } from '../../src/server/accounts/jwp/adapter';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import type { Api } from '../../src/server/api/create-api';
import { createJwpCommerce } from '../../src/server/commerce/jwp/adapter';
import { inPlayerCardForm } from '../../src/server/commerce/jwp/gateway';
import type { MediaPlatform } from '../../src/server/media/port';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';
import { ASSET_ID } from '../support/jwp-fixture-commerce';
import { bearer, PASSWORD, SITE, startHarness, uniqueEmail, type Harness } from '../support/api-harness';

/**
 * A JWP site's checkout through the API (issue 12 point 3): the signed-in customer's InPlayer token reaches the
 * commerce adapter (offers, order, card payment, entitlement) and playback's entitlement check.
 */
const PAID = 'F9E6NFvl'; // a subscription item of the demo catalogue, sold here by InPlayer's monthly pass

let h: Harness;
let inplayer: JwpFixture;
let api: Api;

beforeAll(async () => {
  inplayer = await startJwpFixture();
  h = await startHarness('pglite');
  const client = createJwpClient({ baseUrl: inplayer.url });
  api = h.apiOver(createJwpAccounts({ client, clientId: CLIENT_ID, referrer: `${SITE}/`, clock: () => new Date() }), {
    commerce: createJwpCommerce({ client, assetId: ASSET_ID, siteUrl: SITE, clock: () => new Date() }),
    gateway: inPlayerCardForm,
    media: soldByInPlayer(h.media),
  });
});
afterAll(async () => {
  await h.close();
  await inplayer.close();
});

/** The demo's media, the paid item's offer being the InPlayer pass (a JW item names its offers in `productIds`). */
function soldByInPlayer(media: MediaPlatform): MediaPlatform {
  return {
    ...media,
    getMedia: async (id, options) => {
      const item = await media.getMedia(id, options);
      return item && id === PAID
        ? { ...item, productIds: [{ provider: 'jwp', offerId: 'S9001', premier: false }] }
        : item;
    },
  };
}

function call(method: string, path: string, init: { json?: unknown; jwt?: string } = {}) {
  const headers = new Headers(init.jwt ? bearer(init.jwt) : {});
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return api.handle(new Request(`${SITE}/api${path}`, { method, headers, body }), { clientAddress: '10.0.0.7' });
}

async function signUp(): Promise<string> {
  const response = await call('POST', '/auth/register', {
    json: {
      email: uniqueEmail('jwp'),
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      consents: { terms: true },
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()).auth.jwt;
}

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada Lovelace' };

describe('a JWP site’s checkout through the API', () => {
  it('takes cards in the site’s own form, passed on to InPlayer', async () => {
    expect(await (await call('GET', '/payments/gateway')).json()).toEqual({
      name: 'stripe',
      checkout: 'card',
      browser: {},
    });
  });

  it('sells the InPlayer pass, and the locked item plays once it is paid', async () => {
    const jwt = await signUp();
    const offers = await (await call('GET', '/offers')).json();
    expect(offers.map((offer: { offerId: string }) => offer.offerId)).toEqual(['S9001', 'S9002', 'C9003']);
    const refused = await call('GET', `/playback/${PAID}`, { jwt });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('not_entitled');

    const order = await (await call('POST', '/orders', { jwt, json: { offerId: 'S9001' } })).json();
    const paid = await call('POST', `/orders/${order.id}/payments`, { jwt, json: { card } });
    expect(paid.status).toBeLessThan(300);
    expect((await paid.json()).status).toBe('succeeded');
    expect(inplayer.requests).toContain('POST /subscriptions');

    expect((await (await call('GET', '/entitlements/S9001', { jwt })).json()).accessGranted).toBe(true);
    const granted = await call('GET', `/playback/${PAID}`, { jwt });
    expect(granted.status).toBe(200);
    expect((await granted.json()).sources.length).toBeGreaterThan(0);
    expect((await (await call('GET', '/subscriptions', { jwt })).json())[0]).toMatchObject({ offerId: 'S9001' });
  });

  it('answers the platform’s off features with "{feature} feature is not enabled"', async () => {
    const jwt = await signUp();
    const renew = await call('POST', '/subscriptions/S9001/renew', { jwt });
    expect(renew.status).toBe(403);
    expect((await renew.json()).message).toBe('Renew subscription feature is not enabled');
  });
});
