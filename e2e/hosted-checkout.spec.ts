import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  ADYEN_HMAC_KEY,
  ADYEN_KEY,
  MERCHANT,
  startAdyenFixture,
  type AdyenFixture,
} from '../tests/support/adyen-fixture';
import {
  PAYPAL_CLIENT_ID,
  PAYPAL_SECRET,
  PAYPAL_WEBHOOK_ID,
  startPaypalFixture,
  type PaypalFixture,
} from '../tests/support/paypal-fixture';
import { STRIPE_KEY, startStripeFixture, type StripeFixture } from '../tests/support/stripe-fixture';
import { signUpThroughApi } from './support/account';
import { expectNoSeriousViolations } from './support/axe';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';
import { waitForIsland } from './support/site';

/**
 * Buying on a site whose gateway is Adyen or Stripe (issue 10): the checkout opens the gateway's own form (no card
 * fields of ours), and the customer who comes back from the bank's page lands on `finalize-payment-adyen` /
 * `finalize-payment-stripe-ppv`, where the server asks the gateway and the usual step follows. The gateways are
 * local servers speaking their wire formats; their browser scripts (Adyen's checkoutshopper, js.stripe.com) are
 * out of reach on this network, so the form itself is not filled here: the fixtures play the customer's payment.
 */
const PREMIER_ITEM = { mediaid: '14qIBJkr', title: 'Lacrosse Sixes Final: Canada vs USA' };

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

interface Started {
  payment: { id: string };
  session: Record<string, string>;
}

