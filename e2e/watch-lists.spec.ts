import { expect, test, type Page } from '@playwright/test';
import { plainVideo } from './support/catalog';
import { collectErrors, playerVideo, videoState, waitForHydration, waitForIsland, waitForPlaybackPast } from './support/site';

/** The guest's own shelves on the home page, found by their headings. */
function shelf(page: Page, title: 'Continue Watching' | 'Favorites') {
  return page.getByRole('region', { name: title, exact: true });
}

async function openMedia(page: Page, id: string) {
  await page.goto(`/m/${id}`);
  await waitForIsland(page, 'Player');
}

test.describe('guest watch lists', () => {
  test('a partly watched video shows in Continue Watching with a progress bar, also after a reload', async ({ page }) => {
    const video = plainVideo(1);
    await openMedia(page, video.mediaid);
    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    await waitForPlaybackPast(page, 3);
    await page.locator('media-controller').focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const watched = (await videoState(page)).currentTime;
    expect(watched).toBeGreaterThan(3);

    await page.goto('/');
    for (const attempt of ['first visit', 'after reload']) {
      const continueWatching = shelf(page, 'Continue Watching');
      const card = continueWatching.getByRole('link').filter({ hasText: video.title });
      await expect(card, attempt).toBeVisible();
      await expect(card.getByText(/\d+% watched/), attempt).toBeAttached();
      const barWidth = await card
        .locator('.media-card__progress-bar')
        .evaluate((bar) => bar.getBoundingClientRect().width / (bar.parentElement?.getBoundingClientRect().width ?? 1));
      // Progress is saved as a fraction of the duration; the bar shows it.
      expect(barWidth, attempt).toBeGreaterThan(0);
      expect(barWidth, attempt).toBeLessThan(1);
      if (attempt === 'first visit') await page.reload();
    }

    // The card resumes playback where the viewer stopped (issue 43), not the detail page from the start.
    await shelf(page, 'Continue Watching').getByRole('link').filter({ hasText: video.title }).click();
    await page.waitForURL(/[?&]play=1/);
    await waitForPlaybackPast(page, watched - 0.5, 40_000);
    const firstPlayed = await playerVideo(page).evaluate((element) => (element as HTMLVideoElement).played.start(0));
    expect(firstPlayed).toBeGreaterThan(watched - 1.5);
  });

  test('a favorited video shows in Favorites on the home page, also after a reload', async ({ page }) => {
    const video = plainVideo(2);
    await openMedia(page, video.mediaid);
    await waitForIsland(page, 'FavoriteButton');
    const button = page.getByRole('button', { name: 'Favorite', exact: true });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Added to favorites' })).toBeVisible();

    await page.goto('/');
    await expect(shelf(page, 'Favorites').getByRole('link').filter({ hasText: video.title })).toBeVisible();
    await page.reload();
    await expect(shelf(page, 'Favorites').getByRole('link').filter({ hasText: video.title })).toBeVisible();
  });

  test('a first visit loads no script for the lists; a favorite added in another tab shows at once', async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('WatchListShelf'))).toEqual([]);
    await expect(shelf(page, 'Favorites')).toHaveCount(0);

    const video = plainVideo(4);
    const other = await context.newPage();
    await openMedia(other, video.mediaid);
    await waitForIsland(other, 'FavoriteButton');
    await other.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(other.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await expect(shelf(page, 'Favorites').getByRole('link').filter({ hasText: video.title })).toBeVisible();
  });

  test('corrupt stored favorites: the home page still loads and the stored value is kept', async ({ page }) => {
    const corrupt = '{"this is":"not a favorites list"';
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('jwapp.favorites', value), corrupt);

    const errors = collectErrors(page);
    await page.reload();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeAttached();
    await expect(page.locator('main section.shelf').first()).toBeVisible();
    await expect(shelf(page, 'Favorites')).toHaveCount(0);
    expect(errors).toEqual([]);

    // Favoriting while the stored list is unreadable must not replace it.
    const video = plainVideo(3);
    await openMedia(page, video.mediaid);
    await waitForIsland(page, 'FavoriteButton');
    await page.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('jwapp.favorites'))).toBe(corrupt);
    expect(errors).toEqual([]);
  });
});
