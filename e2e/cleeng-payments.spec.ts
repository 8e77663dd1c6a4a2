import { expect, test, type Page } from '@playwright/test';
import { PAYPAL_PAYER } from '../tests/support/cleeng-paypal-fixture';
import { startCleengFixture, type CleengFixture } from '../tests/support/cleeng-fixture';
import { uniqueEmail, PASSWORD } from './support/account';
import { REQUIRED_CONSENTS } from './support/registration';
import { expectNoSeriousViolations } from './support/axe';
import { startInstances, type InstanceGroup } from './support/instances';
import { screenshot } from './support/screenshot';
import { waitForIsland } from './support/site';

/**
 * Paying on a Cleeng site (issue 12), beside cleeng-accounts.spec.ts and with its setup: a premier item's pass
 * bought through Cleeng's Adyen connector, and the saved card replaced by a PayPal account on the payments page
 * (Cleeng's PayPal payment_details connector). The Cleeng MediaStore fixture plays Cleeng, Adyen and PayPal.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

let group: InstanceGroup | undefined;
let cleeng: CleengFixture;
const origin = () => group!.instances[0]!.url;
const PREMIER_ITEM = { mediaid: '14qIBJkr', pass: 'C987654321_NL' };
const YEARLY = 'S234567890_NL';

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

/** A new Cleeng customer signed in in this browser (cookies, and the session the header reads); API headers. */
async function signUp(page: Page, label: string, width: number) {
  const headers = { 'x-session': 'cookie', 'x-app-config': 'demoauth', origin: origin() };
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(`${origin()}/?app-config=demoauth`);
  const registered = await page.request.post(`${origin()}/api/auth/register`, {
    headers,
    data: { email: uniqueEmail(label), password: PASSWORD, firstName: 'Pat', consents: REQUIRED_CONSENTS },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const session = (await registered.json()) as { auth: { expiresAt: number }; user: unknown };
  await page.evaluate((stored) => localStorage.setItem('auth-storage', JSON.stringify(stored)), {
    user: session.user,
    expiresAt: session.auth.expiresAt,
  });
  // Adyen's script is out of reach on this network: the fixture plays the shopper's payment in the Drop-in.
  await page.route('https://checkoutshopper-test.adyen.com/**', (route) => route.abort());
  return headers;
}

for (const width of [1280, 390]) {
  test(`a new Cleeng customer buys a premier item's pass through the Adyen connector and may play the item at ${width} px`, async ({
    page,
  }, testInfo) => {
    const headers = await signUp(page, 'pass', width);
    const playback = () => page.request.get(`${origin()}/api/playback/${PREMIER_ITEM.mediaid}`, { headers });
    expect((await playback()).status()).toBe(403);

    await page.goto(`${origin()}/m/${PREMIER_ITEM.mediaid}?app-config=demoauth`);
    await waitForIsland(page, 'StartButton');
    await page.getByRole('link', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog');
    // The item names a Cleeng pass as its premier offer (`!cleeng:C987654321_NL`): Cleeng's offer is what is sold.
    await expect(dialog.getByRole('radio', { name: /Premier pass €4\.99 Watch for 30 days/ })).toBeChecked();
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `cleeng-pass-offer-${width}`, { fullPage: false });
    const started = page.waitForResponse((response) => response.url().includes('/hosted-payments'));
    cleeng.requests.length = 0;
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const answer = await started;
    expect(answer.status()).toBe(201);
    const { session: adyen } = (await answer.json()) as { session: { id: string } };
    await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(cleeng.requests).toContain('POST /orders');
    expect(cleeng.requests).toContain('POST /connectors/adyen/sessions');

    const paid = cleeng.payOnSession(adyen.id, '4111 1111 1111 1111');
    await page.goto(`${paid.returnUrl}&redirectResult=${paid.redirectResult}`);
    await expect(page.getByText('Purchase complete: you can watch now.')).toBeVisible({ timeout: 20_000 });
    // The pass is among the customer's subscriptions (Cleeng's entitlement for it), so the button plays now.
    await expect(page.locator('.start-button')).toHaveText('Start watching');
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `cleeng-pass-complete-${width}`, { fullPage: false });
    const entitlement = await page.request.get(`${origin()}/api/entitlements/${PREMIER_ITEM.pass}`, { headers });
    expect(await entitlement.json()).toMatchObject({ accessGranted: true, kind: 'tvod' });
    // The item is a live event before its start (PRE_LIVE), so the page's player waits for it; the server's
    // playback answer is what the player gets then.
    const granted = await playback();
    expect(granted.status()).toBe(200);
    expect(((await granted.json()) as { sources: unknown[] }).sources.length).toBeGreaterThan(0);
  });

  test(`a 100 % coupon makes the pass free: taken without payment details at ${width} px`, async ({
    page,
  }, testInfo) => {
    const headers = await signUp(page, 'free-pass', width);
    await page.goto(`${origin()}/m/${PREMIER_ITEM.mediaid}?app-config=demoauth`);
    await waitForIsland(page, 'StartButton');
    await page.getByRole('link', { name: 'Buy' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Redeem a coupon' }).click();
    await dialog.getByLabel('Coupon code').fill('FREEPASS');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const take = dialog.getByRole('button', { name: 'Get access for free' });
    await expect(take).toBeVisible();
    await expectNoSeriousViolations(page);
    await screenshot(page, testInfo, `cleeng-free-pass-${width}`, { fullPage: false });
    cleeng.requests.length = 0;
    await take.click();
    await expect(page.getByText('Purchase complete: you can watch now.')).toBeVisible({ timeout: 20_000 });
    expect(cleeng.requests).toContain('POST /payments');
    const entitlement = await page.request.get(`${origin()}/api/entitlements/${PREMIER_ITEM.pass}`, { headers });
    expect(await entitlement.json()).toMatchObject({ accessGranted: true });
  });

  test(`a Cleeng customer replaces the saved card with a PayPal account on the payments page at ${width} px`, async ({
    page,
  }, testInfo) => {
    const headers = await signUp(page, 'paypal-method', width);
    // A yearly plan paid by card through the API (the Drop-in flow is the test above): the card is the method.
    const order = await page.request.post(`${origin()}/api/orders`, { headers, data: { offerId: YEARLY } });
    const { id } = (await order.json()) as { id: string };
    const hosted = await page.request.post(`${origin()}/api/orders/${id}/hosted-payments`, {
      headers,
      data: { returnPath: '/u/payments?app-config=demoauth' },
    });
    const { session } = (await hosted.json()) as { session: { id: string } };
    const { redirectResult } = cleeng.payOnSession(session.id, '4111 1111 1111 1111');
    await page.request.post(`${origin()}/api/payments/${id}/finalize`, {
      headers,
      data: { details: { redirectResult } },
    });

    await page.goto(`${origin()}/u/payments?app-config=demoauth`);
    const main = page.getByRole('main');
    await expect(main.getByText('Card ending in 1111, expires 03/30')).toBeVisible();
    const toPaypal = main.getByRole('button', { name: 'Update with PayPal' });
    await expect(toPaypal).toBeVisible();
    await expectNoSeriousViolations(page);
    await main.getByText(/Card ending in 1111/).evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await screenshot(page, testInfo, `cleeng-payments-card-${width}`, { fullPage: false });

    // PayPal's page (the fixture's stand-in): cancelled first, nothing changes; then agreed.
    cleeng.requests.length = 0;
    await toPaypal.click();
    await expect(page.getByRole('heading', { name: /PayPal sandbox/ })).toBeVisible();
    expect(cleeng.requests).toContain('POST /connectors/paypal/v1/payment_details/tokens');
    await page.getByRole('link', { name: 'Cancel and return' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'PayPal was cancelled' })).toBeVisible();
    await expect(main.getByText('Card ending in 1111, expires 03/30')).toBeVisible();
    await expect(page).not.toHaveURL(/paypal-method/);

    await main.getByRole('button', { name: 'Update with PayPal' }).click();
    await page.getByRole('link', { name: 'Agree and save' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your PayPal account is now your payment method.' }),
    ).toBeVisible();
    await expect(main.getByText(`PayPal (${PAYPAL_PAYER.holderName})`)).toBeVisible();
    await expect(main.getByText(/Card ending in/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Pay by card' })).toBeVisible();
    await expect(page).toHaveURL(/\/u\/payments\?app-config=demoauth$/);
    await expectNoSeriousViolations(page);
    await main
      .getByText(`PayPal (${PAYPAL_PAYER.holderName})`)
      .evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await screenshot(page, testInfo, `cleeng-payments-paypal-${width}`, { fullPage: false });
    // The card saved before is gone from Cleeng, as Cleeng advises once new details are added.
    expect(cleeng.requests).toContain('POST /connectors/paypal/v1/payment_details/tokens');
    expect(cleeng.requests).toContainEqual(expect.stringMatching(/^DELETE \/payment_details\/\d+$/));
    // The plan keeps running on the new method.
    const plan = await page.request.get(`${origin()}/api/entitlements/${YEARLY}`, { headers });
    expect(await plan.json()).toMatchObject({ accessGranted: true });
  });
}
