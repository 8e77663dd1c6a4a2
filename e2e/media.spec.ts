import { expect, test, type Page } from '@playwright/test';
import { captionTrack, clipWithCaptions, plainVideo, scheduledLiveEvent, unknownId } from './support/catalog';
import { playerVideo, videoState, waitForIsland, waitForPlaybackPast } from './support/site';

const video = plainVideo();

/** Opens a media page by id (the site redirects to the canonical slug) and waits for the player island. */
async function openMedia(page: Page, id: string, query = ''): Promise<void> {
  const response = await page.goto(`/m/${id}${query}`);
  expect(response?.status()).toBe(200);
  await waitForIsland(page, 'Player');
}

/** Presses a key on the focused player and resolves with currentTime once the resulting seek completed. */
async function seekWithKey(page: Page, key: string): Promise<number> {
  const video = playerVideo(page);
  // Listen before pressing, so a fast seek cannot finish unseen.
  await video.evaluate((element) => {
    const target = element as HTMLVideoElement & { nextSeek?: Promise<number> };
    target.nextSeek = new Promise((resolve) =>
      target.addEventListener('seeked', () => resolve(target.currentTime), { once: true }),
    );
  });
  await page.keyboard.press(key);
  return video.evaluate((element) => (element as HTMLVideoElement & { nextSeek?: Promise<number> }).nextSeek ?? -1);
}

/**
 * Waits until the video is paused or playing and the player's controls say so: Space acts on the state the controls
 * show, which follows the video's `pause` and `play` events, so a key pressed before they arrive repeats the last
 * action.
 */
async function expectPlayback(page: Page, state: 'paused' | 'playing'): Promise<void> {
  await expect.poll(async () => (await videoState(page)).paused).toBe(state === 'paused');
  const controller = page.locator('media-controller');
  if (state === 'paused') await expect(controller).toHaveAttribute('mediapaused');
  else await expect(controller).not.toHaveAttribute('mediapaused');
}

/** The playback time the player's controls hold, which the arrow keys seek from. */
async function controllerTime(page: Page): Promise<number> {
  return Number(await page.locator('media-controller').getAttribute('mediacurrenttime'));
}

