import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/server/payments/test/gateway';
import { PASSWORD, SITE, bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';
import { quoteOf } from '../support/commerce-fixtures';

/**
 * The embedded platform's DRM (issue 45): a paid item's playback hands an entitled viewer encrypted renditions and
 * a licence token; the Clear Key licence server gives the item's key only to that viewer, for that item, once,
 * while the token lives and the viewer is entitled. Every refusal is an empty 401/403.
 */
const PAID = 'F9E6NFvl'; // Cold Meridian (living-grid): the monthly and yearly subscriptions
const OTHER_PAID = 'IRG57qhg'; // Orbitfall (fractal-dive)
const YEARLY = 'S234567890_NL';
const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Tess Tester' };

interface ProtectedSource {
  file: string;
  drm: { clearkey: { licenseUrl: string; headers: Record<string, string> } };
}

describe.each(databaseKinds)('Clear Key licences (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, { rateLimits: null });
  });
  afterAll(() => h.close());

  const fetchFile = (url: string) => h.demoMediaFile(url);

  async function subscriber(): Promise<string> {
    return (await subscriberAccount()).jwt;
  }

  async function subscriberAccount(): Promise<{ jwt: string; email: string }> {
    const { jwt, email } = await signUp(h);
    const order = await h.request('POST', '/orders', { headers: bearer(jwt), json: { offerId: YEARLY } });
    const made = await order.json();
    const paid = await h.request('POST', `/orders/${made.id}/payments`, {
      headers: bearer(jwt),
      json: { card, quote: quoteOf(made) },
    });
    expect((await paid.json()).status).toBe('succeeded');
    return { jwt, email };
  }

  /** A fresh access token (the clock may have passed the first one's quarter of an hour). */
  async function signIn(email: string): Promise<string> {
    const json = { email, password: PASSWORD, referrer: `${SITE}/` };
    const response = await h.request('POST', '/auth/login', { json });
    expect(response.status).toBe(200);
    return (await response.json()).auth.jwt;
  }

  async function protectedPlayback(jwt: string, mediaid = PAID): Promise<ProtectedSource> {
    const response = await h.request('GET', `/playback/${mediaid}`, { headers: bearer(jwt) });
    expect(response.status).toBe(200);
    const { sources } = (await response.json()) as { sources: ProtectedSource[] };
    expect(sources).toHaveLength(1);
    return sources[0]!;
  }

  /** The key id a CDM reads from the init segment (tenc's default_KID), base64url. */
  async function keyIdOf(source: ProtectedSource): Promise<string> {
    const init = new Uint8Array(
      await (await fetchFile(source.file.replace('master.m3u8', '360p/init.mp4'))).arrayBuffer(),
    );
    const tenc = Buffer.from(init).indexOf('tenc');
    expect(tenc).toBeGreaterThan(0);
    return Buffer.from(init.subarray(tenc + 12, tenc + 28)).toString('base64url');
  }

  const licence = (jwt: string | null, token: string | null, kids: string[]) =>
    h.request('POST', '/drm/clearkey', {
      headers: { ...(jwt ? bearer(jwt) : {}), ...(token ? { 'x-licence-token': token } : {}) },
      json: { kids, type: 'temporary' },
    });

  async function expectRefused(response: Response, status: 401 | 403) {
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('');
  }

  it('gives the entitled viewer the key that opens the encrypted renditions, in the W3C Clear Key format', async () => {
    const jwt = await subscriber();
    const source = await protectedPlayback(jwt);
    expect(source.drm.clearkey.licenseUrl).toBe('/api/drm/clearkey');
    const kid = await keyIdOf(source);
    const response = await licence(jwt, source.drm.clearkey.headers['X-Licence-Token']!, [kid]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body).toEqual({ keys: [{ kty: 'oct', kid, k: expect.stringMatching(/^[\w-]{22}$/) }], type: 'temporary' });
    // The playlist names the key id (data URI) and never the key.
    const playlist = await (await fetchFile(source.file.replace('master.m3u8', '360p/index.m3u8'))).text();
    expect(playlist).toContain('METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey"');
    expect(playlist).toContain(Buffer.from(kid, 'base64url').toString('base64'));
    expect(playlist).not.toContain(Buffer.from(body.keys[0].k, 'base64url').toString('base64'));
  });

  it('gives a guest nothing, even with a valid licence token', async () => {
    const source = await protectedPlayback(await subscriber());
    await expectRefused(
      await licence(null, source.drm.clearkey.headers['X-Licence-Token']!, [await keyIdOf(source)]),
      401,
    );
  });

  it("refuses another customer's licence token, though that customer is entitled too", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const source = await protectedPlayback(owner);
    await expectRefused(
      await licence(other, source.drm.clearkey.headers['X-Licence-Token']!, [await keyIdOf(source)]),
      403,
    );
  });

  it('answers a token once: a replay is refused, and of two requests at the same moment one gets the key', async () => {
    const jwt = await subscriber();
    const source = await protectedPlayback(jwt);
    const kid = await keyIdOf(source);
    const token = source.drm.clearkey.headers['X-Licence-Token']!;
    expect((await licence(jwt, token, [kid])).status).toBe(200);
    await expectRefused(await licence(jwt, token, [kid]), 403);

    const fresh = (await protectedPlayback(jwt)).drm.clearkey.headers['X-Licence-Token']!;
    const racing = await Promise.all([licence(jwt, fresh, [kid]), licence(jwt, fresh, [kid])]);
    expect(racing.map((response) => response.status).sort()).toEqual([200, 403]);
  });

  it('refuses altered tokens, a missing one and the key id of another item', async () => {
    const jwt = await subscriber();
    const source = await protectedPlayback(jwt);
    const kid = await keyIdOf(source);
    const token = source.drm.clearkey.headers['X-Licence-Token']!;
    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherItem = Buffer.from(JSON.stringify({ ...claims, mid: OTHER_PAID })).toString('base64url');
    const later = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    for (const altered of [`${otherItem}.${signature}`, `${later}.${signature}`, `${payload}.${flipped}`, 'x.y']) {
      await expectRefused(await licence(jwt, altered, [kid]), 403);
    }
    await expectRefused(await licence(jwt, null, [kid]), 403);
    const otherKid = await keyIdOf(await protectedPlayback(jwt, OTHER_PAID));
    expect(otherKid).not.toBe(kid);
    await expectRefused(await licence(jwt, token, [otherKid]), 403);
    // The token was not used up by the refusals.
    expect((await licence(jwt, token, [kid])).status).toBe(200);
  });

  it('refuses an expired token, and a subscriber whose subscription ended after the token was issued', async () => {
    const { jwt, email } = await subscriberAccount();
    const source = await protectedPlayback(jwt);
    const kid = await keyIdOf(source);
    h.advance(121_000);
    await expectRefused(await licence(jwt, source.drm.clearkey.headers['X-Licence-Token']!, [kid]), 403);

    const cancelled = await h.request('POST', `/subscriptions/${YEARLY}/cancel`, { headers: bearer(jwt) });
    expect(cancelled.status).toBe(200);
    const { expiresAt } = (await cancelled.json()) as { expiresAt: number };
    h.advance(expiresAt * 1000 - h.now().getTime() - 30_000);
    const lastDay = await signIn(email);
    const lastMinute = await protectedPlayback(lastDay);
    h.advance(60_000);
    await expectRefused(await licence(lastDay, lastMinute.drm.clearkey.headers['X-Licence-Token']!, [kid]), 403);
  });

  it('names the field of a malformed licence request', async () => {
    const jwt = await subscriber();
    const response = await h.request('POST', '/drm/clearkey', { headers: bearer(jwt), json: { kids: ['not-a-kid'] } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(['kids.0']);
  });
});
