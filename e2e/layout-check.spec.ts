import { expect, test, type Page } from '@playwright/test';

/**
 * Every top route at a phone's, a tablet's and a laptop's width, checked from the DOM (issue 43): nothing wider
 * than the screen, no navigation entry cut off, a fixed header that hides what scrolls under it, and no empty band
 * between the header and the page's first heading.
 */
const ROUTES = [
  '/',
  '/live',
  '/sports',
  '/sports/archery',
  '/federations',
  '/athletes',
  '/athletes/adela-cerna',
  '/results',
  '/podcasts',
  '/schedule',
  '/q',
  '/q/archery',
  '/p/yAhyHnn4',
  '/p/8PEvjIMX',
  '/m/NW52o2Ew',
  '/s/s1BV5OHl',
  '/notifications',
  '/favorites',
  '/continue-watching',
  '/login',
  '/create-account',
  '/privacy-policy',
  '/contact-us',
];
/** The most the first heading may sit below the header with nothing (no image, no video) in between. */
const MAX_EMPTY_BAND = 120;

interface Defects {
  overflow: number;
  clippedNav: string[];
  headerAlpha: number;
  emptyBand: number;
}

async function measure(page: Page): Promise<Defects> {
  return page.evaluate((maxBand) => {
    const root = document.documentElement;
    const header = document.querySelector<HTMLElement>('.site-header');
    const nav = header?.querySelector<HTMLElement>('.site-header__nav');
    const navBox = nav?.getBoundingClientRect();
    const clippedNav = [...(nav?.querySelectorAll<HTMLAnchorElement>(':scope > ul > li > a') ?? [])]
      .filter((link) => link.checkVisibility())
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return navBox !== undefined && (box.right > navBox.right + 1 || box.left < navBox.left - 1);
      })
      .map((link) => link.textContent?.trim() ?? '');
    // The header's own colour (a gradient would show in background-image; none is allowed to be see-through).
    const style = header ? getComputedStyle(header) : undefined;
    const alpha = style?.backgroundImage !== 'none' ? 0 : Number(/rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(/[ ,/]+/)[3] ?? 1);
    const heading = document.querySelector('main h1');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const gap = heading ? heading.getBoundingClientRect().top + window.scrollY - headerBottom : 0;
    let emptyBand = 0;
    if (gap > maxBand) {
      const probe = document.elementsFromPoint(window.innerWidth / 2, headerBottom + Math.min(gap, 400) / 2);
      const filled = probe.some(
        (element) =>
          element instanceof HTMLImageElement ||
          element instanceof HTMLVideoElement ||
          element.tagName === 'MEDIA-CONTROLLER' ||
          /url\(/.test(getComputedStyle(element).backgroundImage),
      );
      if (!filled) emptyBand = Math.round(gap);
    }
    return { overflow: root.scrollWidth - window.innerWidth, clippedNav, headerAlpha: alpha, emptyBand };
  }, MAX_EMPTY_BAND);
}

for (const width of [390, 768, 1280]) {
  test(`every top route at ${width} px: no overflow, no clipped navigation, an opaque header, no empty band`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: {
        cookies: [{ name: 'cookies.consent', value: 'declined', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
        origins: [],
      },
    });
    const page = await context.newPage();
    const found: string[] = [];
    for (const route of ROUTES) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBeLessThan(400);
      await page.waitForLoadState('load');
      // The header's More menu is fitted by the layout's script.
      if (width >= 1200) {
        await page.locator('.site-header__nav[data-fitted]').waitFor({ state: 'attached', timeout: 10_000 }).catch(() => {});
      }
      const defects = await measure(page);
      if (defects.overflow > 1) found.push(`${route}: ${defects.overflow} px wider than the screen`);
      if (defects.clippedNav.length) found.push(`${route}: navigation cut off: ${defects.clippedNav.join(', ')}`);
      if (defects.headerAlpha < 0.99) found.push(`${route}: the fixed header is see-through (alpha ${defects.headerAlpha})`);
      if (defects.emptyBand) found.push(`${route}: ${defects.emptyBand} px of nothing above the first heading`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
}

test('at 1280 px the entries that do not fit are in More, which opens with the keyboard and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sports');
  const more = page.locator('.site-header__more summary');
  await expect(more).toBeVisible();
  await more.focus();
  await page.keyboard.press('Enter');
  const overflow = page.locator('.site-header__more details a:visible');
  await expect(overflow.first()).toBeVisible();
  const names = await overflow.allTextContents();
  expect(names).toContain('Films');
  // Each entry is in the row or in More, never in both, never in neither.
  const row = await page.locator('.site-header__nav > ul > li[data-nav-entry] > a:visible').allTextContents();
  expect(row.filter((name) => names.includes(name))).toEqual([]);
  expect(row.length + names.length).toBe(await page.locator('.site-header__nav li[data-nav-entry]').count());
  await page.keyboard.press('Escape');
  await expect(overflow).toHaveCount(0);
  await expect(more).toBeFocused();
});
