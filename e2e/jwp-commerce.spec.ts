import { expect, test, type Page } from '@playwright/test';
import { startJwpFixture, type JwpFixture } from '../tests/support/jwp-fixture';
import { uniqueEmail, PASSWORD, avatarButton, leaveWelcome } from './support/account';
import { expectNoSeriousViolations } from './support/axe';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';
import { waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * Buying on JWP / InPlayer (issue 12): with `ACCOUNT_PLATFORMS=config`, the `demojwp1` config names an InPlayer
 * client and asset, so a viewer of `?app-config=demojwp1` signs up on InPlayer, pays a pass of the asset with a
 * Stripe test card in the site's card form (the site's /api posts it to InPlayer, here its fixture at
 * INPLAYER_API_BASE), and plays a locked item once InPlayer grants access; or pays with PayPal through InPlayer's
 * external payments (the fixture's PayPal page). A server of its own.
 */
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

const LOCKED = { mediaid: 'IRG57qhg', title: 'Orbitfall' };
const CONFIG = 'app-config=demojwp1';

let group: InstanceGroup | undefined;
let inplayer: JwpFixture;
const origin = () => group!.instances[0]!.url;
const viewer = { email: uniqueEmail('jaya'), password: PASSWORD };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  inplayer = await startJwpFixture();
  group = await startInstances({ count: 1, env: { ACCOUNT_PLATFORMS: 'config', INPLAYER_API_BASE: inplayer.url } });
});
test.afterAll(async () => {
  await group?.stop();
  await inplayer?.close();
});

