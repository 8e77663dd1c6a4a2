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
    const failing = createApiClient({ fetch: fakeFetch([unauthorized()]).fetch, hasSession: () => true, refresh: async () => false });
    await expect(failing.get('/favorite')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });

    let refreshes = 0;
    const refresh = async () => (refreshes++, true);
    const guest = createApiClient({ fetch: fakeFetch([unauthorized()]).fetch, hasSession: () => false, refresh });
    await expect(guest.get('/favorite')).rejects.toBeInstanceOf(ApiRequestError);
    const login = createApiClient({ fetch: fakeFetch([unauthorized()]).fetch, hasSession: () => true, refresh });
    await expect(login.post('/auth/login', {}, { noRefresh: true })).rejects.toBeInstanceOf(ApiRequestError);
    expect(refreshes).toBe(0);
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
    await expect(withRefreshRetries(async () => Promise.reject(new Error('down')), async () => undefined)).rejects.toThrow('down');
  });

  it('stops at once on a definite no', async () => {
    let tries = 0;
    expect(await withRefreshRetries(async () => (tries++, false), async () => undefined)).toBe(false);
    expect(tries).toBe(1);
  });
});
