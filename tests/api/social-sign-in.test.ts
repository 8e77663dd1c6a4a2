import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { socialIdentities, users } from '../../src/server/db/schema';
import { openIdConnectProvider } from '../../src/server/social-login/openid';
import { PASSWORD, SITE, signUp, startHarness, uniqueEmail, type Harness } from '../support/api-harness';
import { startOpenIdProvider, walkProvider, type TestOpenIdProvider, type TestPerson } from '../support/oidc-provider';
import { databaseKinds } from '../support/test-database';

const CALLBACK = `${SITE}/api/auth/social/google/callback`;
let idp: TestOpenIdProvider;
let subjects = 0;

beforeAll(async () => {
  idp = await startOpenIdProvider([CALLBACK]);
});
afterAll(() => idp.close());

const person = (email: string, verified = true): TestPerson => {
  subjects += 1;
  return {
    sub: `person-${process.pid}-${subjects}`,
    email,
    email_verified: verified,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
};

function cookieOf(response: Response, name: string): string | undefined {
  const found = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return found?.split(';')[0]?.slice(name.length + 1);
}

describe.each(databaseKinds)('social sign-in against a local OpenID provider (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    const google = openIdConnectProvider(
      { id: 'google', clientId: idp.clientId, clientSecret: idp.clientSecret },
      idp.issuer,
    );
    h = await startHarness(kind, { socialProviders: [google] });
  });
  afterAll(() => h.close());

  /** Starts at our API, goes through the provider as a browser, and answers the provider's redirect back. */
  async function goThroughProvider(from?: string) {
    const started = await h.request('GET', `/auth/social/google${from ? `?from=${encodeURIComponent(from)}` : ''}`);
    expect(started.status).toBe(302);
    const location = started.headers.get('location') ?? '';
    expect(location.startsWith(`${idp.issuer}/`)).toBe(true);
    const authorization = new URL(location);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const pending = cookieOf(started, 'social_sign_in');
    expect(pending).toBeTruthy();
    return { callback: await walkProvider(location, CALLBACK), pending: pending ?? '' };
  }

  const callback = (url: URL, pending: string | null) =>
    h.api.handle(new Request(url, { headers: pending ? { cookie: `social_sign_in=${pending}` } : {} }), {
      clientAddress: '10.0.0.9',
    });

  async function signInAs(who: TestPerson | 'deny', from?: string) {
    idp.next = who;
    const { callback: url, pending } = await goThroughProvider(from);
    return callback(url, pending);
  }

  async function currentUser(response: Response) {
    const access = cookieOf(response, 'access_token');
    const user = await h.request('GET', '/auth/user', { headers: { cookie: `access_token=${access}` } });
    expect(user.status).toBe(200);
    return user.json();
  }

  it('lists the configured providers ("get social login URLs")', async () => {
    const response = await h.request('GET', '/auth/social?from=/account');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      providers: [{ provider: 'google', url: '/api/auth/social/google?from=%2Faccount' }],
    });
  });

  it('a new person: account without password, our session cookies, on to /preferences', async () => {
    const email = uniqueEmail('social-new');
    const response = await signInAs(person(email));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/preferences#social-sign-in');
    expect(cookieOf(response, 'refresh_token')).toBeTruthy();
    expect(cookieOf(response, 'social_sign_in')).toBe('');
    const user = await currentUser(response);
    expect(user).toMatchObject({
      email,
      provider: 'google',
      isPasswordSet: false,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  async function acceptTerms(response: Response) {
    const access = cookieOf(response, 'access_token');
    const headers = { cookie: `access_token=${access}`, origin: SITE };
    const accepted = await h.request('PATCH', '/auth/user/consents', { headers, json: { consents: { terms: true } } });
    expect(accepted.status).toBe(200);
    return (await accepted.json()).consents;
  }

  it('a new account has not accepted the terms: each sign-in goes to /preferences until it does', async () => {
    const who = person(uniqueEmail('social-terms'));
    const first = await signInAs(who);
    const access = cookieOf(first, 'access_token');
    const consents = await h.request('GET', '/auth/user/consents', { headers: { cookie: `access_token=${access}` } });
    expect((await consents.json()).consents).toContainEqual(
      expect.objectContaining({ name: 'terms', required: true, accepted: false, answeredAt: null }),
    );
    expect((await signInAs(who, '/account/favorites')).headers.get('location')).toBe('/preferences#social-sign-in');

    const saved = await acceptTerms(first);
    expect(saved).toContainEqual(
      expect.objectContaining({ name: 'terms', version: '1', accepted: true, answeredAt: expect.any(String) }),
    );
    expect((await signInAs(who, '/account/favorites')).headers.get('location')).toBe(
      '/account/favorites#social-sign-in',
    );
  });

  it('a returning person: the same account, back where they came from (home by default)', async () => {
    const who = person(uniqueEmail('social-back'));
    const firstSignIn = await signInAs(who);
    const first = await currentUser(firstSignIn);
    await acceptTerms(firstSignIn);
    const again = await signInAs(who);
    expect(again.headers.get('location')).toBe('/#social-sign-in');
    expect((await currentUser(again)).id).toBe(first.id);
    const toPage = await signInAs(who, '/account/favorites');
    expect(toPage.headers.get('location')).toBe('/account/favorites#social-sign-in');
  });

  it('links an email account when the provider verified the address; the password keeps working', async () => {
    const { email, userId } = await signUp(h, uniqueEmail('social-link'));
    const response = await signInAs(person(email));
    expect(response.headers.get('location')).toBe('/#social-sign-in');
    expect((await currentUser(response)).id).toBe(userId);
    expect((await h.request('POST', '/auth/login', { json: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses an unverified address: no link to the account that has it, and no new account with it', async () => {
    const { email, userId } = await signUp(h, uniqueEmail('social-unverified'));
    const refused = await signInAs(person(email, false));
    expect(refused.headers.get('location')).toBe('/login?social_error=social_email_unverified');
    expect(cookieOf(refused, 'access_token')).toBeUndefined();
    const links = await h.database.db.select().from(socialIdentities).where(eq(socialIdentities.userId, userId));
    expect(links).toEqual([]);

    const unknown = uniqueEmail('social-unverified-new');
    const notCreated = await signInAs(person(unknown, false));
    expect(notCreated.headers.get('location')).toBe('/login?social_error=social_email_unverified');
    expect(await h.database.db.select().from(users).where(eq(users.email, unknown))).toEqual([]);
  });

  it('refuses a callback with a forged state, without the pending cookie, or replayed', async () => {
    idp.next = person(uniqueEmail('social-forged'));
    const { callback: url, pending } = await goThroughProvider();
    const forged = new URL(url);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged, pending)).headers.get('location')).toBe('/login?social_error=social_failed');
    expect((await callback(url, null)).headers.get('location')).toBe('/login?social_error=social_failed');
    expect((await callback(url, 'not-a-sealed-cookie')).headers.get('location')).toBe(
      '/login?social_error=social_failed',
    );

    idp.next = person(uniqueEmail('social-replay'));
    const fresh = await goThroughProvider();
    expect((await callback(fresh.callback, fresh.pending)).headers.get('location')).toBe('/preferences#social-sign-in');
    const replayed = await callback(fresh.callback, fresh.pending);
    expect(replayed.headers.get('location')).toBe('/login?social_error=social_failed');
    expect(cookieOf(replayed, 'access_token')).toBeUndefined();
  });

  it('another sign-in’s pending cookie does not fit this callback (PKCE and state are per sign-in)', async () => {
    idp.next = person(uniqueEmail('social-swap-a'));
    const first = await goThroughProvider();
    idp.next = person(uniqueEmail('social-swap-b'));
    const second = await goThroughProvider();
    expect((await callback(second.callback, first.pending)).headers.get('location')).toBe(
      '/login?social_error=social_failed',
    );
  });

  it('the person declining at the provider goes back to /login with social_denied', async () => {
    const response = await signInAs('deny');
    expect(response.headers.get('location')).toBe('/login?social_error=social_denied');
  });

  it('a provider user sets a first password (upper, lower, digit), then signs in with it', async () => {
    const email = uniqueEmail('social-password');
    const signedIn = await signInAs(person(email));
    const access = cookieOf(signedIn, 'access_token');
    const headers = { cookie: `access_token=${access}`, origin: SITE };
    const weak = await h.request('POST', '/auth/set-password-after-oauth', {
      headers,
      json: { password: 'alllowercase1' },
    });
    expect(weak.status).toBe(400);
    const set = await h.request('POST', '/auth/set-password-after-oauth', {
      headers,
      json: { password: 'Harbour-Light-9' },
    });
    expect(set.status).toBe(200);
    const login = await h.request('POST', '/auth/login', { json: { email, password: 'Harbour-Light-9' } });
    expect(login.status).toBe(200);
    expect((await login.json()).user).toMatchObject({ provider: 'google', isPasswordSet: true });
  });
});

describe('social sign-in with no provider configured', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(() => h.close());

  it('"get social login URLs" answers the feature is not enabled; the start goes back to /login', async () => {
    const response = await h.request('GET', '/auth/social');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'feature_not_enabled',
      message: 'Social logins feature is not enabled',
    });
    const start = await h.request('GET', '/auth/social/google');
    expect(start.headers.get('location')).toBe('/login?social_error=feature_not_enabled');
  });
});
