import { expect, test, type Page } from '@playwright/test';
import { startCleengFixture, type CleengFixture } from '../tests/support/cleeng-fixture';
import { uniqueEmail, PASSWORD, avatarButton, leaveWelcome } from './support/account';
import { REQUIRED_CONSENTS } from './support/registration';
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
  group = await startInstances({
    count: 1,
    env: { ACCOUNT_PLATFORMS: 'config', CLEENG_API_BASE: cleeng.url, CLEENG_ADYEN_CLIENT_KEY: 'test_CLEENGKEY' },
  });
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

// Locked for viewers without the monthly or yearly plan: the plans of the demoauth config's Cleeng integration.
const PAID_ITEM = { mediaid: 'F9E6NFvl', offer: 'S234567890_NL' };

test("a new Cleeng customer buys the yearly plan through Cleeng's Adyen connector and plays the locked item", async ({
  page,
}, testInfo) => {
  const headers = { 'x-session': 'cookie', 'x-app-config': 'demoauth', origin: origin() };
  await page.goto(`${origin()}/?app-config=demoauth`);
  const registered = await page.request.post(`${origin()}/api/auth/register`, {
    headers,
    data: { email: uniqueEmail('buyer'), password: PASSWORD, firstName: 'Bea', consents: REQUIRED_CONSENTS },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const session = (await registered.json()) as { auth: { expiresAt: number }; user: unknown };
  await page.evaluate((stored) => localStorage.setItem('auth-storage', JSON.stringify(stored)), {
    user: session.user,
    expiresAt: session.auth.expiresAt,
  });
  const playback = () => page.request.get(`${origin()}/api/playback/${PAID_ITEM.mediaid}`, { headers });
  expect((await playback()).status()).toBe(403);

  // Adyen's script is out of reach on this network: the fixture plays the shopper's payment in the Drop-in.
  await page.route('https://checkoutshopper-test.adyen.com/**', (route) => route.abort());
  await page.goto(`${origin()}/m/${PAID_ITEM.mediaid}?app-config=demoauth`);
  await page.getByRole('link', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  const started = page.waitForResponse((response) => response.url().includes('/hosted-payments'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const answer = await started;
  expect(answer.status()).toBe(201);
  const { session: adyen } = (await answer.json()) as { session: { id: string } };
  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveCount(0);
  expect(cleeng.requests).toContainEqual(expect.stringMatching(/^POST \/orders$/));
  expect(cleeng.requests).toContain('POST /connectors/adyen/sessions');
  await screenshot(page, testInfo, 'cleeng-checkout', { fullPage: false });

  const paid = cleeng.payOnSession(adyen.id, '4111 1111 1111 1111');
  await page.goto(`${paid.returnUrl}&redirectResult=${paid.redirectResult}`);
  await expect(dialog.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 20_000 });
  const welcomed = Date.now();
  expect(cleeng.requests).toContain('POST /connectors/adyen/initial-payment/finalize');
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'cleeng-purchase-complete', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, testInfo, 'cleeng-purchase-complete-390', { fullPage: false });
  await leaveWelcome(dialog, welcomed);
  await expect(page.locator('.start-button')).toHaveText('Start watching');

  const granted = await playback();
  expect(granted.status()).toBe(200);
  expect(((await granted.json()) as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
  expect(cleeng.requests).toContain(`GET /entitlements/${PAID_ITEM.offer}`);

  // The saved card, removed on the payments page (DELETE /payment_details/{id}); access stays.
  await page.goto(`${origin()}/u/payments?app-config=demoauth`);
  const main = page.getByRole('main');
  await expect(main.getByText('Card ending in 1111')).toBeVisible();
  await screenshot(page, testInfo, 'cleeng-payments-card-390', { fullPage: false });
  await main.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your payment method was removed.' })).toBeVisible();
  await expect(main.getByText('No payment method yet.')).toBeVisible();
  expect(cleeng.requests).toContainEqual(expect.stringMatching(/^DELETE \/payment_details\/\d+$/));
  expect((await playback()).status()).toBe(200);
});

for (const width of [1280, 390]) {
  test(`a new Cleeng customer pays the yearly plan with PayPal at ${width} px, after cancelling once`, async ({
    page,
  }, testInfo) => {
    const headers = { 'x-session': 'cookie', 'x-app-config': 'demoauth', origin: origin() };
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`${origin()}/?app-config=demoauth`);
    const registered = await page.request.post(`${origin()}/api/auth/register`, {
      headers,
      data: { email: uniqueEmail('paypal'), password: PASSWORD, firstName: 'Pat', consents: REQUIRED_CONSENTS },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const session = (await registered.json()) as { auth: { expiresAt: number }; user: unknown };
    await page.evaluate((stored) => localStorage.setItem('auth-storage', JSON.stringify(stored)), {
      user: session.user,
      expiresAt: session.auth.expiresAt,
    });
    await page.route('https://checkoutshopper-test.adyen.com/**', (route) => route.abort());

    const toCheckout = async () => {
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      // Cleeng's payment methods list PayPal (GET /payment-methods), so the checkout offers it beside the card.
      await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
      return dialog;
    };
    await page.goto(`${origin()}/m/${PAID_ITEM.mediaid}?app-config=demoauth`);
    await page.getByRole('link', { name: 'Buy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    let dialog = await toCheckout();
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `cleeng-paypal-checkout-${width}`, { fullPage: false });

    // PayPal's page (the fixture's stand-in): cancelled first, then paid.
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('heading', { name: /PayPal sandbox/ })).toBeVisible();
    expect(cleeng.requests).toContain('POST /connectors/paypal/v1/tokens');
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(dialog.getByText('Nothing was charged.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    dialog = await toCheckout();
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();

    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `cleeng-paypal-complete-${width}`, { fullPage: false });
    const granted = await page.request.get(`${origin()}/api/playback/${PAID_ITEM.mediaid}`, { headers });
    expect(granted.status()).toBe(200);
  });
}
