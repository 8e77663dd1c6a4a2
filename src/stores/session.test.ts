import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../lib/api/contract';
import { $session, $sessionLost, api } from './session';

/**
 * Spec 2 §4: on a 401 the session is renewed — up to 3 attempts, 1 s then 2 s apart — and the call retried once;
 * when renewing fails the session is cleared and marked lost, which takes the viewer to /login (the header).
 */
const user: User = {
  id: 'u1',
  uuid: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  dob: '',
  country: '',
  provider: null,
  isPasswordSet: true,
  sendEmailNotification: false,
  preferences: { _id: 'u1', sports: [] },
  metadata: { register_source: 'email', has_password: true },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unauthorized = () => json(401, { code: 'unauthorized', message: 'Unauthorized' });

function serve(refreshAnswers: Array<() => Response>) {
  const started = Date.now();
  const refreshes: number[] = [];
  let favorites = 0;
  vi.stubGlobal('fetch', async (input: string) => {
    if (input.endsWith('/api/auth/refresh-token')) {
      refreshes.push(Date.now() - started);
      const answer = refreshAnswers.shift();
      if (!answer) throw new Error('no more refresh answers');
      return answer();
    }
    favorites += 1;
    return favorites === 1 ? unauthorized() : json(200, []);
  });
  return { refreshes, favoritesCalls: () => favorites };
}

describe('renewing the session after a 401', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-03T12:00:00Z') });
    $session.set({ status: 'signed-in', user, expiresAt: Date.now() / 1000 + 3600 });
    $sessionLost.set(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tries 3 times, 1 s then 2 s apart, then clears the session and marks it lost', async () => {
    const unavailable = () => json(503, { code: 'unavailable', message: 'Service unavailable' });
    const server = serve([unavailable, unavailable, unavailable]);
    const call = api.get('/favorite').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.refreshes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2_001);
    expect(server.refreshes).toEqual([0, 1_000, 3_000]);
    expect(await call).toMatchObject({ status: 401 });
    expect($session.get()).toEqual({ status: 'guest' });
    expect($sessionLost.get()).toBe(true);
  });

  it('stops at a refusal: the refresh token is no good, there is nothing to retry', async () => {
    const server = serve([unauthorized]);
    const call = api.get('/favorite').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.refreshes).toEqual([0]);
    expect(await call).toMatchObject({ status: 401 });
    expect($sessionLost.get()).toBe(true);
  });

  it('keeps the session when the second attempt renews it, and answers the call retried once', async () => {
    const renewed = () => json(200, { auth: { expiresAt: Date.now() / 1000 + 900 }, user });
    const server = serve([() => json(502, {}), renewed]);
    const call = api.get<unknown[]>('/favorite');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await call).toEqual([]);
    expect(server.refreshes).toEqual([0, 1_000]);
    expect(server.favoritesCalls()).toBe(2);
    expect($session.get().status).toBe('signed-in');
    expect($sessionLost.get()).toBe(false);
  });
});
