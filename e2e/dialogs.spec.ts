import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { appConfig } from './support/catalog';
import { screenshot } from './support/screenshot';

/**
 * The app-download dialog (spec 2 §1, §3, §9): once, 1 s after load, dismissal kept in `appDownloadDialogDismissed`,
 * never on the embed. The demo config `demoapps` carries the (fictional) store links; the default one has none,
 * so its pages show no dialog and do not even ask for the region. The China dialog is in region-china.spec.ts.
 */
const links = appConfig('demoapps').custom as { iosAppUrl: string; androidAppUrl: string };
const appDialog = (page: Page) => page.getByRole('dialog', { name: 'Get the Aurora Games TV app' });
const KORFBALL_EMBED = '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10';

/**
 * A dialog opens well before this after the load event, or it waited for something it should not. It is not
 * tighter because a CI machine running two browsers took 6.5 s once.
 */
const OPENS_WITHIN_MS = 10_000;

/** Milliseconds from the page's load event to the moment a dialog opened. */
function openedAfterLoad(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const check = () => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          if (document.querySelector('dialog[data-app-download][open]') && navigation?.loadEventStart) {
            resolve(performance.now() - navigation.loadEventStart);
          } else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

async function screens(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await screenshot(page, testInfo, `${name}-${width}`, { fullPage: false });
  }
}

test('the app-download dialog opens 1 s after load, with the store links, and stays away once dismissed @mobile', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.goto('/sports?app-config=demoapps');
  const elapsed = await openedAfterLoad(page);
  expect(elapsed).toBeGreaterThanOrEqual(1_000);
  expect(elapsed).toBeLessThan(OPENS_WITHIN_MS);

  const dialog = appDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
    'href',
    links.iosAppUrl,
  );
  await expect(dialog.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
    'href',
    links.androidAppUrl,
  );
  // Modal: focus is inside, the page behind is inert.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await screens(page, testInfo, 'app-download-dialog');
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The dialog's close event (which stores the dismissal) comes in a task after it is hidden.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appDownloadDialogDismissed'))).toBe('true');

  await page.reload();
  await page.waitForTimeout(2_500);
  await expect(dialog).toBeHidden();
});

test('"Not now" dismisses it too, and it opens only once on a page', async ({ page }) => {
  await page.goto('/?app-config=demoapps');
  const dialog = appDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(2_000);
  await expect(dialog).toBeHidden();
  // The dialog's close event (which stores the dismissal) comes in a task after it is hidden.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appDownloadDialogDismissed'))).toBe('true');
  await page.goto('/live?app-config=demoapps');
  await page.waitForTimeout(2_500);
  await expect(dialog).toBeHidden();
});

test('a site without app links shows no dialog and does not ask for the region', async ({ page }) => {
  const regionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/region') regionCalls.push(request.url());
  });
  await page.goto('/');
  await page.waitForTimeout(2_500);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(regionCalls).toEqual([]);
});

test('the embed never shows it', async ({ page, baseURL }) => {
  await page.goto(new URL(`/federation-embed/${KORFBALL_EMBED}?source=wtv&app-config=demoapps`, baseURL).href);
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a region service that fails gives the default region at once: the dialog still opens', async ({ page }) => {
  await page.route('**/api/region', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/?app-config=demoapps');
  const elapsed = await openedAfterLoad(page);
  expect(elapsed).toBeLessThan(OPENS_WITHIN_MS);
  await expect(appDialog(page)).toBeVisible();
});
