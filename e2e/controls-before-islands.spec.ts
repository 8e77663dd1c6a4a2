import { expect, test, type Page } from '@playwright/test';
import { multiSeasonFreeSeries, plainVideo, seriesEpisodes } from './support/catalog';

/**
 * Every control answers its first use, before its island has loaded (issue 42 item 2, decision 4201). The island's
 * code is held back by the network here, so each press or choice surely comes before hydration.
 */
async function delayIsland(page: Page, component: string, ms = 1500): Promise<void> {
  await page.route(`**/_astro/${component}.*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`).first();
const favorite = (page: Page) => page.getByRole('button', { name: 'Favorite', exact: true });
const favoritesShelf = (page: Page) => page.getByRole('region', { name: 'Favorites', exact: true });

async function expectInFavorites(page: Page, title: string): Promise<void> {
  await page.goto('/');
  await expect(favoritesShelf(page).getByRole('link').filter({ hasText: title })).toBeVisible();
}

test('keyboard alone: Tab from Start watching reaches Favorite on a fresh load, and Enter favorites the film', async ({ page }) => {
  const video = plainVideo(3);
  await delayIsland(page, 'FavoriteButton');
  await page.goto(`/m/${video.mediaid}`);
  await page.locator('.media-actions button').first().focus();
  for (let step = 0; step < 6; step += 1) {
    if (await favorite(page).evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(favorite(page)).toBeFocused();
  await expect(island(page, 'FavoriteButton'), 'the press comes before the island is live').toHaveAttribute('ssr', '');
  await page.keyboard.press('Enter');
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toBeVisible();
  await expectInFavorites(page, video.title);
});

test('keyboard alone: Space on Favorite before its island loads favorites the film', async ({ page }) => {
  const video = plainVideo(4);
  await delayIsland(page, 'FavoriteButton');
  await page.goto(`/m/${video.mediaid}`);
  await favorite(page).focus();
  await page.keyboard.press('Space');
  await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true');
  await expectInFavorites(page, video.title);
});

test('a season chosen with the keyboard right after load sticks', async ({ page }) => {
  const show = multiSeasonFreeSeries();
  await delayIsland(page, 'SeriesEpisodes');
  await page.goto(`/s/${show.series_id}`);
  const season = page.getByRole('combobox', { name: 'Season' });
  await season.focus();
  await page.keyboard.press('ArrowDown');
  await expect(island(page, 'SeriesEpisodes'), 'the choice comes before the island is live').toHaveAttribute('ssr', '');
  await expect(island(page, 'SeriesEpisodes')).not.toHaveAttribute('ssr', /.*/);
  const titles = page.locator('.series-episodes__items .media-card .media-card__title');
  await expect(titles).toHaveText(seriesEpisodes(show, 2).map((episode) => episode.title));
  await expect(season).toHaveValue('2');
  expect(new URL(page.url()).searchParams.get('season')).toBe('2');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 839 } });

  test('a first tap on Favorite favorites the film', async ({ page }) => {
    const video = plainVideo(5);
    await delayIsland(page, 'FavoriteButton');
    await page.goto(`/m/${video.mediaid}`);
    await favorite(page).tap();
    await expect(favorite(page)).toHaveAttribute('aria-pressed', 'true');
    await expectInFavorites(page, video.title);
  });
});