async function signUp(page: Page) {
  await page.goto(`${origin()}/?${CONFIG}&u=create-account`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await dialog.getByLabel('First name').fill('Jaya');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('Email', { exact: true }).fill(viewer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(viewer.password);
  await dialog.getByLabel('Confirm Password', { exact: true }).fill(viewer.password);
  await dialog.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(avatarButton(page)).toBeVisible();
  expect(inplayer.requests).toContain('POST /accounts');
}

async function fillCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name on card').fill('Jaya Tester');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('1230');
  await dialog.getByLabel('Security code (CVC)').fill('123');
}

test('a JWP viewer signs up on InPlayer, buys a pass with a Stripe test card and plays a locked item', async ({
  page,
}, testInfo) => {
  await signUp(page);
  await page.goto(`${origin()}/m/${LOCKED.mediaid}?${CONFIG}`);
  await waitForIsland(page, 'StartButton');
  await page.getByRole('link', { name: 'Buy' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose an offer' })).toBeVisible();
  // InPlayer's access fees of the config's asset, not the own catalogue's.
  await expect(dialog.getByRole('radio', { name: /Monthly pass/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Yearly pass/ })).toBeChecked();
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'jwp-choose-offer', { fullPage: false });
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Pay €79.00' }).click();
  await expect(dialog.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(dialog.getByText('Your card was declined. Please use another card.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Try again' }).click();

  // An unknown voucher is InPlayer's "Voucher not found": an invalid coupon (spec 1 §8); a good one halves the price.
  await dialog.getByRole('button', { name: 'Redeem a coupon' }).click();
  await dialog.getByLabel('Coupon code').fill('NOSUCHCODE');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('This coupon code is not valid.')).toBeVisible();
  await dialog.getByLabel('Coupon code').fill('jwp50');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('button', { name: 'Pay €39.50' })).toBeVisible();
  // InPlayer's prices include the tax at a rate it does not give: no "VAT 0%" line.
  await expect(dialog.locator('.order-summary__tax')).toHaveCount(0);
  await fillCard(page, '4242 4242 4242 4242');
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'jwp-checkout', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, testInfo, 'jwp-checkout-390', { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Pay €39.50' }).click();
  await expect(dialog.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 20_000 });
  expect(inplayer.requests).toContain('POST /subscriptions');
  expect(inplayer.requests).toContain('POST /vouchers/discount');
  await dialog.getByRole('button', { name: 'Start watching' }).click();
  await expect(dialog).toBeHidden();

  const start = page.locator('.start-button');
  await expect(start).toHaveText('Start watching');
  await start.click();
  await waitForPlaybackPast(page, 1);
  expect(inplayer.requests).toContain(`GET /items/117045/access`);
  await screenshot(page, testInfo, 'jwp-playing', { fullPage: false });
});

test('the JWP payments page lists the InPlayer subscription and payment, without renew or card change', async ({
  page,
}, testInfo) => {
  await page.goto(`${origin()}/?${CONFIG}&u=login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(viewer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(viewer.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(avatarButton(page)).toBeVisible();

  await page.goto(`${origin()}/u/payments?${CONFIG}`);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Paid' })).toBeVisible();
  await expect(page.getByText(/Card ending in 4242/)).toBeVisible();
  // Spec 1 §6, second platform: no card replacement.
  await expect(page.getByRole('link', { name: 'Edit card' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'jwp-payments');

  // Receipts are on: InPlayer's receipt of the voucher-priced payment.
  await page.getByRole('link', { name: /^Receipt of/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Yearly pass')).toBeVisible();
  await expect(page.locator('.order-summary__total')).toContainText('€39.50');
  await expect(page.locator('.order-summary__tax')).toHaveCount(0);
  expect(inplayer.requests).toContainEqual(expect.stringMatching(/^GET \/v2\/accounting\/transactions\/.+\/receipt$/));
  await page.getByRole('link', { name: 'Back to payments' }).click();

  // Cancelled through InPlayer's unsubscribe address; renewing is off on this platform.
  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renew subscription' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  // The five-column billing table fits a phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, testInfo, 'jwp-payments-390');
});

for (const width of [1280, 390]) {
  test(`a JWP viewer pays with PayPal through InPlayer at ${width} px, after cancelling once, and plays the item`, async ({
    page,
  }, testInfo) => {
    const headers = { 'x-session': 'cookie', 'x-app-config': 'demojwp1', origin: origin() };
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`${origin()}/?${CONFIG}`);
    const registered = await page.request.post(`${origin()}/api/auth/register`, {
      headers,
      data: {
        email: uniqueEmail('jwp-paypal'),
        password: PASSWORD,
        firstName: 'Pat',
        lastName: 'Tester',
        consents: { terms: true },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const session = (await registered.json()) as { auth: { expiresAt: number }; user: unknown };
    await page.evaluate((stored) => localStorage.setItem('auth-storage', JSON.stringify(stored)), {
      user: session.user,
      expiresAt: session.auth.expiresAt,
    });

    const toCheckout = async () => {
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      // InPlayer's payment methods list PayPal (GET /payments/methods), so the checkout offers it beside the card.
      await expect(dialog.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
      return dialog;
    };
    await page.goto(`${origin()}/m/${LOCKED.mediaid}?${CONFIG}`);
    await waitForIsland(page, 'StartButton');
    await page.getByRole('link', { name: 'Buy' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: /Yearly pass/ })).toBeChecked();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    let dialog = await toCheckout();
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `jwp-paypal-checkout-${width}`, { fullPage: false });

    // PayPal's page (the fixture's stand-in, opened by POST /external-payments): cancelled first, then paid.
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('heading', { name: /PayPal sandbox for InPlayer/ })).toBeVisible();
    expect(inplayer.requests).toContain('POST /external-payments');
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    await expect(page).not.toHaveURL(/paypal=cancelled/);
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `jwp-paypal-cancelled-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Try again' }).click();
    dialog = await toCheckout();
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    await page.getByRole('link', { name: 'Pay with PayPal' }).click();

    // Back on InPlayer's `origin`, the waiting step asks for the access InPlayer granted, then welcomes.
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 20_000 });
    const welcomed = Date.now();
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `jwp-paypal-welcome-${width}`, { fullPage: false });
    await leaveWelcome(dialog, welcomed);
    const start = page.locator('.start-button');
    await expect(start).toHaveText('Start watching');
    await start.click();
    await waitForPlaybackPast(page, 1);
    await screenshot(page, testInfo, `jwp-paypal-playing-${width}`, { fullPage: false });
  });
}
