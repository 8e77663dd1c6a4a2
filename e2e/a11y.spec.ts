import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { itemOfType, multiSeasonFreeSeries, unknownId, videoWithTrailer } from './support/catalog';
import { waitForHydration } from './support/site';

/** The first playlist and the first media linked from the home page. */
async function linksFromHome(page: Page): Promise<{ playlist: string; media: string }> {
  await page.goto('/');
  const playlist = await page.locator('main a[href^="/p/"]').first().getAttribute('href');
  const media = await page.locator('main a.media-card[href^="/m/"]').first().getAttribute('href');
  if (!playlist || !media) throw new Error('the home page links no playlist or media');
  return { playlist, media };
}

test.describe('accessibility (axe: no serious or critical violations)', () => {
  // axe checks every element of a long page (colour contrast included): 40–48 s for home on this 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('home page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
  });

  test('playlist page', async ({ page }) => {
    const { playlist } = await linksFromHome(page);
    await page.goto(playlist);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('media page', async ({ page }) => {
    const { media } = await linksFromHome(page);
    await page.goto(media);
    await waitForHydration(page);
    await expectNoSeriousViolations(page);
  });

  test('404 page', async ({ page }) => {
    const response = await page.goto(`/no-such-page-${unknownId()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('series page (list layout)', async ({ page }) => {
    await page.goto(`/s/${multiSeasonFreeSeries().series_id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'List' }).click();
    await expectNoSeriousViolations(page);
  });

  test('search page with results and a filter open', async ({ page }) => {
    await page.goto('/q/archery');
    await waitForHydration(page);
    await page.locator('.filter-dropdown summary', { hasText: 'Sports' }).click();
    await expectNoSeriousViolations(page);
  });

  test('header search panel open with results', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('aurora');
    await expect(page.locator('.search-panel__result').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('media page with the trailer dialog open, and a static page', async ({ page }) => {
    await page.goto(`/m/${videoWithTrailer().mediaid}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Trailer', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`/m/${itemOfType('page').mediaid}`);
    await expectNoSeriousViolations(page);
  });
});
