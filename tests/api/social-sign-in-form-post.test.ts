import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIdConnectProvider } from '../../src/server/social-login/openid';
import { openPending, sealPending } from '../../src/server/api/social-sign-in-cookie';
import { SITE, startHarness, uniqueEmail, type Harness } from '../support/api-harness';
import { startOpenIdProvider, walkProviderToForm, type TestOpenIdProvider } from '../support/oidc-provider';

/**
 * Apple's answer comes back as a cross-site form POST (response_mode=form_post), with the person's name only in
 * the first `user` field. The local OpenID provider posts its answer the same way.
 */
const CALLBACK = `${SITE}/api/auth/social/apple/callback`;
const APPLE_ORIGIN = 'https://appleid.apple.com';
let idp: TestOpenIdProvider;
let h: Harness;
let subjects = 0;

beforeAll(async () => {
  idp = await startOpenIdProvider([CALLBACK]);
  const apple = openIdConnectProvider(
    { id: 'apple', clientId: idp.clientId, clientSecret: idp.clientSecret },
    idp.issuer,
    {
      responseMode: 'form_post',
      scope: 'openid email name',
    },
  );
  h = await startHarness('pglite', { socialProviders: [apple] });
});
afterAll(async () => {
  await h.close();
  await idp.close();
});

function cookieOf(response: Response, name: string): string | undefined {
  const found = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return found?.split(';')[0]?.slice(name.length + 1);
}

function nextPerson(email: string) {
  subjects += 1;
  // Apple's ID token carries no name.
  idp.next = { sub: `apple-${process.pid}-${subjects}`, email, email_verified: true };
}

async function startAtApple() {
  const started = await h.request('GET', '/auth/social/apple');
  const location = started.headers.get('location') ?? '';
  expect(new URL(location).searchParams.get('response_mode')).toBe('form_post');
  const pending = cookieOf(started, 'social_sign_in') ?? '';
  return { form: await walkProviderToForm(location, CALLBACK), pending };
}

/** The browser's cross-site POST: Apple's origin, the pending cookie and whatever session cookie it already has. */
const post = (form: URLSearchParams, cookie: string) =>
  h.api.handle(
    new Request(CALLBACK, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APPLE_ORIGIN, cookie },
      body: form.toString(),
    }),
    { clientAddress: '10.0.0.9' },
  );

async function currentUser(response: Response) {
  const access = cookieOf(response, 'access_token');
  const user = await h.request('GET', '/auth/user', { headers: { cookie: `access_token=${access}` } });
  expect(user.status).toBe(200);
  return user.json();
}

describe("Apple's form_post callback", () => {
  it('signs a new person in from the posted answer, named by the first `user` field, on to /preferences', async () => {
    const email = uniqueEmail('apple-new');
    nextPerson(email);
    idp.nextFormUser = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email });
    const { form, pending } = await startAtApple();
    expect(form.get('user')).toContain('Ada');
    const response = await post(form, `social_sign_in=${pending}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/preferences#social-sign-in');
    expect(await currentUser(response)).toMatchObject({
      email,
      provider: 'apple',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('is not refused by the origin check even when the browser also sends a session cookie', async () => {
    const email = uniqueEmail('apple-signed-in');
    nextPerson(email);
    const first = await startAtApple();
    const signedIn = await post(first.form, `social_sign_in=${first.pending}`);
    const access = cookieOf(signedIn, 'access_token');

    const again = await startAtApple();
    const response = await post(again.form, `social_sign_in=${again.pending}; access_token=${access}`);
    expect(response.status).toBe(303);
    // Still /preferences: this account has not accepted the terms yet.
    expect(response.headers.get('location')).toBe('/preferences#social-sign-in');
    expect(cookieOf(response, 'access_token')).toBeTruthy();
    // Every other state change from another site still is.
    const elsewhere = await h.request('POST', '/auth/logout', {
      headers: { cookie: `access_token=${access}`, origin: APPLE_ORIGIN },
    });
    expect(elsewhere.status).toBe(403);
  });

  it('refuses a forged state, a missing pending cookie, a replayed code and a wrong nonce', async () => {
    nextPerson(uniqueEmail('apple-forged'));
    const { form, pending } = await startAtApple();
    const forged = new URLSearchParams(form);
    forged.set('state', 'forged-state');
    expect((await post(forged, `social_sign_in=${pending}`)).headers.get('location')).toBe(
      '/login?social_error=social_failed',
    );
    expect((await post(form, '')).headers.get('location')).toBe('/login?social_error=social_failed');

    // The same sign-in sealed with another nonce: state and PKCE fit, the ID token's nonce does not.
    const opened = await openPending(pending, h.account.keys.socialSignIn, h.account.clock());
    expect(opened).not.toBeNull();
    const otherNonce = await sealPending(
      { ...opened!, nonce: 'not-the-nonce-sent' },
      h.account.keys.socialSignIn,
      h.account.clock(),
    );
    const wrongNonce = await post(form, `social_sign_in=${otherNonce}`);
    expect(wrongNonce.headers.get('location')).toBe('/login?social_error=social_failed');
    expect(cookieOf(wrongNonce, 'access_token')).toBeUndefined();

    nextPerson(uniqueEmail('apple-replay'));
    const fresh = await startAtApple();
    const used = await post(fresh.form, `social_sign_in=${fresh.pending}`);
    expect(used.headers.get('location')).toBe('/preferences#social-sign-in');
    const replayed = await post(fresh.form, `social_sign_in=${fresh.pending}`);
    expect(replayed.headers.get('location')).toBe('/login?social_error=social_failed');
    expect(cookieOf(replayed, 'access_token')).toBeUndefined();
  });

  it('the person cancelling at Apple goes back to /login with social_denied', async () => {
    const started = await h.request('GET', '/auth/social/apple');
    const pending = cookieOf(started, 'social_sign_in') ?? '';
    const opened = await openPending(pending, h.account.keys.socialSignIn, h.account.clock());
    const form = new URLSearchParams({ state: opened?.state ?? '', error: 'user_cancelled_authorize' });
    const response = await post(form, `social_sign_in=${pending}`);
    expect(response.headers.get('location')).toBe('/login?social_error=social_denied');
  });

  it('answers 400 naming the field for a post that is no provider answer', async () => {
    const response = await post(new URLSearchParams({ code: 'abc' }), '');
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toHaveProperty('state');
    const neither = await post(new URLSearchParams({ state: 'abc' }), '');
    expect((await neither.json()).errors).toHaveProperty('code');
  });
});
