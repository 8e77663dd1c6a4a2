import { expect, test } from '@playwright/test';
import { startJwpFixture, type JwpFixture } from '../tests/support/jwp-fixture';
import { avatarButton, uniqueEmail } from './support/account';
import { expectNoSeriousViolations } from './support/axe';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';
import { waitForIsland } from './support/site';

/**
 * Social sign-in on a JWP site (issue 12; spec 1 §7 `GET /accounts/social`, §2's token fragment): the buttons of
 * /login are InPlayer's providers, InPlayer (its fixture) runs the provider and sends the browser back to /login
 * with its tokens in the fragment, and the site keeps them as the session. A server of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

const CONFIG = 'app-config=demojwp1';

let group: InstanceGroup | undefined;
let inplayer: JwpFixture;
const origin = () => group!.instances[0]!.url;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  inplayer = await startJwpFixture();
  group = await startInstances({ count: 1, env: { ACCOUNT_PLATFORMS: 'config', INPLAYER_API_BASE: inplayer.url } });
});
test.afterAll(async () => {
  await group?.stop();
  await inplayer?.close();
});

for (const width of [1280, 390]) {
  test(`continues with Google through InPlayer and comes back signed in (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail(`social-${width}`);
    await page.goto(`${origin()}/login?${CONFIG}`);
    await waitForIsland(page, 'SignInPages');
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await expect(google).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `jwp-social-login-${width}`);

    await google.click();
    await expect(page.getByRole('heading', { name: 'Sign in with google' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back on /login with the tokens, then on to the home page (no `from`), signed in and in the same config.
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search.includes(CONFIG) && url.hash === '');
    await expect(avatarButton(page)).toBeVisible();
    expect(inplayer.requests).toContain('GET /accounts/social');
    await page.goto(`${origin()}/u?${CONFIG}`);
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await screenshot(page, testInfo, `jwp-social-account-${width}`);
  });
}

test('a failing InPlayer brings the viewer back to /login with the login error', async ({ page }) => {
  inplayer.failNext('GET /accounts/social', 500, 'Social login is not configured');
  await page.goto(`${origin()}/api/auth/social/google?${CONFIG}`);
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.locator('.toast').filter({ hasText: 'Login error' })).toBeVisible();
});
