import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../src/server/features/account/maintenance';
import { ROTATION_GRACE_MS } from '../../src/server/features/account/sessions';
import { PASSWORD, SITE, bearer, signUp, startHarness, uniqueEmail, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) jar[name] = value.join('=');
  }
  return jar;
}

describe.each(databaseKinds)('sign-in sessions (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it('reports a field sent as the wrong JSON type as invalid, and only an absent one as required', async () => {
    const wrongTypes = await h.request('POST', '/auth/login', { json: { email: 42, password: ['secret'] } });
    expect(wrongTypes.status).toBe(400);
    expect((await wrongTypes.json()).errors).toEqual({
      email: ['login.field_is_not_valid_email'],
      password: ['Password must be text'],
    });
    const absent = await h.request('POST', '/auth/login', { json: {} });
    expect((await absent.json()).errors).toEqual({ email: ['login.field_required'], password: ['login.field_required'] });
    const register = await h.request('POST', '/auth/register', { json: { email: true, password: 12345678 } });
    expect((await register.json()).errors).toMatchObject({
      email: ['registration.field_is_not_valid_email'],
      password: ['registration.invalid_password'],
    });
    const code = await h.request('POST', '/auth/confirm-email', { json: { email: 'ada@example.com', otp: 123456 } });
    expect((await code.json()).errors).toEqual({ otp: ['OTP must be 6 digits'] });
  });

  it('signs in with email and password, case-insensitively for the email', async () => {
    const { email } = await signUp(h);
    const response = await h.request('POST', '/auth/login', {
      json: { email: email.toUpperCase(), password: PASSWORD, referrer: `${SITE}/` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe(email);
    expect(body.auth.jwt).toBeTruthy();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'Wrong-Pass-1' })],
    ['an unknown email', () => ({ email: uniqueEmail('nobody'), password: PASSWORD })],
  ])('answers wrong_combination for %s', async (_, body) => {
    const { email } = await signUp(h);
    const response = await h.request('POST', '/auth/login', { json: body(email) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'wrong_combination', message: 'Wrong email/password combination' });
  });

  it.each([
    [{ email: 'x@example.com' }, 'password', 'login.field_required'],
    [{ email: 'nope', password: 'x' }, 'email', 'login.field_is_not_valid_email'],
    [{ password: 'x' }, 'email', 'login.field_required'],
  ])('validates the login body %j', async (json, field, message) => {
    const response = await h.request('POST', '/auth/login', { json });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toEqual([message]);
  });

  it('rotates refresh tokens, and a reused old token revokes the whole sign-in', async () => {
    const { refreshToken, jwt } = await signUp(h);
    const first = await h.request('GET', '/auth/refresh-token', { headers: bearer(refreshToken) });
    expect(first.status).toBe(200);
    const renewed = await first.json();
    expect(renewed.auth.refreshToken).not.toBe(refreshToken);

    h.advance(ROTATION_GRACE_MS + 1_000);
    const replay = await h.request('GET', '/auth/refresh-token', { headers: bearer(refreshToken) });
    expect(replay.status).toBe(401);
    expect((await replay.json()).code).toBe('invalid_refresh_token');

    // The family is revoked: the newest refresh token and the access tokens of the sign-in stop working.
    const afterTheft = await h.request('GET', '/auth/refresh-token', { headers: bearer(renewed.auth.refreshToken) });
    expect(afterTheft.status).toBe(401);
    expect((await h.request('GET', '/auth/user', { headers: bearer(jwt) })).status).toBe(401);
    expect((await h.request('GET', '/auth/user', { headers: bearer(renewed.auth.jwt) })).status).toBe(401);
  });

  it('answers a token retired moments ago (two tabs at once) with 401 without signing the user out', async () => {
    const { refreshToken } = await signUp(h);
    const winner = await (await h.request('GET', '/auth/refresh-token', { headers: bearer(refreshToken) })).json();
    const loser = await h.request('GET', '/auth/refresh-token', { headers: bearer(refreshToken) });
    expect(loser.status).toBe(401);
    const next = await h.request('GET', '/auth/refresh-token', { headers: bearer(winner.auth.refreshToken) });
    expect(next.status).toBe(200);
  });

  it('expires access tokens after 15 minutes and refresh tokens after 30 days', async () => {
    const { jwt, refreshToken } = await signUp(h);
    h.advance(15 * 60_000 + 1_000);
    const expired = await h.request('GET', '/auth/user', { headers: bearer(jwt) });
    expect(expired.status).toBe(401);
    expect((await expired.json()).code).toBe('unauthorized');
    h.advance(30 * 24 * 3_600_000);
    expect((await h.request('GET', '/auth/refresh-token', { headers: bearer(refreshToken) })).status).toBe(401);
  });

  it('logout ends the sign-in: its access and refresh tokens stop working, other sign-ins go on', async () => {
    const { email, jwt, refreshToken } = await signUp(h);
    const other = await (await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } })).json();

    const logout = await h.request('POST', '/auth/logout', { headers: bearer(jwt) });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: 'Logout successful!' });
    expect((await h.request('GET', '/auth/user', { headers: bearer(jwt) })).status).toBe(401);
    expect((await h.request('GET', '/auth/refresh-token', { headers: bearer(refreshToken) })).status).toBe(401);
    expect((await h.request('GET', '/auth/user', { headers: bearer(other.auth.jwt) })).status).toBe(200);
  });

  it('purges sessions and codes that can no longer be used, and keeps live ones', async () => {
    const live = await signUp(h);
    const ended = await signUp(h);
    await h.request('POST', '/auth/logout', { headers: bearer(ended.jwt) });
    h.advance(2 * 24 * 3_600_000);
    const removed = await purgeExpired(h.account);
    expect(removed.tokens).toBeGreaterThan(0);
    expect(removed.codes).toBeGreaterThan(0);
    expect(removed.windows).toBeGreaterThan(0);
    expect((await h.request('GET', '/auth/refresh-token', { headers: bearer(live.refreshToken) })).status).toBe(200);
  });

  it('refuses forged, malformed and missing tokens', async () => {
    const { jwt } = await signUp(h);
    const [header, payload] = jwt.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of [forged, 'not-a-jwt', `${jwt}x`]) {
      expect((await h.request('GET', '/auth/user', { headers: bearer(token) })).status).toBe(401);
    }
    const missing = await h.request('GET', '/auth/user');
    expect(missing.status).toBe(401);
    expect((await missing.json()).message).toBe('Access token is missing');
  });

  describe('web session in cookies', () => {
    const web = { 'x-session': 'cookie', origin: SITE };

    it('keeps the tokens in httpOnly cookies and out of the body', async () => {
      const { email } = await signUp(h);
      const response = await h.request('POST', '/auth/login', { headers: web, json: { email, password: PASSWORD } });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.auth.jwt).toBeUndefined();
      expect(body.auth.refreshToken).toBeUndefined();
      expect(body.auth.expiresAt).toBeGreaterThan(h.now().getTime() / 1000);
      const setCookies = response.headers.getSetCookie();
      expect(setCookies.find((c) => c.startsWith('access_token='))).toMatch(/HttpOnly; SameSite=Lax/);
      expect(setCookies.find((c) => c.startsWith('access_token='))).toContain('Path=/api;');
      expect(setCookies.find((c) => c.startsWith('refresh_token='))).toContain('Path=/api/auth;');
      // 127.0.0.1 over http: Secure would make the browser drop them.
      expect(setCookies.join('\n')).not.toContain('Secure');

      const jar = cookiesOf(response);
      const cookie = `access_token=${jar.access_token}; refresh_token=${jar.refresh_token}`;
      expect((await h.request('GET', '/auth/user', { headers: { cookie } })).status).toBe(200);

      const refreshed = await h.request('GET', '/auth/refresh-token', { headers: { ...web, cookie } });
      expect(refreshed.status).toBe(200);
      expect((await refreshed.json()).auth.refreshToken).toBeUndefined();
      expect(cookiesOf(refreshed).refresh_token).not.toBe(jar.refresh_token);

      const logout = await h.request('POST', '/auth/logout', { headers: { ...web, cookie } });
      expect(logout.headers.getSetCookie().every((c) => c.includes('Max-Age=0'))).toBe(true);
    });

    it('refuses cookie requests that change state from another origin (CSRF)', async () => {
      const { email } = await signUp(h);
      const login = await h.request('POST', '/auth/login', { headers: web, json: { email, password: PASSWORD } });
      const jar = cookiesOf(login);
      const cookie = `access_token=${jar.access_token}`;

      const forged = await h.request('POST', '/favorite', {
        headers: { cookie, origin: 'https://evil.example' },
        json: { mediaid: 'abcd1234' },
      });
      expect(forged.status).toBe(403);
      expect((await forged.json()).code).toBe('invalid_origin');
      const noOrigin = await h.request('DELETE', '/auth/account', { headers: { cookie }, json: { password: PASSWORD } });
      expect(noOrigin.status).toBe(403);

      const sameSite = await h.request('POST', '/favorite', { headers: { cookie, origin: SITE }, json: { mediaid: 'abcd1234' } });
      expect(sameSite.status).toBe(201);
      // Reads need no origin; Bearer clients (apps) are not subject to the check.
      expect((await h.request('GET', '/favorite', { headers: { cookie } })).status).toBe(200);
    });

    it('a cross-site login attempt cannot plant a session', async () => {
      const { email } = await signUp(h);
      const response = await h.request('POST', '/auth/login', {
        headers: { 'x-session': 'cookie', origin: 'https://evil.example' },
        json: { email, password: PASSWORD },
      });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    });
  });
});
