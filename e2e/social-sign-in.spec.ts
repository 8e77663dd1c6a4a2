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
  idp = await startOpenIdProvider(() => [`${group?.instances[0]?.url}/api/auth/social/google/callback`]);
  group = await startInstances({
    count: 1,
    env: { GOOGLE_CLIENT_ID: idp.clientId, GOOGLE_CLIENT_SECRET: idp.clientSecret, GOOGLE_ISSUER: idp.issuer },
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
  await screenshot(page, testInfo, 'social-login-preferences');
});
