import { expect, test, type Page } from '@playwright/test';
import { itemOfType, multiSeasonFreeSeries, plainVideo } from './support/catalog';
import { waitForHydration } from './support/site';

/**
 * Nothing on a content page moves once it is shown (cumulative layout shift ≤ 0.01 on a phone), also while its
 * islands hydrate and its scripts enhance it. Two shifts found this way: the search form wider than the screen
 * until hydration, and the media page's Share button pushing the description down when its script showed it.
 */
async function layoutShift(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}

test.use({ viewport: { width: 412, height: 823 } });

const pages = () => [
  '/',
  `/m/${plainVideo().mediaid}`,
  `/m/${itemOfType('liveevent').mediaid}`,
  `/s/${multiSeasonFreeSeries().series_id}`,
  '/q/archery',
  '/sports',
  '/schedule',
];

for (const path of pages()) {
  test(`${path} does not shift while it loads and hydrates on a phone`, async ({ page }) => {
    expect(await layoutShift(page, path)).toBeLessThanOrEqual(0.01);
  });
}
