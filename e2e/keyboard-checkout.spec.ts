import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './support/account';
import { startInstances, type InstanceGroup } from './support/instances';
import { expectFocusVisible, expectNoViolations, press, skipToContent, tabTo, typeText } from './support/keyboard';
import { waitForPlaybackPast } from './support/site';

/**
 * The checkout journey of issue 42 with the keyboard alone (item 3, decision 4220): Buy, the offer, the test card
 * and Start watching, never a click. On a site under SVOD (`demoauth`) on a server of its own, as
 * e2e/checkout.spec.ts, so its sign-up does not count against the main e2e server's registration limit.
 */
const SUBSCRIPTION_ITEM = 'F9E6NFvl';

test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (a PostgreSQL server where databases can be created)');

let group: InstanceGroup;
const dataDir = mkdtempSync(join(tmpdir(), 'ott-keyboard-checkout-'));
const origin = () => group.instances[0]!.url;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  group = await startInstances({ count: 1, env: { DATA_DIR: dataDir } });
});
test.afterAll(async () => group?.stop());

test('checkout by keyboard: Buy, Continue, the test card, Pay, Start watching plays', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpThroughApi(page, 'Keybuyer', { origin: origin(), dataDir });
  await page.goto(`${origin()}/m/${SUBSCRIPTION_ITEM}?app-config=demoauth`);
  await skipToContent(page);
  const buy = page.getByRole('link', { name: 'Buy' });
  await tabTo(page, buy, { max: 10 });
  await press(page, 'Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Choose an offer' })).toBeVisible();
  await expectFocusVisible(page, 'the dialog opening');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))), 'focus in the dialog').toBe(true);
  // Arrows move between the offers of the radio group; the last (Yearly) is preselected.
  const yearly = dialog.getByRole('radio', { name: /Yearly/ });
  await tabTo(page, yearly, { max: 10 });
  await press(page, 'ArrowUp');
  await expect(yearly).not.toBeChecked();
  await press(page, 'ArrowDown');
  await expect(yearly).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Continue' }), { max: 10 });
  await press(page, 'Enter');

  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  for (const [label, text] of [
    ['Name on card', 'Bea Buyer'],
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry date', '1230'],
    ['Security code (CVC)', '123'],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label), { max: 12 });
    await typeText(page, text);
  }
  await tabTo(page, dialog.getByRole('button', { name: /^Pay/ }), { max: 8 });
  await press(page, 'Enter');
  await expect(dialog.getByRole('heading', { name: /^Welcome/ })).toBeVisible({ timeout: 30_000 });
  await expectFocusVisible(page, 'the payment welcomed');
  await tabTo(page, dialog.getByRole('button', { name: 'Start watching' }), { max: 10 });
  await press(page, 'Enter');
  await expect(dialog).toBeHidden();
  await expectFocusVisible(page, 'the dialog closing');
  // The focus is back on the button that opened the checkout, which now says Start watching.
  const start = page.locator('.start-button');
  await expect(start).toHaveText('Start watching');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPlaybackPast(page, 1, 30_000);
  await expectNoViolations(page);
});
