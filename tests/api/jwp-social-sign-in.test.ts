import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwpAccounts } from '../../src/server/accounts/jwp/adapter';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import type { Api } from '../../src/server/api/create-api';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';
import { bearer, SITE, startHarness, type Harness } from '../support/api-harness';

/**
 * Social sign-in on a JWP site (spec 1 §7 `GET /accounts/social`, §2's token fragment): InPlayer runs the
 * providers, the site's start address sends the browser there, and the tokens InPlayer hands back in the return
 * address's fragment become the session once InPlayer confirms them.
 */
let h: Harness;
let inplayer: JwpFixture;
let api: Api;

beforeAll(async () => {
  inplayer = await startJwpFixture();
  h = await startHarness('pglite');
  const client = createJwpClient({ baseUrl: inplayer.url });
  api = h.apiOver(createJwpAccounts({ client, clientId: CLIENT_ID, referrer: `${SITE}/`, clock: () => new Date() }));
});
afterAll(async () => {
  await h.close();
  await inplayer.close();
});

function call(method: string, path: string, init: { json?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return api.handle(new Request(`${SITE}/api${path}`, { method, headers, body }), { clientAddress: '10.0.0.8' });
}

/** Follows the platform's address as a browser would: the provider page's Continue, then InPlayer's redirect. */
async function signInAtProvider(address: string, email: string): Promise<URL> {
  const approve = new URL(address);
  approve.pathname += '/approve';
  approve.searchParams.set('email', email);
  const answer = await fetch(approve, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('social sign-in on a JWP site', () => {
  it('lists InPlayer’s providers with the site’s own start addresses', async () => {
    const response = await call('GET', '/auth/social?from=%2Fu%2Ffavorites');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      providers: [
        { provider: 'google', url: '/api/auth/social/google?from=%2Fu%2Ffavorites' },
        { provider: 'facebook', url: '/api/auth/social/facebook?from=%2Fu%2Ffavorites' },
      ],
    });
    expect((await (await call('GET', '/auth/features')).json()).features.socialLogins).toBe(true);
  });

  it('sends the browser to InPlayer with a state naming the merchant and the way back to /login, config kept', async () => {
    const response = await call('GET', '/auth/social/google?from=%2Fu&app-config=demojwp');
    expect(response.status).toBe(302);
    const address = new URL(response.headers.get('location') ?? '');
    expect(address.origin).toBe(inplayer.url);
    const state = JSON.parse(Buffer.from(address.searchParams.get('state') ?? '', 'base64').toString('utf8'));
    expect(state).toEqual({ client_id: CLIENT_ID, redirect: `${SITE}/login?from=%2Fu&app-config=demojwp` });
  });

  it('signs in with the tokens of the fragment once InPlayer confirms them, as cookies for the web', async () => {
    const start = await call('GET', '/auth/social/facebook');
    const back = await signInAtProvider(start.headers.get('location') ?? '', 'social-viewer@example.com');
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/login`);
    const fragment = new URLSearchParams(back.hash.slice(1));
    const response = await call('POST', '/auth/social/tokens', {
      json: Object.fromEntries(fragment),
      headers: { 'x-session': 'cookie', origin: SITE },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe('social-viewer@example.com');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toContain(fragment.get('token'));
    const user = await call('GET', '/auth/user', { headers: bearer(fragment.get('token') ?? '') });
    expect((await user.json()).email).toBe('social-viewer@example.com');
  });

  it('refuses tokens InPlayer does not know (401) and names a missing field (400)', async () => {
    const forged = await call('POST', '/auth/social/tokens', {
      json: { token: 'forged', refresh_token: 'forged', expires: 4_000_000_000 },
    });
    expect(forged.status).toBe(401);
    const missing = await call('POST', '/auth/social/tokens', { json: { token: 'x', expires: 1 } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toHaveProperty('refresh_token');
  });

  it('goes back to /login with a reason when the provider is unknown or InPlayer fails', async () => {
    const unknown = await call('GET', '/auth/social/myspace?app-config=demojwp');
    expect(unknown.headers.get('location')).toBe('/login?social_error=social_unknown_provider&app-config=demojwp');
    inplayer.failNext('GET /accounts/social', 500, 'Social login is not configured');
    const failed = await call('GET', '/auth/social/google');
    expect(failed.status).toBe(302);
    expect(failed.headers.get('location')).toBe('/login?social_error=social_failed');
  });
});