/** Buy on the premier item up to the gateway's form; the hosted payment the checkout started. */
async function openCheckout(page: Page, origin: string): Promise<Started> {
  await page.goto(`${origin}/m/${PREMIER_ITEM.mediaid}?app-config=demoauth`);
  await waitForIsland(page, 'StartButton');
  await page.getByRole('link', { name: 'Buy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: /Premier pass/ })).toBeChecked();
  const started = page.waitForResponse((response) => response.url().includes('/hosted-payments'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const answer = await started;
  expect(answer.status()).toBe(201);
  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // The card goes into the gateway's form only: the site's own card fields are not there.
  await expect(dialog.getByLabel('Card number')).toHaveCount(0);
  return (await answer.json()) as Started;
}

async function expectPassGranted(page: Page, origin: string) {
  await expect(page.getByText('Purchase complete: you can watch now.')).toBeVisible();
  await expect(page).not.toHaveURL(/u=finalize/);
  const entitlement = await page.request.get(`${origin}/api/entitlements/C987654321_NL`, {
    headers: { 'x-session': 'cookie' },
  });
  expect(await entitlement.json()).toMatchObject({ accessGranted: true, kind: 'tvod' });
}

test.describe('Adyen', () => {
  let adyen: AdyenFixture;
  let group: InstanceGroup;
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-adyen-'));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    adyen = await startAdyenFixture();
    group = await startInstances({
      count: 1,
      env: {
        DATA_DIR: dataDir,
        PAYMENT_GATEWAY: 'adyen',
        ADYEN_API_KEY: ADYEN_KEY,
        ADYEN_MERCHANT_ACCOUNT: MERCHANT,
        ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
        ADYEN_HMAC_KEY,
        ADYEN_CHECKOUT_URL: `${adyen.url}/v71`,
      },
    });
  });
  test.afterAll(async () => {
    await group?.stop();
    await adyen?.close();
  });

  test('finalize-payment-adyen: back from the bank, a paid pass unlocks; a refused one shows the error', async ({
    page,
  }, testInfo) => {
    const origin = group.instances[0]!.url;
    await page.route('https://checkoutshopper-test.adyen.com/**', (route) => route.abort());
    await signUpThroughApi(page, 'Adyenne', { origin, dataDir });
    const first = await openCheckout(page, origin);
    const session = adyen.sessions.get(first.session.id!)!;
    expect(session).toMatchObject({ reference: first.payment.id, amount: { value: 499, currency: 'EUR' } });
    await screenshot(page, testInfo, 'checkout-adyen', { fullPage: false });

    const refused = adyen.shopperPays(session.id, 'refused');
    await page.goto(`${session.returnUrl}&redirectResult=${refused.redirectResult}`);
    await expect(page.getByRole('dialog').getByText('Your card was declined. Please use another card.')).toBeVisible();

    const second = await openCheckout(page, origin);
    const paid = adyen.shopperPays(second.session.id!, 'authorised');
    await page.goto(`${adyen.sessions.get(second.session.id!)!.returnUrl}&redirectResult=${paid.redirectResult}`);
    await expectPassGranted(page, origin);
  });
});

test.describe('Stripe', () => {
  let stripe: StripeFixture;
  let group: InstanceGroup;
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-stripe-'));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stripe = await startStripeFixture();
    group = await startInstances({
      count: 1,
      env: {
        DATA_DIR: dataDir,
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fixture',
        STRIPE_WEBHOOK_SECRET: 'whsec_fixture',
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  test.afterAll(async () => {
    await group?.stop();
    await stripe?.close();
  });

  test('finalize-payment-stripe-ppv: the server asks Stripe, not the address, whether the pass is paid', async ({
    page,
  }, testInfo) => {
    const origin = group.instances[0]!.url;
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await signUpThroughApi(page, 'Stripey', { origin, dataDir });
    const started = await openCheckout(page, origin);
    const dialog = page.getByRole('dialog');
    // Stripe's script is out of reach here: the checkout says so instead of hanging.
    await expect(dialog.getByText('The payment form could not be loaded. Please try again.')).toBeVisible();
    await expect(dialog.getByText('Test mode: use a test card, nothing is charged.')).toBeVisible();
    await screenshot(page, testInfo, 'checkout-stripe-unavailable', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, testInfo, 'checkout-stripe-unavailable-390', { fullPage: false });
    await expectNoSeriousViolations(page);

    const intentId = started.session.clientSecret!.split('_secret_')[0]!;
    // An address claiming success before Stripe has it: still waiting for the customer, so nothing is granted.
    await page.goto(`${started.session.returnUrl}&payment_intent=${intentId}&redirect_status=succeeded`);
    await expect(dialog.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();

    stripe.customerPays(intentId, 'pm_card_visa');
    await page.goto(`${started.session.returnUrl}&payment_intent=${intentId}&redirect_status=succeeded`);
    await expectPassGranted(page, origin);
  });

  test('edit-card: a new card confirmed in Stripe after the bank page is kept', async ({ page }) => {
    const origin = group.instances[0]!.url;
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    await signUpThroughApi(page, 'Cardchanger', { origin, dataDir });
    const started = page.waitForResponse((response) => response.url().endsWith('/api/payment-methods/hosted'));
    await page.goto(`${origin}/sports?app-config=demoauth&u=edit-card`);
    const change = (await (await started).json()) as { reference: string };
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Edit card' })).toBeVisible();
    await expect(dialog.getByLabel('Card number')).toHaveCount(0);

    stripe.customerPays(change.reference, 'pm_card_visa');
    await page.goto(
      `${origin}/sports?app-config=demoauth&u=edit-card&cardSetup=return&setup_intent=${change.reference}`,
    );
    await expect(dialog.getByRole('heading', { name: 'Card updated' })).toBeVisible();
    const card = await page.request.get(`${origin}/api/payment-methods`, { headers: { 'x-session': 'cookie' } });
    expect(await card.json()).toMatchObject({ paymentGateway: 'stripe', last4: '4242' });
  });
});

test.describe('PayPal beside the test gateway', () => {
  let paypal: PaypalFixture;
  let group: InstanceGroup;
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-paypal-'));

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    paypal = await startPaypalFixture();
    group = await startInstances({
      count: 1,
      env: {
        DATA_DIR: dataDir,
        PAYPAL_CLIENT_ID,
        PAYPAL_CLIENT_SECRET: PAYPAL_SECRET,
        PAYPAL_WEBHOOK_ID,
        PAYPAL_API_BASE: paypal.url,
        PAYPAL_SDK_URL: `${paypal.url}/sdk/js`,
      },
    });
  });
  test.afterAll(async () => {
    await group?.stop();
    await paypal?.close();
  });

  test("a pass paid with PayPal's buttons; PayPal's script loads in the checkout's PayPal frame only", async ({
    page,
  }, testInfo) => {
    const origin = group.instances[0]!.url;
    const paypalLoads: Array<{ url: string; mainFrame: boolean }> = [];
    page.on('request', (request) => {
      if (/paypal-js|\/sdk\/js/.test(request.url())) {
        paypalLoads.push({ url: request.url(), mainFrame: request.frame() === page.mainFrame() });
      }
    });
    await signUpThroughApi(page, 'Paypaler', { origin, dataDir });
    await page.goto(`${origin}/m/${PREMIER_ITEM.mediaid}?app-config=demoauth`);
    await waitForIsland(page, 'StartButton');
    await page.getByRole('link', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: /Premier pass/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    // The test gateway's card form stays; PayPal's button is beside it, in its own frame.
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    const button = dialog.frameLocator('iframe[title="Pay with PayPal"]').getByRole('button', { name: 'PayPal' });
    await expect(button).toBeVisible();
    await screenshot(page, testInfo, 'checkout-paypal', { fullPage: false });
    await expectNoSeriousViolations(page);
    expect(paypalLoads.length).toBeGreaterThanOrEqual(2);
    expect(paypalLoads.filter((load) => load.mainFrame)).toEqual([]);
    const pagePolicy = (await page.request.get(`${origin}/m/${PREMIER_ITEM.mediaid}?u=checkout`)).headers();
    expect(pagePolicy['content-security-policy']).not.toContain(paypal.url);
    const framePolicy = (await page.request.get(`${origin}/paypal-buttons?currency=EUR`)).headers();
    expect(framePolicy['content-security-policy']).toContain(paypal.url);

    paypal.nextBuyer = 'cancel';
    await button.click();
    await expect(dialog.getByText('PayPal was closed: nothing was charged.')).toBeVisible();
    expect(paypal.captures).toHaveLength(0);

    paypal.nextBuyer = 'approve';
    await button.click();
    await expectPassGranted(page, origin);
    expect(paypal.captures).toHaveLength(1);
    expect(paypal.captures[0]!.amount).toEqual({ currency_code: 'EUR', value: '4.99' });
  });
});