test.describe('media page', () => {
  test('shows the title, the description and VideoObject structured data', async ({ page }) => {
    await page.goto(`/m/${video.mediaid}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title, exact: true })).toBeVisible();
    if (video.description) await expect(page.getByText(video.description, { exact: true }).first()).toBeVisible();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const videoObjects = blocks
      .map((text) => JSON.parse(text) as unknown)
      .filter((data): data is Record<string, unknown> => typeof data === 'object' && data !== null)
      .filter((data) => data['@type'] === 'VideoObject');
    expect(videoObjects).toHaveLength(1);
    expect(videoObjects[0]?.name).toBe(video.title);
  });

  test('Play starts playback', async ({ page }) => {
    await openMedia(page, video.mediaid);
    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    await waitForPlaybackPast(page, 1);
  });

  test('a first visit runs no island script before the viewer acts, and the first click on the start button plays', async ({
    page,
  }) => {
    await markQuickStartVideos(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/m/${video.mediaid}`);
    await page.waitForLoadState('networkidle');
    const island = page.locator('astro-island[component-url*="/Player."]').first();
    const islandCode = [await island.getAttribute('renderer-url'), await island.getAttribute('component-url')];
    expect(scripts.filter((path) => islandCode.includes(path))).toEqual([]);
    await expect(page.locator('astro-island[client="intent"]:not([ssr])')).toHaveCount(0);

    // A real pointer: passing over the button starts loading; its click starts the stream before the player is live
    // (the page's quick start), and the player, live once the stream has its first frame, takes it over.
    await page.getByRole('link', { name: 'Start watching' }).click();
    await waitForPlaybackPast(page, 1);
    await expect(page.locator('media-controller video[data-quick-started]')).toHaveCount(1);
    // The directive had the build's preloader ask for the island's whole module tree at once.
    await expect(page.locator(`link[rel="modulepreload"][href="${islandCode[1]}"]`)).toHaveCount(1);
  });

  test("a tap on the poster's play icon before the player is live plays once it is", async ({ page }) => {
    await page.goto(`/m/${video.mediaid}`);
    await page.waitForLoadState('networkidle');
    // Playwright's click, like a tap, comes with its pointer events at once; it lands on the icon's SVG.
    await page.locator('[data-player-for] .player__big-play path').click();
    await waitForPlaybackPast(page, 1);
  });

  test("a guest's press on play starts the stream before the island; its controls take it, with sound", async ({
    page,
  }) => {
    await markQuickStartVideos(page);
    await page.goto(`/m/${video.mediaid}`);
    await page.waitForLoadState('networkidle');
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<script type="module" [^>]*src="\/_astro\/QuickStartOnPress\.astro_[\w.-]+\.js">/);
    // The island loads after the stream has started: the page does not bring its preloader along.
    expect(html).not.toMatch(/<link rel="modulepreload" href="\/_astro\/island-preloader\./);
    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    await waitForPlaybackPast(page, 1);
    await expect(page.locator('media-controller video[data-quick-started]')).toHaveCount(1);
    await expect(page.locator('main video')).toHaveCount(1);
    // A press is the viewer's gesture: the stream plays with its sound.
    expect(await page.locator('main video').evaluate((element) => (element as HTMLVideoElement).muted)).toBe(false);
    await page.locator('media-controller').hover();
    await page.locator('media-play-button').click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  });

  test("?play=1 starts a guest's stream before the island; its controls take that video", async ({ page }) => {
    await markQuickStartVideos(page);
    await openMedia(page, video.mediaid, '?play=1');
    // The page preloads the engine; the island's own code waits until the stream plays.
    const html = await (await page.request.get(page.url())).text();
    const component = await page
      .locator('astro-island[component-url*="/Player."]')
      .first()
      .getAttribute('component-url');
    expect(html).toMatch(/<link rel="modulepreload" href="[^"]*\/hls\.[\w-]+\.js">/);
    expect(html).not.toContain(`<link rel="modulepreload" href="${component}">`);
    expect(html).toMatch(/<script type="module" async src="\/_astro\/QuickStart\.astro_[\w.-]+\.js">/);
    // Its first playlist goes out with the page's first requests.
    expect(html).toMatch(/<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]+\.m3u8[^"]*">/);
    await waitForPlaybackPast(page, 1);
    await expect(page.locator('media-controller video[data-quick-started]')).toHaveCount(1);
    await expect(page.locator('main video')).toHaveCount(1);
    await page.locator('media-controller').hover();
    await page.locator('media-play-button').click();
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  });

  test('?play=1: the related shelf and the footer wait for the stream and appear with its first frame', async ({
    page,
  }) => {
    // How they are as the parser puts the footer in: a check after the page's load could come after the longest
    // wait (3 s) on a busy machine, when they show anyway.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const footer = document.querySelector('.site-footer');
        if (!footer) return;
        observer.disconnect();
        const display = (element: Element | null) => (element ? getComputedStyle(element).display : 'missing');
        Object.assign(window, {
          __asParsed: { shelf: display(document.querySelector('main .shelf')), footer: display(footer) },
        });
      }).observe(document, { childList: true, subtree: true });
    });
    // The stream's first playlist held back until the page is in.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/master.m3u8*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/m/${video.mediaid}?play=1`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => (window as unknown as { __asParsed: unknown }).__asParsed)).toEqual({
      shelf: 'none',
      footer: 'none',
    });

    release();
    await waitForPlaybackPast(page, 0.5);
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.locator('main .shelf')).toBeVisible();
  });

  test('?play=1 on a stream refused to this viewer: the island says why, with no video left playing', async ({
    page,
  }) => {
    // Both the page's preloaded playlist and the island's signed-media check are refused, as a geo block does.
    await page.route('**/master.m3u8*', (route) => route.fulfill({ status: 403 }));
    await openMedia(page, video.mediaid, '?play=1');
    await expect(page.locator('.player').getByRole('alert')).toContainText('Not available in your region');
    // The quick start's own video is gone; the island's, behind its message, has nothing to play.
    await expect(page.locator('.player__quick video')).toHaveCount(0);
    expect(
      await page.locator('main video').evaluateAll((videos) => videos.map((v) => (v as HTMLVideoElement).paused)),
    ).toEqual([true]);
  });

  test('?play=1 resumes a guest where they stopped: with a watch history the island starts the stream', async ({
    page,
  }) => {
    await openMedia(page, video.mediaid, '?play=1');
    await waitForPlaybackPast(page, 3);
    await page.locator('media-controller').focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await videoState(page)).paused).toBe(true);
    const watched = (await videoState(page)).currentTime;

    await openMedia(page, video.mediaid, '?play=1');
    await expect(playerVideo(page)).toBeAttached();
    await page.waitForFunction(() => {
      const element = document.querySelector('media-controller video');
      return element instanceof HTMLVideoElement && element.currentTime > 0;
    });
    expect((await videoState(page)).currentTime).toBeGreaterThan(watched - 1);
  });

  test('keyboard: space pauses and plays, arrows seek 10 s', async ({ page }) => {
    await openMedia(page, video.mediaid, '?play=1');
    await waitForPlaybackPast(page, 1);
    await page.locator('media-controller').focus();

    await page.keyboard.press('Space');
    await expectPlayback(page, 'paused');
    await page.keyboard.press('Space');
    await expectPlayback(page, 'playing');
    // Seek while paused: on a loaded machine playback runs on between reading the time and the seek.
    await page.keyboard.press('Space');
    await expectPlayback(page, 'paused');

    // The demo clip is 24 s long and a slow machine may be near its end by now: seek from a point with room both ways.
    await playerVideo(page).evaluate((element) => ((element as HTMLVideoElement).currentTime = 5));
    await expect.poll(() => controllerTime(page)).toBeCloseTo(5, 1);
    const start = (await videoState(page)).currentTime;
    const forward = await seekWithKey(page, 'ArrowRight');
    expect(forward - start).toBeGreaterThan(10 - 0.5);
    expect(forward - start).toBeLessThan(10 + 0.5);

    const before = (await videoState(page)).currentTime;
    const back = await seekWithKey(page, 'ArrowLeft');
    expect(before - back).toBeGreaterThan(10 - 0.5);
    expect(before - back).toBeLessThan(10 + 0.5);
  });

  test('captions can be turned on from the captions menu', async ({ page }) => {
    const clip = clipWithCaptions();
    const label = captionTrack(clip)?.label;
    await openMedia(page, clip.mediaid);
    await page.getByRole('button', { name: `Play ${clip.title}` }).click();
    await waitForPlaybackPast(page, 0.5);

    const showingTracks = () =>
      playerVideo(page).evaluate((element) =>
        Array.from((element as HTMLVideoElement).textTracks).some((track) => track.mode === 'showing'),
      );
    expect(await showingTracks(), 'captions are off until the viewer turns them on').toBe(false);

    await page.getByRole('button', { name: 'Captions' }).click();
    const menu = page.getByRole('menu');
    const option = label
      ? menu.getByRole('menuitemradio', { name: label, exact: true })
      : menu.getByRole('menuitemradio').filter({ hasNotText: 'Off' }).first();
    await option.click();

    await expect.poll(showingTracks).toBe(true);
  });

  test('a scheduled live event shows the not-yet-live notice and plays nothing', async ({ page }) => {
    const event = scheduledLiveEvent();
    await openMedia(page, event.mediaid, '?play=1');
    await expect(page.getByText('This video is a scheduled event and is not yet live')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: event.title, exact: true })).toBeVisible();
    const playing = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main video')).some(
        (element) => element instanceof HTMLVideoElement && !element.paused,
      ),
    );
    expect(playing).toBe(false);
    await expect(page.getByRole('button', { name: `Play ${event.title}` })).toHaveCount(0);
  });

  test('on the free site a paid item says it is not available here instead of showing no way in', async ({ page }) => {
    // Orbitfall needs a subscription; the demo's default config is AVOD with no account platform to sell one.
    await page.goto('/m/IRG57qhg/orbitfall');
    await expect(page.getByText('Not available on this site: it needs a subscription this site does not offer.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Start watching|Buy|Sign up/ })).toHaveCount(0);
    // Nor does its poster offer a play button that could only fail.
    await expect(page.getByRole('button', { name: 'Play Orbitfall' })).toHaveCount(0);
  });

  test('a URL without the slug redirects to the canonical one', async ({ page }) => {
    const response = await page.goto(`/m/${video.mediaid}`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/m/${video.mediaid}$`));
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);

    const url = new URL(page.url());
    expect(url.pathname).toMatch(new RegExp(`^/m/${video.mediaid}/[a-z0-9-]+$`));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '', page.url()).pathname).toBe(url.pathname);
    await expect(page.getByRole('heading', { level: 1, name: video.title, exact: true })).toBeVisible();
  });

  test('an unknown media id is a 404 "Not found" page', async ({ page }) => {
    const response = await page.goto(`/m/${unknownId()}/whatever`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByText("This page doesn't exist.")).toBeVisible();
  });
});

/** Marks each <video> a quick start (the page's own script, before the island) plays into, as it is inserted. */
async function markQuickStartVideos(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
        if (node instanceof HTMLVideoElement && node.parentElement?.matches('.player__quick')) {
          node.dataset.quickStarted = '';
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('media page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('?play=1 shows the related shelf and the footer at once', async ({ page }) => {
    await page.goto(`/m/${video.mediaid}?play=1`);
    await expect(page.locator('.site-footer')).toBeVisible();
    await expect(page.locator('main .shelf')).toBeVisible();
  });
});
