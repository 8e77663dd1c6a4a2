import { expect, test } from '@playwright/test';
import { screenshot } from './support/screenshot';

/**
 * Full-page screenshots for people to look at (test-results/screens/{project}-{page}.png). The tests only assert that
 * each page rendered its main heading; tagged @mobile so they run in the desktop and the mobile project.
 */
test.describe('screens @mobile', () => {
  // Full-page screenshots of tall pages at a phone's pixel ratio take tens of seconds on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('home, playlist and media pages', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await expect(page.locator('#hero-title')).toBeVisible();
    const playlist = await page.locator('main a[href^="/p/"]').first().getAttribute('href');
    const media = await page.locator('main a.media-card[href^="/m/"]').first().getAttribute('href');
    await screenshot(page, testInfo, 'home');

    await page.goto(playlist ?? '/p/missing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, 'playlist');

    await page.goto(media ?? '/m/missing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, testInfo, 'media');
  });

  test('home hero slides, footer and cookie dialog', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.locator('[data-hero-status]')).toHaveText(/^2 of /);
    await screenshot(page, testInfo, 'home-hero-slide-2', { fullPage: false });

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await footer.getByRole('button', { name: /^Subscribe/ }).click();
    await expect(footer.locator('#newsletter-error')).not.toBeEmpty();
    await page.keyboard.press('End');
    await screenshot(page, testInfo, 'footer', { fullPage: false });

    await footer.getByRole('button', { name: 'Cookie Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    await screenshot(page, testInfo, 'cookie-dialog', { fullPage: false });
  });

  test('the menu button opens the side menu with the navigation links', async ({ page }, testInfo) => {
    // The drawer is the navigation of narrow screens; the desktop project checks a narrow desktop window.
    if (testInfo.project.name !== 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const headerLinks = await page
      .getByRole('navigation', { name: 'Main navigation', includeHidden: true })
      .locator('a')
      .evaluateAll((anchors) => anchors.map((anchor) => ({ text: anchor.textContent?.trim() ?? '', href: anchor.getAttribute('href') })));
    expect(headerLinks.length).toBeGreaterThan(0);

    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    for (const link of headerLinks) {
      await expect(drawer.getByRole('link', { name: link.text, exact: true })).toHaveAttribute('href', link.href ?? '');
    }
    await screenshot(page, testInfo, 'menu');

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});
