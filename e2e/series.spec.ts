import { expect, test, type Page } from '@playwright/test';
import { multiSeasonFreeSeries, playlists, seriesEpisodes, unknownId } from './support/catalog';
import { playerVideo, waitForIsland, waitForPlaybackPast } from './support/site';

const show = multiSeasonFreeSeries();

async function openSeries(page: Page, query = ''): Promise<void> {
  const response = await page.goto(`/s/${show.series_id}${query}`);
  expect(response?.status()).toBe(200);
  await waitForIsland(page, 'SeriesEpisodes');
}

const episodes = (page: Page) => page.locator('.series-episodes__items .media-card');

test.describe('series page', () => {
  test('lists the first season by default; picking a season shows its episodes and keeps it in the address', async ({ page }) => {
    await openSeries(page);
    await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
    const first = seriesEpisodes(show, 1);
    await expect(episodes(page).locator('.media-card__title')).toHaveText(first.map((episode) => episode.title));
    await expect(episodes(page).first()).toContainText(`S1:E1`);

    await page.getByRole('combobox', { name: 'Season' }).selectOption('2');
    const second = seriesEpisodes(show, 2);
    await expect(episodes(page).locator('.media-card__title')).toHaveText(second.map((episode) => episode.title));
    await expect(episodes(page).first()).toContainText('S2:E1');
    expect(new URL(page.url()).searchParams.get('season')).toBe('2');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('2');
    await expect(episodes(page).locator('.media-card__title')).toHaveText(second.map((episode) => episode.title));
  });

  test("an episode in the address selects that episode's season", async ({ page }) => {
    const episode = seriesEpisodes(show, 2)[1];
    await openSeries(page, `?e=${episode?.mediaid}`);
    await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('2');
    await expect(page.locator('.series-episodes__items [aria-current="page"]')).toContainText(episode?.title ?? '');
  });

  test('an episode played to the end starts the next one, across seasons', async ({ page }) => {
    const all = seriesEpisodes(show);
    const lastOfFirst = seriesEpisodes(show, 1).at(-1);
    const next = all[all.findIndex((episode) => episode.mediaid === lastOfFirst?.mediaid) + 1];
    await openSeries(page, `?e=${lastOfFirst?.mediaid}&play=1`);
    await waitForPlaybackPast(page, 0.5);
    await playerVideo(page).evaluate((element) => {
      const video = element as HTMLVideoElement;
      video.currentTime = video.duration - 0.4;
    });
    await page.waitForURL((url) => url.searchParams.get('e') === next?.mediaid && url.searchParams.get('play') === '1');
    await waitForIsland(page, 'Player');
    await waitForPlaybackPast(page, 0.5);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(next?.title ?? '') })).toBeVisible();
  });

  test('list and grid layouts; the choice is remembered', async ({ page }) => {
    await openSeries(page);
    const list = page.getByRole('button', { name: 'List' });
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.series-episodes__description').first()).toBeVisible();
    await page.reload();
    await waitForIsland(page, 'SeriesEpisodes');
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.locator('.series-episodes__description')).toHaveCount(0);
  });

  test('with an episode in progress and none in the address, the address becomes that episode, with its progress', async ({ page }) => {
    const episode = seriesEpisodes(show, 2)[2];
    await page.addInitScript(
      ([mediaid, seriesId]) =>
        localStorage.setItem('jwapp.history', JSON.stringify([{ mediaid, seriesId, progress: 0.5 }])),
      [episode?.mediaid ?? '', show.series_id] as const,
    );
    await page.goto(`/s/${show.series_id}`);
    await page.waitForURL((url) => url.searchParams.get('e') === episode?.mediaid);
    await waitForIsland(page, 'SeriesEpisodes');
    await waitForIsland(page, 'StartButton');
    await expect(page.getByRole('link', { name: 'Continue watching' })).toBeVisible();
    const current = page.locator('.series-episodes__items [aria-current="page"]');
    await expect(current).toContainText('50% watched');
  });

  test('TVSeries and TVEpisode structured data', async ({ page }) => {
    const episode = seriesEpisodes(show, 1)[0];
    await page.goto(`/s/${show.series_id}?e=${episode?.mediaid}`);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const tvSeries = blocks.find((data) => data['@type'] === 'TVSeries');
    expect(tvSeries).toMatchObject({ name: show.title, numberOfSeasons: show.seasons.length });
    expect(blocks.find((data) => data['@type'] === 'TVEpisode')).toMatchObject({
      name: episode?.title,
      partOfSeries: { name: show.title },
    });
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    expect(canonical.pathname).toMatch(new RegExp(`^/s/${show.series_id}/`));
    expect(canonical.searchParams.get('e'), 'the episode address is its own canonical page').toBe(episode?.mediaid);
    // The head names the episode on its own address, not the series (issue 43).
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(episode?.title ?? '')} – `));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.episode');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(escapeRegExp(episode?.title ?? '')));
  });

  test('the series address without an episode keeps the series in its head', async ({ page }) => {
    await page.goto(`/s/${show.series_id}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.tv_show');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(escapeRegExp(show.title)));
  });

  test('a series item on /m shows the series screen with the /s canonical URL', async ({ page }) => {
    await page.goto(`/m/${show.series_id}`);
    await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Episodes' })).toBeVisible();
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toMatch(new RegExp(`^/s/${show.series_id}/`));
  });

  test('cinema overlay (inline player off): start watching opens it, closing stops playback and drops play=1', async ({ page }) => {
    await openSeries(page, '?app-config=demoauth');
    await expect(page.locator('.watch')).toHaveCount(0);
    await waitForIsland(page, 'StartButton');
    await page.getByRole('link', { name: 'Start watching' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay).toBeVisible();
    await waitForPlaybackPast(page, 0.5);
    await overlay.getByRole('button', { name: 'Close player' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.locator('media-controller video')).toHaveCount(0);

    await page.goto(`/s/${show.series_id}?app-config=demoauth&play=1`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await waitForPlaybackPast(page, 0.5);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.has('play')).toBe(false);
  });

  test('a series the platform does not know: its playlist when there is one, else not found', async ({ page }) => {
    const missing = await page.goto(`/s/${unknownId()}`);
    expect(missing?.status()).toBe(404);
    const playlist = playlists.find((entry) => entry.kind === 'MANUAL' && (entry.media?.length ?? 0) > 0);
    await page.goto(`/s/${playlist?.feedid}`);
    expect(new URL(page.url()).pathname).toBe(`/p/${playlist?.feedid}`);
  });

  test('without JavaScript the season filter is a form and the episodes are links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/s/${show.series_id}`);
    await page.getByRole('combobox', { name: 'Season' }).selectOption('2');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/season=2/);
    const second = seriesEpisodes(show, 2);
    await expect(page.locator('.series-episodes__items .media-card__title')).toHaveText(second.map((episode) => episode.title));
    await expect(page.locator('.series-episodes__items a.media-card').first()).toHaveAttribute('href', new RegExp(`e=${second[0]?.mediaid}`));
    await context.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
