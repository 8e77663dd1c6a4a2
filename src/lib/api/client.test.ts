import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient, formErrors, withRefreshRetries } from './client';

function fakeFetch(answers: Array<Response | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) => Response.json(body, { status });

describe('API client', () => {
  it('asks for a cookie session and sends JSON bodies', async () => {
    const { calls, fetch } = fakeFetch([json(201, { mediaid: 'a' })]);
    const client = createApiClient({ fetch, hasSession: () => true, refresh: async () => true });
    expect(await client.post('/favorite', { mediaid: 'a' })).toEqual({ mediaid: 'a' });
    expect(calls[0]?.url).toBe('/api/favorite');
    expect(calls[0]?.init?.headers).toMatchObject({ 'x-session': 'cookie', 'content-type': 'application/json' });
    expect(calls[0]?.init?.body).toBe('{"mediaid":"a"}');
  });

  it('refreshes once on 401 and retries the call', async () => {
    const { calls, fetch } = fakeFetch([json(401, { code: 'unauthorized', message: 'Unauthorized' }), json(200, [])]);
    let refreshes = 0;
    const client = createApiClient({ fetch, hasSession: () => true, refresh: async () => (refreshes++, true) });
    expect(await client.get('/favorite')).toEqual([]);
    expect(refreshes).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('gives up when the refresh fails, and never refreshes for guests or auth calls', async () => {
    const unauthorized = () => json(401, { code: 'unauthorized', message: 'Unauthorized' });
    const failing = createApiClient({
      fetch: fakeFetch([unauthorized()]).fetch,
      hasSession: () => true,
      refresh: async () => false,
    });
    await expect(failing.get('/favorite')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });

    let refreshes = 0;
    const refresh = async () => (refreshes++, true);
    const guest = createApiClient({ fetch: fakeFetch([unauthorized()]).fetch, hasSession: () => false, refresh });
    await expect(guest.get('/favorite')).rejects.toBeInstanceOf(ApiRequestError);
    const login = createApiClient({ fetch: fakeFetch([unauthorized()]).fetch, hasSession: () => true, refresh });
    await expect(login.post('/auth/login', {}, { noRefresh: true })).rejects.toBeInstanceOf(ApiRequestError);
    expect(refreshes).toBe(0);
  });

  it('renews a session about to expire before the call, so no request is refused', async () => {
    const { calls, fetch } = fakeFetch([json(200, []), json(200, [])]);
    let expiresAt = Date.now() / 1000 + 10;
    const events: string[] = [];
    const refresh = async () => {
      events.push('refresh');
      await new Promise((resolve) => setTimeout(resolve, 5));
      expiresAt = Date.now() / 1000 + 900;
      return true;
    };
    const recorded: typeof fetch = (input, init) => (events.push('call'), fetch(input, init));
    const client = createApiClient({ fetch: recorded, hasSession: () => true, expiresAt: () => expiresAt, refresh });
    // Two calls at once (a page's islands starting): one renewal, and neither call goes out before it.
    expect(await Promise.all([client.get('/favorite'), client.get('/watch-history')])).toEqual([[], []]);
    expect(events).toEqual(['refresh', 'call', 'call']);
    expect(calls).toHaveLength(2);
  });

  it('does not renew a session far from expiry, nor more than once a minute when the clock says otherwise', async () => {
    let refreshes = 0;
    const refresh = async () => (refreshes++, true);
    const fresh = createApiClient({
      fetch: fakeFetch([json(200, [])]).fetch,
      hasSession: () => true,
      expiresAt: () => Date.now() / 1000 + 600,
      refresh,
    });
    await fresh.get('/favorite');
    expect(refreshes).toBe(0);

    // A device clock an hour ahead sees every token as expired.
    const skewed = createApiClient({
      fetch: fakeFetch([json(200, []), json(200, []), json(200, [])]).fetch,
      hasSession: () => true,
      expiresAt: () => Date.now() / 1000 - 3600,
      refresh,
    });
    await skewed.get('/favorite');
    await skewed.get('/favorite');
    await skewed.get('/favorite');
    expect(refreshes).toBe(1);
  });

  it('retries a call that asks for it after network errors and 5xx, never after a 4xx', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const options = { hasSession: () => false, refresh: async () => false };
    const flaky = fakeFetch([new TypeError('Failed to fetch'), json(503, {}), json(502, {}), json(200, { id: 'u' })]);
    const client = createApiClient({ ...options, fetch: flaky.fetch }, wait);
    expect(await client.get('/auth/user', { retries: 3 })).toEqual({ id: 'u' });
    expect(flaky.calls).toHaveLength(4);
    expect(waits).toEqual([500, 1_000, 2_000]);

    const down = fakeFetch([json(503, {}), json(503, {}), json(503, {}), json(503, {}), json(200, {})]);
    await expect(
      createApiClient({ ...options, fetch: down.fetch }, wait).get('/x', { retries: 3 }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(down.calls).toHaveLength(4);

    const refused = fakeFetch([json(401, { code: 'unauthorized', message: 'Unauthorized' }), json(200, {})]);
    await expect(
      createApiClient({ ...options, fetch: refused.fetch }, wait).get('/x', { retries: 3 }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(refused.calls).toHaveLength(1);

    const once = fakeFetch([new TypeError('Failed to fetch'), json(200, {})]);
    await expect(createApiClient({ ...options, fetch: once.fetch }, wait).get('/x')).rejects.toBeInstanceOf(TypeError);
  });

  it('turns error bodies into errors with their fields, and bodiless failures into the spec message', async () => {
    const { fetch } = fakeFetch([
      json(400, { code: 'validation_failed', message: 'Invalid', errors: { email: ['a', 'b'] } }),
      new Response('<html>', { status: 502 }),
    ]);
    const client = createApiClient({ fetch, hasSession: () => false, refresh: async () => false });
    const invalid = await client.post('/auth/register', {}).catch((error: unknown) => error);
    expect(formErrors(invalid)).toEqual({ fields: { email: 'a, b' } });
    const gateway = await client.get('/auth/user').catch((error: unknown) => error);
    expect(formErrors(gateway)).toEqual({ fields: {}, form: 'Request failed with status 502' });
  });
});

describe('withRefreshRetries', () => {
  it('tries 3 times, waiting 1 s then 2 s, while the refresh fails for a passing reason', async () => {
    const waits: number[] = [];
    let tries = 0;
    const result = await withRefreshRetries(
      async () => {
        tries += 1;
        if (tries < 3) throw new Error('network');
        return true;
      },
      async (ms) => void waits.push(ms),
    );
    expect(result).toBe(true);
    expect(waits).toEqual([1000, 2000]);
    await expect(
      withRefreshRetries(
        async () => Promise.reject(new Error('down')),
        async () => undefined,
      ),
    ).rejects.toThrow('down');
  });

  it('stops at once on a definite no', async () => {
    let tries = 0;
    expect(
      await withRefreshRetries(
        async () => (tries++, false),
        async () => undefined,
      ),
    ).toBe(false);
    expect(tries).toBe(1);
  });
});
