import { expect, test, type Page } from '@playwright/test';
import { pasteCode, signUpThroughApi } from './support/account';
import { screenshot } from './support/screenshot';

/**
 * Account pages on a 390 px phone: nothing sticks out of the screen (unless it sits in a row that visibly
 * scrolls), no label overflows its box, and toasts cover nothing of the page's heading.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Elements that stick out of the viewport or whose text overflows their own box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const inScrollingRow = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (/(auto|scroll)/.test(style.overflowX) && parent.scrollWidth > parent.clientWidth) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || style.visibility === 'hidden' || style.position === 'absolute') continue;
      if ((rect.right > width + 0.5 || rect.left < -0.5) && !inScrollingRow(element)) {
        found.push(`outside the screen: ${describe(element)}`);
      } else if (
        style.overflowX === 'visible' &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0
      ) {
        found.push(`text overflows: ${describe(element)}`);
      }
    }
    return found;
  });
}

test('profile tabs and preference tiles fit a 390 px screen', async ({ page }, testInfo) => {
  await signUpThroughApi(page, 'Narrow');
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Delete Account' })).toBeVisible();
  // Every tab is on screen, the last one included, without scrolling the row.
  for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
  expect(await overflowing(page)).toEqual([]);
  await screenshot(page, testInfo, 'narrow-profile', { fullPage: false });

  await page.goto('/preferences');
  await expect(page.getByText('Wakeboarding')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  // The one-word name stays whole: one line box, not "Wakeboardin / g".
  const lines = await page.getByText('Wakeboarding').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
  await screenshot(page, testInfo, 'narrow-preferences');
});

test('toasts leave the heading visible and replace one of the same kind', async ({ page }, testInfo) => {
  await page.goto('/verify-otp?email=reader%40example.com');
  const heading = page.getByRole('heading', { level: 1, name: 'Verify Email Address' });
  await expect(heading).toBeVisible();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  // Two failed attempts in a row: one error toast, the newer one.
  const errors = page.locator('.toast--error');
  for (const code of ['111111', '222222']) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/confirm-email'));
    await pasteCode(page, code);
    await page.getByRole('button', { name: 'Submit' }).click();
    await answered;
    await expect(errors).toHaveCount(1);
    await expect(errors).toBeVisible();
  }
  const toast = await errors.boundingBox();
  const title = await heading.boundingBox();
  expect(toast && title).toBeTruthy();
  const overlaps = toast!.y < title!.y + title!.height && title!.y < toast!.y + toast!.height;
  expect(overlaps, 'the toast covers the heading').toBe(false);
  await screenshot(page, testInfo, 'narrow-verify-otp-toast', { fullPage: false });
});
