import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { plainVideo } from './support/catalog';
import { screenshot } from './support/screenshot';
import { collectErrors, playerVideo, videoState, waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * Client-side ads on the demo config with ads (`demoads1`): a pre-roll pod of two skippable spots, a mid-roll at
 * half time through a VAST wrapper, a post-roll. Tracking pixels go to `/demo-media/ads/t/{event}`.
 */
const video = plainVideo();
const AD_PAGE = `/m/${video.mediaid}?app-config=demoads1`;

/** The tracking pixels the page sends, as `event:ad`. */
function trackPixels(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const event = /^\/demo-media\/ads\/t\/(\w+)$/.exec(url.pathname)?.[1];
    if (event)
      seen.push(`${event}:${url.searchParams.get('ad')}${event === 'error' ? `:${url.searchParams.get('code')}` : ''}`);
  });
  return seen;
}

async function startPlayback(page: Page) {
  const response = await page.goto(AD_PAGE);
  expect(response?.status()).toBe(200);
  await waitForIsland(page, 'Player');
  await page.getByRole('button', { name: `Play ${video.title}` }).click();
}

const adRegion = (page: Page) => page.getByRole('region', { name: 'Advertisement' });

async function skipWhenAllowed(page: Page) {
  const skip = adRegion(page).getByRole('button', { name: 'Skip ad' });
  await expect(skip).toBeEnabled({ timeout: 30_000 });
  await skip.click();
}

test.describe('client-side ads', () => {
  // Real seconds of ad and content play, on a machine that may be busy.
  test.setTimeout(120_000);

  test('a pre-roll pod plays before the content, Skip works after its offset, and the pixels are sent', async ({
    page,
  }, testInfo: TestInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const errors = collectErrors(page);
    const pixels = trackPixels(page);
    await startPlayback(page);

    const ad = adRegion(page);
    await expect(ad).toBeVisible();
    await expect(ad.getByText('Ad 1 of 2')).toBeVisible();
    await expect(ad.getByRole('button', { name: /^Skip in \d$/ })).toBeDisabled();
    await expect(ad.getByRole('link', { name: 'Learn more' })).toHaveAttribute('target', '_blank');
    // The content waits, paused at its start, while the ad plays.
    await expect.poll(() => pixels).toContain('start:pre-pass');
    expect(await videoState(page)).toMatchObject({ currentTime: 0, paused: true });

    await expect(ad.getByRole('button', { name: 'Skip ad' })).toBeEnabled({ timeout: 30_000 });
    // Paused while it is looked at (the spot would end meanwhile on a busy machine).
    await ad.getByRole('button', { name: 'Pause' }).click();
    await expect(ad.getByRole('button', { name: 'Play' })).toBeVisible();
    await screenshot(page, testInfo, 'ads-preroll-1280', { fullPage: false });
    await expectNoSeriousViolations(page);
    await ad.getByRole('button', { name: 'Skip ad' }).click();

    // The second spot of the pod plays to its end.
    await expect(ad.getByText('Ad 2 of 2')).toBeVisible();
    await expect(ad).toBeHidden({ timeout: 30_000 });
    await waitForPlaybackPast(page, 1);
    // Keyboard focus went from the ad's controls back to the player's.
    await expect(page.locator('media-controller')).toBeFocused();

    expect(pixels).toEqual(
      expect.arrayContaining([
        'impression:pre-pass',
        'start:pre-pass',
        'firstQuartile:pre-pass',
        'pause:pre-pass',
        'skip:pre-pass',
        'impression:pre-kit',
        'start:pre-kit',
        'midpoint:pre-kit',
        'complete:pre-kit',
      ]),
    );
    expect(pixels).not.toContain('complete:pre-pass');
    // The demo config turns casting on; the Cast SDK cannot load without the internet, which is not the ads' doing.
    expect(errors.filter((error) => !error.includes('gstatic.com/cv/js/sender'))).toEqual([]);
  });

  test('a mid-roll reached through a wrapper interrupts the content at half time, which then goes on', async ({
    page,
  }) => {
    const pixels = trackPixels(page);
    await startPlayback(page);
    await skipWhenAllowed(page);
    await skipWhenAllowed(page);
    await waitForPlaybackPast(page, 0.5);

    await playerVideo(page).evaluate((element) => ((element as HTMLVideoElement).currentTime = 10.5));
    const ad = adRegion(page);
    // The seek loads the segment at 10.5 s, then 1.5 s of content play to the break: seconds on a loaded machine.
    await expect(ad).toBeVisible({ timeout: 30_000 });
    await expect(ad.getByText('Ad', { exact: true })).toBeVisible();
    const paused = await videoState(page);
    expect(paused.paused).toBe(true);
    expect(paused.currentTime).toBeGreaterThanOrEqual(12);
    expect(paused.currentTime).toBeLessThan(13);
    // Not skippable: it plays to its end, then the content resumes where it stopped.
    await expect(ad.getByRole('button', { name: /Skip/ })).toHaveCount(0);
    // "Learn more" opens the advertiser's page in a new tab and pauses the ad until the viewer comes back.
    const [landing] = await Promise.all([
      page.waitForEvent('popup'),
      ad.getByRole('link', { name: 'Learn more' }).click(),
    ]);
    await expect(landing).toHaveURL(/\/live$/);
    await landing.close();
    await expect.poll(() => pixels).toEqual(expect.arrayContaining(['click:mid-kit', 'pause:mid-kit']));
    await ad.getByRole('button', { name: 'Play' }).click();
    await expect(ad).toBeHidden({ timeout: 30_000 });
    await waitForPlaybackPast(page, paused.currentTime + 0.5);
    // The wrapper's pixels and the wrapped ad's.
    expect(pixels).toEqual(
      expect.arrayContaining(['impression:mid-wrapper', 'impression:mid-kit', 'complete:mid-kit']),
    );
  });

  test('the content plays without the ads when their files are missing', async ({ page }) => {
    await page.route('**/demo-media/ads/*.mp4', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const pixels = trackPixels(page);
    await startPlayback(page);
    await waitForPlaybackPast(page, 1);
    await expect(adRegion(page)).toHaveCount(0);
    expect(pixels).toEqual(expect.arrayContaining(['error:pre-pass:405', 'error:pre-kit:405']));
    expect(pixels.filter((pixel) => pixel.startsWith('impression'))).toEqual([]);
  });

  test('the default site plays no ads', async ({ page }) => {
    const pixels = trackPixels(page);
    const plans: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/ads/')) plans.push(request.url());
    });
    await page.goto(`/m/${video.mediaid}`);
    await waitForIsland(page, 'Player');
    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    await waitForPlaybackPast(page, 1);
    expect(plans).toEqual([]);
    expect(pixels).toEqual([]);
  });

  test('the ad on a phone @mobile', async ({ page }, testInfo: TestInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await startPlayback(page);
    const ad = adRegion(page);
    await expect(ad.getByRole('button', { name: 'Skip ad' })).toBeEnabled({ timeout: 30_000 });
    await ad.getByRole('button', { name: 'Pause' }).click();
    await screenshot(page, testInfo, 'ads-preroll-390', { fullPage: false });
    await expectNoSeriousViolations(page);
    const box = await ad.boundingBox();
    const skipBox = await ad.getByRole('button', { name: 'Skip ad' }).boundingBox();
    expect(skipBox && box && skipBox.x + skipBox.width <= box.x + box.width).toBe(true);
  });
});
