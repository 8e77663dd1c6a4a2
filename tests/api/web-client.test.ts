import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, REQUIRED_CONSENTS, SITE, startHarness, uniqueEmail, type Harness } from '../support/api-harness';

/**
 * The browser stores against the real API (router, use-cases, PGlite): a cookie jar stands in for the browser's,
 * so this covers what a page does — a guest's lists, registration copying them, changes saved to the account, a
 * refresh when the access token expired, and sign-out bringing the guest lists back.
 */
function browser(h: Harness) {
  const storage = new Map<string, string>();
  const jar = new Map<string, string>();
  const events = new EventTarget();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    // What a browser adds to a page's own requests: Sec-Fetch-Site always, Origin for every non-GET one.
    headers.set('sec-fetch-site', 'same-origin');
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', SITE);
    const response = await h.api.handle(new Request(new URL(input, SITE), { ...init, headers }), {
      clientAddress: '10.7.0.1',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/Max-Age=0/.test(cookie)) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    return response;
  });
  return { storage, jar };
}

describe('stores with a signed-in viewer', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h.close());
  afterEach(() => vi.unstubAllGlobals());

  it('copies the guest lists at registration, saves to the account, refreshes an expired session, and restores the guest lists on sign-out', async () => {
    const { storage, jar } = browser(h);
    vi.resetModules();
    const lists = await import('../../src/stores/watch-lists');
    const session = await import('../../src/stores/session');
    const stop = [lists.$favorites.listen(() => {}), lists.$history.listen(() => {})];

    // A guest keeps lists in local storage.
    lists.toggleFavorite('guest001');
    lists.saveProgress({ mediaid: 'guest002', progress: 0.4 });
    expect(JSON.parse(storage.get('jwapp.favorites') ?? '[]')).toEqual([{ mediaid: 'guest001' }]);

    // Registration: the code from the outbox signs in; the guest lists are copied to the account.
    const email = uniqueEmail('web');
    await session.api.post(
      '/auth/register',
      { email, password: PASSWORD, consents: REQUIRED_CONSENTS },
      { noRefresh: true },
    );
    const body = await session.api.post<import('../../src/lib/api/contract').SessionBody>(
      '/auth/confirm-email',
      { email, otp: h.lastCode(email) },
      { noRefresh: true },
    );
    expect(body.auth.jwt).toBeUndefined();
    expect([...jar.keys()].sort()).toEqual(['access_token', 'known_device', 'refresh_token']);
    session.signedIn(body);
    await lists.copyGuestListsToAccount();
    expect(lists.$favorites.get()).toEqual([{ mediaid: 'guest001' }]);
    expect(JSON.parse(storage.get('auth-storage') ?? '{}').user.email).toBe(email);
    expect(storage.get('auth-storage')).not.toContain(jar.get('access_token') ?? 'no-token');

    // Signed in, changes go to the account.
    await lists.toggleFavorite('acct0001').saved;
    expect(await session.api.get('/favorite')).toEqual([{ mediaid: 'acct0001' }, { mediaid: 'guest001' }]);

    // 16 minutes later the access token has expired: the save refreshes the session and goes through.
    h.advance(16 * 60_000);
    await lists.saveProgress({ mediaid: 'acct0002', progress: 0.5 });
    expect(lists.$history.get()).toEqual([
      { mediaid: 'acct0002', progress: 0.5 },
      { mediaid: 'guest002', progress: 0.4 },
    ]);
    expect(session.$session.get().status).toBe('signed-in');

    // Sign-out: the account lists leave the page, the guest lists (untouched) come back.
    await session.logout();
    expect(session.$user.get()).toBeNull();
    // Only the device tag stays: it is not a session (it exempts this browser from the account's login limit).
    expect([...jar.keys()]).toEqual(['known_device']);
    expect(lists.$favorites.get()).toEqual([{ mediaid: 'guest001' }]);
    expect(lists.$history.get()).toEqual([{ mediaid: 'guest002', progress: 0.4 }]);
    expect(storage.has('auth-storage')).toBe(false);
    stop.forEach((unlisten) => unlisten());
  });

  it('undoes a favorite the account refused and reports the server message', async () => {
    browser(h);
    vi.resetModules();
    const lists = await import('../../src/stores/watch-lists');
    const session = await import('../../src/stores/session');
    const stop = lists.$favorites.listen(() => {});
    const email = uniqueEmail('full');
    await session.api.post(
      '/auth/register',
      { email, password: PASSWORD, consents: REQUIRED_CONSENTS },
      { noRefresh: true },
    );
    session.signedIn(
      await session.api.post('/auth/confirm-email', { email, otp: h.lastCode(email) }, { noRefresh: true }),
    );
    await lists.copyGuestListsToAccount();

    const change = lists.toggleFavorite('bad id with spaces');
    expect(lists.$favorites.get()).toEqual([{ mediaid: 'bad id with spaces' }]);
    await expect(change.saved).rejects.toMatchObject({ status: 400 });
    await vi.waitFor(() => expect(lists.$favorites.get()).toEqual([]));
    stop();
  });
});
