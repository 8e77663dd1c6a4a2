import { expect, test } from '@playwright/test';
import { startOpenIdProvider, type TestOpenIdProvider } from '../tests/support/oidc-provider';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';

/**
 * Google sign-in against a real local OpenID provider (spec 3 §4): the button on /login, the provider's redirect
 * back, and a new account signed in on /preferences. A server of its own, configured with the provider.
 */
test.describe.configure({ mode: 'serial' });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

let group: InstanceGroup | undefined;
let idp: TestOpenIdProvider;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const callbacks = () => ['google', 'apple'].map((id) => `${group?.instances[0]?.url}/api/auth/social/${id}/callback`);
  idp = await startOpenIdProvider(callbacks);
  // Apple-like: the same local provider, asked for response_mode=form_post, so the answer comes back as a POST.
  group = await startInstances({
    count: 1,
    env: {
      GOOGLE_CLIENT_ID: idp.clientId,
      GOOGLE_CLIENT_SECRET: idp.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
      APPLE_CLIENT_ID: idp.clientId,
      APPLE_CLIENT_SECRET: idp.clientSecret,
      APPLE_ISSUER: idp.issuer,
    },
  });
});
test.afterAll(async () => {
  await group?.stop();
  await idp?.close();
});

test('Continue with Google on /login creates the account and lands signed in on /preferences', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = group!.instances[0]!.url;
  const email = `google.${Date.now()}@example.com`;
  idp.next = { sub: `google-${Date.now()}`, email, email_verified: true, given_name: 'Grace', family_name: 'Hopper' };

  await page.goto(`${origin}/login`);
  const button = page.getByRole('link', { name: 'Continue with Google' });
  await expect(button).toBeVisible();
  await screenshot(page, testInfo, 'social-login-buttons');
  await button.click();

  await page.waitForURL(`${origin}/preferences`);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.getByRole('heading', { name: 'Preferences' }).first()).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  expect(JSON.parse(stored ?? '{}').user).toMatchObject({ email, provider: 'google' });

  // The new account never saw the registration checkboxes: the terms come before the sports.
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skip', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please accept the required terms.' })).toBeVisible();
  await screenshot(page, testInfo, 'social-login-consents');
  await page.getByRole('checkbox', { name: /I accept the Terms of use/ }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByRole('link', { name: 'Skip', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toHaveCount(0);
  await screenshot(page, testInfo, 'social-login-preferences');

  const consents = await page.evaluate(async () => (await fetch('/api/auth/user/consents')).json());
  expect(consents.consents).toContainEqual(
    expect.objectContaining({ name: 'terms', version: '1', accepted: true, answeredAt: expect.any(String) }),
  );
});

test('Continue with Apple: the answer is posted back (form_post), the first `user` field names the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const origin = group!.instances[0]!.url;
  const email = `apple.${Date.now()}@example.com`;
  idp.next = { sub: `apple-${Date.now()}`, email, email_verified: true };
  idp.nextFormUser = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email });

  await page.goto(`${origin}/login`);
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url() === `${origin}/api/auth/social/apple/callback`,
  );
  await page.getByRole('link', { name: 'Continue with Apple' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect(form.get('code')).toBeTruthy();
  expect(form.get('state')).toBeTruthy();
  await page.waitForURL(`${origin}/preferences`);
  await expect(page.getByRole('heading', { name: 'Before you continue' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  expect(JSON.parse(stored ?? '{}').user).toMatchObject({
    email,
    provider: 'apple',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
});
