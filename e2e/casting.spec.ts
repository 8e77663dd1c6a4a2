import { expect, test, type Page } from '@playwright/test';
import { appConfig, plainVideo } from './support/catalog';
import { castLoads, endCastSession, fakeAirplay, remoteTime, routeFakeCastSender } from './support/fake-cast';
import { screenshot } from './support/screenshot';
import { defaultConfig, playerVideo, videoState, waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * Casting from the player (issue 11 §8) with test doubles of the external SDKs: the Cast sender URL is served a fake
 * framework (`support/fake-cast.ts`), and AirPlay is WebKit's API faked on the video element.
 */
const video = plainVideo();
const LIVE_CHANNEL = '9bnGVWZa';

/** Opens a media page with `?play=1` (what its "Start watching" link does) and waits for playback. */
async function startPlayer(page: Page, mediaid: string, query = ''): Promise<void> {
  const response = await page.goto(`/m/${mediaid}?play=1${query}`);
  expect(response?.status()).toBe(200);
  await waitForIsland(page, 'Player');
  await waitForPlaybackPast(page, 0.5, 40_000);
}

test.describe('casting', () => {
  // Each test starts playback, sometimes twice; the shared machine can be slow.
  test.slow();

  test('the demo config has casting on', async ({ request }) => {
    expect((await defaultConfig(request)).config.features?.enableCasting).toBe(true);
  });

  test('Chromecast: the SDK loads once playback starts, and a cast hands over the position and comes back', async ({
    page,
  }, testInfo) => {
    const requested = await routeFakeCastSender(page, ['Living Room TV']);
    const response = await page.goto(`/m/${video.mediaid}`);
    expect(response?.headers()['content-security-policy']).toContain('https://www.gstatic.com/cv/js/sender/');
    await waitForIsland(page, 'Player');
    await page.waitForTimeout(500);
    expect(requested, 'nothing of the Cast SDK on first load').toEqual([]);

    await page.getByRole('link', { name: 'Start watching' }).click();
    await waitForPlaybackPast(page, 0.5, 40_000);
    const castButton = page.getByRole('button', { name: 'Cast to a device' });
    await expect(castButton).toBeVisible();
    expect(requested).toHaveLength(1);

    // Paused at 15 s: the clips are 24 s long, and at the end the page moves on to the next item.
    await playerVideo(page).evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      media.pause();
      media.currentTime = 15;
      await new Promise((resolve) => media.addEventListener('seeked', resolve, { once: true }));
    });
    await page.locator('.player__bar').hover();
    await screenshot(page, testInfo, 'player-cast-button', { fullPage: false });
    await castButton.click();

    await expect(page.getByText('Casting to Living Room TV')).toBeVisible();
    const [load] = await castLoads(page);
    expect(load).toBeDefined();
    const origin = new URL(page.url()).origin;
    expect(load!.contentId).toMatch(new RegExp(`^${origin}/demo-media/hls/[a-z-]+/master\\.m3u8$`));
    expect(load!.contentType).toBe('application/x-mpegurl');
    expect(load!.streamType).toBe('BUFFERED');
    expect(load!.currentTime).toBeCloseTo(15, 1);
    expect(load!.title).toBe(video.title);
    expect(load!.images[0]).toMatch(/^http:\/\//);
    expect(load!.receiverApplicationId).toBe('CC1AD845');
    expect((await videoState(page)).paused, 'the local video pauses while casting').toBe(true);
    await screenshot(page, testInfo, 'player-casting', { fullPage: false });

    await expect.poll(() => remoteTime(page)).toBeGreaterThanOrEqual(load!.currentTime! + 2);
    const remote = await remoteTime(page);
    // Where local playback starts again, read in the page at the first 'playing' event of any video (the player may
    // put a new element in), so a busy machine's polling does not add to it.
    await page.evaluate(() => {
      const state = window as { resumedAt?: number };
      const record = (event: Event) => {
        const video = event.target as HTMLVideoElement;
        if (state.resumedAt === undefined && video.closest('media-controller')) state.resumedAt = video.currentTime;
      };
      document.addEventListener('playing', record, { capture: true });
    });
    await endCastSession(page);
    await expect(page.getByText('Casting to Living Room TV')).toHaveCount(0);
    await waitForPlaybackPast(page, remote - 0.5);
    const resumedAt = await page.evaluate(() => (window as { resumedAt?: number }).resumedAt);
    expect(resumedAt).toBeGreaterThanOrEqual(remote - 0.5);
    expect(resumedAt).toBeLessThan(remote + 3);
  });

  test('Chromecast: a live channel is cast as a live stream', async ({ page }) => {
    await routeFakeCastSender(page, ['Kitchen']);
    await startPlayer(page, LIVE_CHANNEL);
    await page.getByRole('button', { name: 'Cast to a device' }).click();
    await expect(page.getByText('Casting to Kitchen')).toBeVisible();
    const [load] = await castLoads(page);
    expect(load?.streamType).toBe('LIVE');
    expect(load?.currentTime).toBeNull();
    expect(load?.contentId).toMatch(new RegExp(`^http://[^/]+/demo-media/live/${LIVE_CHANNEL}/master\\.m3u8$`));
  });

  test('Chromecast: no button while the framework knows of no device', async ({ page }) => {
    const requested = await routeFakeCastSender(page, []);
    await startPlayer(page, video.mediaid);
    await expect.poll(() => requested.length).toBe(1);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Cast to a device' })).toHaveCount(0);
  });

  test('with casting off in the config, no button and the SDK is never fetched', async ({ page }) => {
    const config = 'demoauth';
    expect(appConfig(config).features?.enableCasting).toBe(false);
    const requested = await routeFakeCastSender(page, ['Living Room TV']);
    await fakeAirplay(page, 'available');
    const response = await page.goto(`/m/${video.mediaid}?play=1&app-config=${config}`);
    expect(response?.headers()['content-security-policy']).not.toContain('gstatic');
    await waitForIsland(page, 'Player');
    await waitForPlaybackPast(page, 1);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await expect(page.getByRole('button', { name: 'Cast to a device' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'AirPlay' })).toHaveCount(0);
    await expect(playerVideo(page)).toHaveAttribute('x-webkit-airplay', 'deny');
  });

  test('AirPlay: the button shows when a target is available and opens the picker', async ({ page }) => {
    await fakeAirplay(page, 'available');
    await startPlayer(page, video.mediaid);
    await expect(playerVideo(page)).toHaveAttribute('x-webkit-airplay', 'allow');
    const airplay = page.getByRole('button', { name: 'AirPlay' });
    await airplay.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __airplayPickerOpened: number }).__airplayPickerOpened))
      .toBe(1);
  });

  test('AirPlay: no button without an available target', async ({ page }) => {
    await fakeAirplay(page, 'not-available');
    await startPlayer(page, video.mediaid);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'AirPlay' })).toHaveCount(0);
  });
});
