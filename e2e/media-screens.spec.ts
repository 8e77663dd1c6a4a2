import { expect, test, type Page } from '@playwright/test';
import {
  freeScheduledLiveEvent,
  itemOfType,
  mediaItem,
  playlistById,
  playlistItems,
  plainVideo,
  premiumVideo,
  series,
  videoWithTrailer,
  type CatalogItem,
} from './support/catalog';
import { defaultConfig, playerVideo, waitForIsland, waitForPlaybackPast } from './support/site';

/** Opens a media page by id (following the slug redirect) and waits for the player island. */
async function openMedia(page: Page, id: string, query = ''): Promise<void> {
  const response = await page.goto(`/m/${id}${query}`);
  expect(response?.status()).toBe(200);
  await waitForIsland(page, 'Player');
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('media detail by content type', () => {
  test('video: the start button plays it, and at the end the next item of the list it came from starts', async ({ page, request }) => {
    const films = (await defaultConfig(request)).config.menu.find((entry) => entry.label === 'Films');
    const list = playlistItems(playlistById(films?.contentId ?? ''));
    const [first, second] = list as [CatalogItem, CatalogItem];
    await openMedia(page, first.mediaid, `?r=${films?.contentId}`);
    await waitForIsland(page, 'StartButton');

    await page.getByRole('link', { name: 'Start watching' }).click();
    await waitForPlaybackPast(page, 0.5);
    await playerVideo(page).evaluate((element) => {
      const video = element as HTMLVideoElement;
      video.currentTime = video.duration - 0.4;
    });
    await page.waitForURL((url) => url.pathname.startsWith(`/m/${second.mediaid}/`) && url.searchParams.get('play') === '1');
    expect(new URL(page.url()).searchParams.get('r')).toBe(films?.contentId);
    await expect(page.getByRole('heading', { level: 1, name: second.title, exact: true })).toBeVisible();
    await waitForPlaybackPast(page, 0.5);
  });

  test('video: share copies the link and says "Copied" for 2 seconds when there is no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    const video = plainVideo();
    await openMedia(page, video.mediaid);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(new URL(page.url()).pathname);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 4_000 });
  });

  test('video: share uses the native share sheet when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, 'sharedData', { value: calls });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void calls.push(data), configurable: true });
    });
    const video = plainVideo();
    await openMedia(page, video.mediaid);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
    expect(shared).toEqual([{ title: video.title, url: expect.stringContaining(`/m/${video.mediaid}/`) }]);
  });

  test('video: the trailer dialog opens with the trailer playing and closes with its button or Escape', async ({ page }) => {
    const film = videoWithTrailer();
    const trailer = mediaItem(film.trailerId ?? '');
    await openMedia(page, film.mediaid);
    const button = page.getByRole('link', { name: 'Trailer', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Trailer: ${film.title}` });
    await expect(dialog).toBeVisible();
    await page.waitForFunction(() => {
      const video = document.querySelector('dialog[open] video');
      return video instanceof HTMLVideoElement && !video.paused && video.currentTime > 0.3;
    });
    await dialog.getByRole('button', { name: 'Close trailer' }).click();
    await expect(dialog).toBeHidden();
    await expect(dialog.locator('video')).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(trailer.title).toContain(film.title);
  });

  test('an episode opened alone goes to its series page with the episode', async ({ page }) => {
    const show = series[0];
    const episodeRef = show?.episodes[1];
    if (!show || !episodeRef) throw new Error('no series episode');
    const episode = mediaItem(episodeRef.media_id);
    await page.goto(`/m/${episode.mediaid}?play=1`);
    const url = new URL(page.url());
    expect(url.pathname).toMatch(new RegExp(`^/s/${show.series_id}/`));
    expect(url.searchParams.get('e')).toBe(episode.mediaid);
    expect(url.searchParams.get('play')).toBe('1');
    await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(episode.title) })).toBeVisible();
  });

  test('a live channel of the live guide goes to the guide with that channel', async ({ page }) => {
    const channel = itemOfType('livechannel', (item) => Boolean(item.liveChannelsId));
    await page.goto(`/m/${channel.mediaid}`);
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/p/${channel.liveChannelsId}`);
    expect(url.searchParams.get('channel')).toBe(channel.mediaid);
  });

  test('a live channel outside the guide plays on its own page, marked live', async ({ page }) => {
    const channel = itemOfType('livechannel', (item) => !item.liveChannelsId);
    await openMedia(page, channel.mediaid);
    await expect(page.getByText('Live now')).toBeVisible();
    await page.getByRole('button', { name: `Play ${channel.title}` }).click();
    await waitForPlaybackPast(page, 0.5);
  });

  test('a static page shows its text and no player', async ({ page }) => {
    const staticPage = itemOfType('page');
    const response = await page.goto(`/m/${staticPage.mediaid}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: staticPage.title })).toBeVisible();
    const firstHeading = /^## (.+)$/m.exec(staticPage.markdown ?? '')?.[1] ?? '';
    await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    await expect(page.locator('astro-island[component-url*="/Player."]')).toHaveCount(0);
  });

  test('a scheduled live event becomes playable without a reload when the platform puts it live, loading its player then', async ({ page }) => {
    const event = freeScheduledLiveEvent();
    let live = false;
    await page.clock.install();
    const statusCall = (url: URL) => url.pathname === '/api/media' && url.searchParams.get('ids') === event.mediaid;
    await page.route(statusCall, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: Array<Record<string, unknown>> };
      if (live) for (const item of body.items) item.eventState = 'LIVE_PUBLISHED';
      await route.fulfill({ response, json: body });
    });
    // No intent shown: the page itself must notice the change.
    expect((await page.goto(`/m/${event.mediaid}`))?.status()).toBe(200);
    await expect(page.getByText('This video is a scheduled event and is not yet live')).toBeVisible();
    await expect(page.getByRole('button', { name: `Play ${event.title}` })).toHaveCount(0);

    await page.clock.fastForward(30_000);
    await expect(page.getByText('This video is a scheduled event and is not yet live')).toBeVisible();
    // Nothing changed: the page watches the status without loading the player.
    await expect(page.locator('astro-island[component-url*="/Player."][client="live"]')).toHaveAttribute('ssr');

    live = true;
    await page.clock.fastForward(30_000);
    await expect(page.getByRole('button', { name: `Play ${event.title}` })).toBeVisible();
    await expect(page.getByText('This video is a scheduled event and is not yet live')).toHaveCount(0);
  });

  test('a live event on now carries BroadcastEvent structured data with isLiveBroadcast', async ({ page }) => {
    const event = itemOfType('liveevent', (item) => item['VCH.EventState'] === 'LIVE_PUBLISHED');
    await page.goto(`/m/${event.mediaid}`);
    const video = (await jsonLd(page)).find((data) => data['@type'] === 'VideoObject');
    expect(video?.publication).toMatchObject({ '@type': 'BroadcastEvent', isLiveBroadcast: true });
    await expect(page.locator('meta[property="og:video"]')).toHaveCount(1);
  });

  test('cue points show as chapters and timeline markers; a chapter seeks there', async ({ page }) => {
    const replay = itemOfType('liveevent', (item) => Boolean(item.SeekCuePoints));
    const points = (replay.SeekCuePoints ?? '').split(',').map((entry) => entry.split('#') as [string, string]);
    await openMedia(page, replay.mediaid);
    const chapters = page.getByRole('navigation', { name: 'Chapters' });
    await expect(chapters.getByRole('button')).toHaveCount(points.length);
    const [name, seconds] = points[1] ?? ['', '0'];
    await chapters.getByRole('button', { name: new RegExp(`^Play from ${name}`) }).click();
    await waitForPlaybackPast(page, Number(seconds));
    await expect(page.locator('.player__marker')).toHaveCount(points.length);
  });

  test('without entitlement the start button leads to sign-up and the player says why it cannot play', async ({ page }) => {
    const premium = premiumVideo();
    await openMedia(page, premium.mediaid, '?app-config=demoauth');
    await waitForIsland(page, 'StartButton');
    const buy = page.getByRole('link', { name: 'Buy' });
    await expect(buy).toHaveAttribute('href', /[?&]u=create-account/);
    // demoauth plays in the cinema overlay: `play=1` opens it.
    await openMedia(page, premium.mediaid, '?app-config=demoauth&play=1');
    const overlay = page.getByRole('dialog', { name: premium.title });
    await expect(overlay.getByRole('alert')).toContainText('Sign in or subscribe to watch');
    await expect(overlay.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(overlay.locator('video')).not.toHaveAttribute('src', /.+/);
  });

  test('under the free access model an item with offers has no start button', async ({ page }) => {
    const premium = premiumVideo();
    await openMedia(page, premium.mediaid);
    await waitForIsland(page, 'StartButton');
    await expect(page.getByRole('heading', { level: 1, name: premium.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Start watching|Buy|Sign up/ })).toHaveCount(0);
  });

  test('a 403 on the signed-media check shows the geo block', async ({ page }) => {
    // A geo block refuses the playlist to every request: the press's quick start gives way, and the island's HEAD
    // check says why.
    await page.route('**/master.m3u8*', (route) => route.fulfill({ status: 403 }));
    const video = plainVideo(1);
    await openMedia(page, video.mediaid);
    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    await expect(page.locator('.player').getByRole('alert')).toContainText('Not available in your region');
  });
});
