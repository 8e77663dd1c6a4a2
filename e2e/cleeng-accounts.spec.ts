import { expect, test, type Page } from '@playwright/test';
import { startCleengFixture, type CleengFixture } from '../tests/support/cleeng-fixture';
import { uniqueEmail, PASSWORD, avatarButton } from './support/account';
import { expectNoSeriousViolations } from './support/axe';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';

/**
 * Accounts on Cleeng (issue 12): with `ACCOUNT_PLATFORMS=config`, the `demoauth` config names a Cleeng publisher, so a
 * viewer of `?app-config=demoauth` signs up, in and out through the site's /api, which talks to Cleeng (here the
 * MediaStore fixture at CLEENG_API_BASE). A server of its own, since its accounts are not the main server's.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

let group: InstanceGroup | undefined;
let cleeng: CleengFixture;
const origin = () => group!.instances[0]!.url;
const viewer = { email: uniqueEmail('cleo'), password: PASSWORD };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cleeng = await startCleengFixture({ capture: false });
  group = await startInstances({ count: 1, env: { ACCOUNT_PLATFORMS: 'config', CLEENG_API_BASE: cleeng.url } });
});
test.afterAll(async () => {
  await group?.stop();
  await cleeng?.close();
});

const customer = () => [...cleeng.customers.values()].find((one) => one.email === viewer.email);

async function expectAccountPage(page: Page) {
  await page.goto(`${origin()}/u?app-config=demoauth`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('main').getByText(viewer.email)).toBeVisible();
  await expect(page.getByRole('main').getByText('Cleo', { exact: true })).toBeVisible();
}

test('a viewer of the Cleeng config signs up through Cleeng and sees the customer on the account page', async ({
  page,
}, testInfo) => {
  await page.goto(`${origin()}/?app-config=demoauth&u=create-account`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(dialog.getByText('You are signed in as soon as it is made.')).toBeVisible();
  // Cleeng's consents, as its fixture declares them (GET /publishers/{id}/consents).
  await expect(dialog.getByRole('checkbox', { name: /Send me news and offers/ })).toBeVisible();
  await dialog.getByLabel('First name').fill('Cleo');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('Email', { exact: true }).fill(viewer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(viewer.password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(viewer.password);
  await dialog.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await screenshot(page, testInfo, 'cleeng-create-account', { fullPage: false });
  cleeng.requests.length = 0;
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // Cleeng signs in at registration: no emailed code, the modal closes signed in.
  await expect(avatarButton(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(cleeng.requests).toContain('POST /customers');
  expect(cleeng.requests).toContainEqual(expect.stringMatching(/^PUT \/customers\/\d+\/consents$/));
  expect(customer()).toMatchObject({ firstName: 'Cleo', lastName: 'Tester' });

  await expectAccountPage(page);
  // Spec 1 §6 for Cleeng: no account deletion, no notifications, no password change with the old one; no sports.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Consents' })).toBeVisible();
  for (const name of ['Delete account', 'Notifications', 'Preferred sports']) {
    await expect(main.getByRole('heading', { name })).toHaveCount(0);
  }
  await expect(main.getByRole('link', { name: 'Edit password' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'cleeng-account');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('main').getByText(viewer.email)).toBeVisible();
  await screenshot(page, testInfo, 'cleeng-account-390');
});

test('the Cleeng customer signs out and in again; the own backend does not take the Cleeng session', async ({
  page,
}, testInfo) => {
  await page.goto(`${origin()}/?app-config=demoauth&u=login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(viewer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(viewer.password);
  cleeng.requests.length = 0;
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(avatarButton(page)).toBeVisible();
  expect(cleeng.requests).toContain('POST /auths');

  await expectAccountPage(page);
  // The same cookies without the config: the default config's own backend refuses them.
  const onOwn = await page.request.get(`${origin()}/api/auth/user`, { headers: { 'x-session': 'cookie' } });
  expect(onOwn.status()).toBe(401);
  const onCleeng = await page.request.get(`${origin()}/api/auth/user`, {
    headers: { 'x-session': 'cookie', 'x-app-config': 'demoauth' },
  });
  expect(await onCleeng.json()).toMatchObject({ email: viewer.email, firstName: 'Cleo' });

  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Logout successful!' })).toBeVisible();
  await expect(avatarButton(page)).toHaveCount(0);
  await screenshot(page, testInfo, 'cleeng-signed-out', { fullPage: false });
  const after = await page.request.get(`${origin()}/api/auth/user`, {
    headers: { 'x-session': 'cookie', 'x-app-config': 'demoauth' },
  });
  expect(after.status()).toBe(401);
});
