import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCleengAccounts } from '../../src/server/accounts/cleeng/adapter';
import { createCleengClient } from '../../src/server/accounts/cleeng/client';
import type { Api } from '../../src/server/api/create-api';
import { createPlatformApi } from '../../src/server/api/platform-api';
import type { SiteConfigResult } from '../../src/server/settings/site-config-loader';
import type { SiteConfig } from '../../src/domain/site-config';
import { createJwpAccounts } from '../../src/server/accounts/jwp/adapter';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';
import { PUBLISHER_ID, startCleengFixture, type CleengFixture } from '../support/cleeng-fixture';
import {
  bearer,
  PASSWORD,
  REQUIRED_CONSENTS,
  SITE,
  signUp,
  startHarness,
  uniqueEmail,
  type Harness,
} from '../support/api-harness';

/** Issue 12 point 5: the request's site config picks the account platform; the two never take each other's sessions. */
const configs: Record<string, Pick<SiteConfig, 'integrations'>> = {
  default1: { integrations: {} },
  demoauth: { integrations: { cleeng: { id: PUBLISHER_ID, useSandbox: true } } },
  jwpsite1: { integrations: { jwp: { clientId: CLIENT_ID, useSandbox: true } } },
};

function siteConfig(source: string | null): Promise<SiteConfigResult> {
  const id = source ?? 'default1';
  if (id === 'badconf1') {
    return Promise.resolve({
      ok: false,
      kind: 'config_invalid',
      reason: 'multiple_integrations',
      message: 'The site configuration "badconf1" enables more than one account integration',
      errors: [],
      source: id,
    });
  }
  const config = configs[id] ?? configs.default1!;
  return Promise.resolve({ ok: true, config: config as SiteConfig, source: id, warnings: [] });
}

let h: Harness;
let fixture: CleengFixture;
let inplayer: JwpFixture;
let api: Api;
let platformsBuilt = 0;

beforeAll(async () => {
  fixture = await startCleengFixture({ capture: false });
  inplayer = await startJwpFixture();
  h = await startHarness('pglite');
  const cleeng = h.apiOver(
    createCleengAccounts({
      client: createCleengClient({ baseUrl: fixture.url }),
      publisherId: PUBLISHER_ID,
      clock: () => new Date(),
    }),
  );
  const jwp = h.apiOver(
    createJwpAccounts({
      client: createJwpClient({ baseUrl: inplayer.url }),
      clientId: CLIENT_ID,
      referrer: `${SITE}/`,
      clock: () => new Date(),
    }),
  );
  api = createPlatformApi({
    own: h.api,
    apiFor: async (choice) => {
      platformsBuilt += 1;
      return choice.platform === 'cleeng' ? cleeng : jwp;
    },
    siteConfig,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await h.close();
  await fixture.close();
  await inplayer.close();
});

function call(
  method: string,
  path: string,
  init: { config?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers);
  if (init.config) headers.set('x-app-config', init.config);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return api.handle(new Request(`${SITE}/api${path}`, { method, headers, body }), { clientAddress: '10.0.0.9' });
}

async function cleengSignUp() {
  const email = uniqueEmail('cleeng');
  const response = await call('POST', '/auth/register', {
    config: 'demoauth',
    json: { email, password: PASSWORD, consents: REQUIRED_CONSENTS },
  });
  expect(response.status).toBe(201);
  const body = await response.json();
  return { email, jwt: body.auth.jwt as string, refreshToken: body.auth.refreshToken as string };
}

describe('the account platform per request', () => {
  it('serves a config naming Cleeng from Cleeng, and any other from the own backend', async () => {
    const cleeng = await (await call('GET', '/auth/features', { config: 'demoauth' })).json();
    expect(cleeng).toMatchObject({ platform: 'cleeng', confirmsEmail: false, features: { exportData: false } });
    expect((await (await call('GET', '/auth/features')).json()).platform).toBe('own');
    expect((await (await call('GET', '/auth/features?app-config=demoauth')).json()).platform).toBe('cleeng');
    expect((await (await call('GET', '/auth/features', { config: 'jwpsite1' })).json()).platform).toBe('jwp');
  });

  it('signs a viewer up on Cleeng with the header, and Cleeng saw the customer', async () => {
    fixture.requests.length = 0;
    const { email } = await cleengSignUp();
    expect(fixture.requests).toContain('POST /customers');
    expect([...fixture.customers.values()].some((customer) => customer.email === email)).toBe(true);
    expect(platformsBuilt).toBeGreaterThan(0);
  });

  it('refuses a Cleeng token on the own backend and an own token on Cleeng (401)', async () => {
    const cleeng = await cleengSignUp();
    expect((await call('GET', '/auth/user', { config: 'demoauth', headers: bearer(cleeng.jwt) })).status).toBe(200);
    const onOwn = await call('GET', '/auth/user', { headers: bearer(cleeng.jwt) });
    expect(onOwn.status).toBe(401);
    const own = await signUp(h);
    expect((await call('GET', '/auth/user', { headers: bearer(own.jwt) })).status).toBe(200);
    expect((await call('GET', '/auth/user', { config: 'demoauth', headers: bearer(own.jwt) })).status).toBe(401);
    const refresh = await call('GET', '/auth/refresh-token', { config: 'demoauth', headers: bearer(own.refreshToken) });
    expect(refresh.status).toBe(401);
  });

  it.each([
    [
      'POST',
      '/auth/confirm-email',
      { email: 'a@example.com', otp: '123456' },
      'Email confirmation feature is not enabled',
    ],
    [
      'POST',
      '/auth/resend-email-confirmation',
      { email: 'a@example.com' },
      'Email confirmation feature is not enabled',
    ],
    ['GET', '/auth/media-preferences', undefined, 'Sports preferences feature is not enabled'],
    ['PATCH', '/auth/user/preferences', { preferences: { sports: [''] } }, 'Sports preferences feature is not enabled'],
    ['POST', '/auth/set-password-after-oauth', { password: PASSWORD }, 'Set password feature is not enabled'],
    ['GET', '/notification/unread-count', undefined, 'Notifications feature is not enabled'],
    ['GET', '/offers', undefined, 'Payments feature is not enabled'],
    ['GET', '/auth/social', undefined, 'Social logins feature is not enabled'],
  ])('refuses %s %s on Cleeng: "%s"', async (method, path, json, message) => {
    const { jwt } = await cleengSignUp();
    const response = await call(method, path, { config: 'demoauth', json, headers: bearer(jwt) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'feature_not_enabled', message });
  });

  it('asks no captcha for Cleeng (the platform guards its own sign-in)', async () => {
    expect(await (await call('GET', '/auth/captcha', { config: 'demoauth' })).json()).toEqual({ provider: 'off' });
  });

  it('answers 400 naming x-app-config for a malformed source, 503 for a config enabling two platforms', async () => {
    const malformed = await call('GET', '/auth/features', { config: 'Not A Source' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors).toHaveProperty(['x-app-config']);
    const fatal = await call('GET', '/auth/features', { config: 'badconf1' });
    expect(fatal.status).toBe(503);
    expect(await fatal.json()).toMatchObject({
      code: 'config_invalid',
      message: expect.stringContaining('more than one'),
    });
  });
});
