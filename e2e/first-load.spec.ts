import { expect, test, type Page } from '@playwright/test';

/**
 * What a first visit downloads before the viewer does anything (issue 13's budget): scripts at most 30 KB and
 * stylesheets at most 12 KB as sent (compressed), and no stylesheet of a part the page does not show.
 */
const SCRIPT_BUDGET = 30 * 1024;
const STYLESHEET_BUDGET = 12 * 1024;

async function firstLoad(page: Page, path: string) {
  const bytes = { script: 0, stylesheet: 0 };
  const stylesheets: string[] = [];
  const sizes: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    if (type === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    sizes.push(request.sizes().then((size) => void (bytes[type] += size.responseBodySize)));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await Promise.all(sizes);
  return { ...bytes, stylesheets };
}

for (const path of ['/', '/sports', '/schedule', '/q/archery', '/m/hnswCbM4/the-last-lighthouse']) {
  test(`a first visit to ${path} stays within the script and stylesheet budget`, async ({ page }) => {
    const load = await firstLoad(page, path);
    expect(load.script, 'script bytes before interaction').toBeLessThanOrEqual(SCRIPT_BUDGET);
    expect(load.stylesheet, 'stylesheet bytes').toBeLessThanOrEqual(STYLESHEET_BUDGET);
    expect(load.stylesheets.filter((name) => /adyen|checkout|account/i.test(name))).toEqual([]);
  });
}
