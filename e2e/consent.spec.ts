import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { screenshot } from './support/screenshot';

/**
 * Cookie consent (spec 2 §2–§4, issue 14): the banner of a first visit, the choice kept in `cookies.consent` for
 * 365 days, the Cookie Preferences dialog changing it, and the CMS's declared analytics tag loading once, only
 * with consent.
 */
test.use({ storageState: { cookies: [], origins: [] } });
// Each test walks through several pages and choices.
test.describe.configure({ timeout: 90_000 });

const TAG = '/demo-tags/analytics.js';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });

/** Counts requests for the demo analytics tag on this page. */
function countTagRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === TAG) count += 1;
  });
  return () => count;
}

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookies.consent');
}

test('accept all: the banner goes, the choice is kept for a year, and the analytics tag loads exactly once', async ({
  page,
}, testInfo) => {
  const tagRequests = countTagRequests(page);
  await page.goto('/sports');
  await expect(banner(page)).toBeVisible();
  await screenshot(page, testInfo, 'consent-banner', { fullPage: false });
  await expectNoSeriousViolations(page);
  expect(tagRequests()).toBe(0);

  await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => page.evaluate(() => (window as { demoAnalytics?: unknown }).demoAnalytics)).toBeTruthy();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('accepted');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // Saving the same choice again in the dialog does not load the tag a second time.
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Save My Choices' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(tagRequests()).toBe(1);

  await page.goto('/athletes');
  await expect(banner(page)).toBeHidden();
  await expect.poll(tagRequests).toBe(2);
  // The tag has been asked for; it counts the page view once it has run.
  await expect
    .poll(() => page.evaluate(() => (window as { demoAnalytics?: { pageViews: number } }).demoAnalytics?.pageViews))
    .toBe(1);
});

test('essential only: no tag ever; the dialog can allow analytics later and a reset asks again', async ({ page }) => {
  const tagRequests = countTagRequests(page);
  await page.goto('/schedule');
  await banner(page).getByRole('button', { name: 'Accept Essential Only' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCookie(page))?.value).toBe('declined');
  await page.reload();
  await expect(banner(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(tagRequests()).toBe(0);

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  const analytics = dialog(page).getByRole('checkbox', { name: /Analytics/ });
  await expect(analytics).not.toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  await analytics.check();
  await dialog(page).getByRole('button', { name: 'Save My Choices' }).click();
  await expect.poll(tagRequests).toBe(1);
  expect((await consentCookie(page))?.value).toBe('analytics');

  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await dialog(page).getByRole('button', { name: 'Reset my choice' }).click();
  // The tag that ran is gone only with a fresh page: withdrawing consent reloads it, and the banner asks again.
  await expect(banner(page)).toBeVisible();
  expect(await consentCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => (window as { demoAnalytics?: unknown }).demoAnalytics)).toBeUndefined();
});

test('the banner is not shown on the privacy and cookies policies, and never on an embed', async ({ page }) => {
  for (const path of ['/privacy-policy', '/cookies-policy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
  }
  await page.goto('/sports');
  await expect(banner(page)).toBeVisible();
});

test('the banner comes first in the tab order, right after the skip link, before the header it sits over', async ({
  page,
}) => {
  await page.goto('/sports');
  await expect(banner(page)).toBeVisible();
  const focused = () => page.evaluate(() => document.activeElement?.closest('[data-cookie-banner], header, a.skip-link')?.tagName);
  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('A');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Cookies Policy');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-cookie-banner]')))).toBe(true);
});

test('the banner is painted with the page, before any module script runs', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto('/sports');
  await expect(banner(page)).toBeVisible();
  expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  await page.unroute('**/_astro/*.js');

  // A stored choice keeps it hidden from the start.
  await page.context().addCookies([{ name: 'cookies.consent', value: 'declined', url: page.url() }]);
  await page.goto('/sports');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
});

test('the banner at 390 px @mobile', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const box = await banner(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await screenshot(page, testInfo, 'consent-banner-390', { fullPage: false });
  await banner(page).getByRole('button', { name: 'Settings' }).click();
  await expect(dialog(page)).toBeVisible();
  await screenshot(page, testInfo, 'consent-dialog-390', { fullPage: false });
});
