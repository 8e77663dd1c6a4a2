import { expect, test, type Locator, type Page } from '@playwright/test';
import { playlistById, playlistItems } from './support/catalog';
import { homeContent } from './support/cms';
import { defaultConfig } from './support/site';

/**
 * The home hero slider (spec 3 §2 Home, §4 Hero slider): the editorial slide, then one slide per CMS carousel
 * playlist; buttons, pickers, keys and swipes (past half the width or faster than velocity 80) change slides.
 */

const slider = (page: Page) => page.locator('[data-hero-slider]');
const slides = (page: Page) => slider(page).locator('[data-hero-slide]');
const slide = (page: Page, number: number) => slides(page).nth(number - 1);
const status = (page: Page) => slider(page).locator('[data-hero-status]');

/** The titles the slides must show: the hero title, then each carousel playlist's first item not shown yet. */
async function expectedTitles(page: Page): Promise<string[]> {
  const { config } = await defaultConfig(page.request);
  const featuredRow = config.content.find((row) => row.featured && row.contentId);
  const shown = new Set([playlistItems(playlistById(featuredRow?.contentId ?? ''))[0]?.mediaid]);
  const titles = [homeContent.heroTitle];
  for (const entry of homeContent.carouselVideos) {
    const item = playlistItems(playlistById(entry.playlistId)).find((candidate) => !shown.has(candidate.mediaid));
    if (!item) continue;
    shown.add(item.mediaid);
    titles.push(item.title);
  }
  return titles;
}

/** Slide `number` is in view, its picker is current and the others are out of view. */
async function expectShowing(page: Page, number: number, count: number) {
  await expect(slide(page, number)).toBeInViewport({ ratio: 0.9 });
  await expect(
    slider(page)
      .locator('[data-hero-picker]')
      .nth(number - 1),
  ).toHaveAttribute('aria-current', 'true');
  for (let other = 1; other <= count; other += 1) {
    if (other !== number) await expect(slide(page, other)).not.toBeInViewport();
  }
}

interface DragOptions {
  /** How long the pointer takes to cover the distance, in even steps. */
  durationMs: number;
  /** How long it then rests before release. */
  holdMs?: number;
  steps?: number;
}

/**
 * A drag across the hero through the browser's input pipeline (mouse, or touch on a touch device), with explicit
 * event times: the release velocity the slider measures then does not depend on how busy the machine is.
 * `distance` is in px, negative to the left.
 */
async function drag(page: Page, distance: number, { durationMs, holdMs = 0, steps = 10 }: DragOptions, touch = false) {
  const box = await slider(page).locator('[data-hero-viewport]').boundingBox();
  if (!box) throw new Error('the hero has no box');
  const y = box.y + box.height * 0.3;
  const x = distance < 0 ? box.x + box.width * 0.85 : box.x + box.width * 0.15;
  const cdp = await page.context().newCDPSession(page);
  const t0 = Date.now() / 1000;
  const at = (ms: number) => t0 + ms / 1000;
  const send = (type: 'Pressed' | 'Moved' | 'Released', px: number, ms: number) =>
    touch
      ? cdp.send('Input.dispatchTouchEvent', {
          type: type === 'Pressed' ? 'touchStart' : type === 'Moved' ? 'touchMove' : 'touchEnd',
          touchPoints: type === 'Released' ? [] : [{ x: px, y }],
          timestamp: at(ms),
        })
      : cdp.send('Input.dispatchMouseEvent', {
          type: `mouse${type}`,
          x: px,
          y,
          button: 'left',
          buttons: type === 'Released' ? 0 : 1,
          clickCount: type === 'Moved' ? 0 : 1,
          timestamp: at(ms),
        });
  await send('Pressed', x, 0);
  for (let step = 1; step <= steps; step += 1)
    await send('Moved', x + (distance * step) / steps, (durationMs * step) / steps);
  await send('Released', x + distance, durationMs + holdMs);
  await cdp.detach();
}

test.describe('hero slider without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the first slide; the others are in the page and come into view when focused', async ({ page }) => {
    await page.goto('/');
    const titles = await expectedTitles(page);
    expect(titles.length, 'the demo hero has several slides').toBeGreaterThan(2);
    await expect(slides(page).locator('h2')).toHaveText(titles);

    await expect(page.locator('#hero-title')).toBeInViewport();
    await expect(slide(page, 1).getByRole('link', { name: 'Watch now' })).toBeVisible();
    await expect(slide(page, 2)).not.toBeInViewport();
    await expect(slider(page).getByRole('button', { name: 'Next slide' })).toBeHidden();

    await slide(page, 2).getByRole('link', { name: 'Watch now' }).focus();
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe('hero slider with JavaScript', () => {
  let count = 0;

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    count = (await expectedTitles(page)).length;
    await expect(slider(page)).toHaveClass(/is-enhanced/);
  });

  test('next, previous and the slide pickers change slides through the init, start and end phases', async ({
    page,
  }) => {
    await slider(page).evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { heroPhases: string[] }).heroPhases = seen;
      new MutationObserver(() => seen.push((element as HTMLElement).dataset.phase ?? '')).observe(element, {
        attributeFilter: ['data-phase'],
      });
    });
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.click();
    await expectShowing(page, 2, count);
    await expect(status(page)).toHaveText(`2 of ${count}`);
    expect(await page.evaluate(() => (window as unknown as { heroPhases: string[] }).heroPhases)).toEqual([
      'init',
      'start',
      'end',
    ]);

    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectShowing(page, 1, count);
    await expect(page.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');

    const last = page.getByRole('button', { name: new RegExp(`^${count} of ${count}: `) });
    await last.click();
    await expectShowing(page, count, count);
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.click({ force: true }); // still focusable and clickable, but the last slide stays

    await expectShowing(page, count, count);
  });

  test('arrow keys, Home and End move between slides and focus never falls out of the hero', async ({ page }) => {
    const watch: Locator = slide(page, 1).getByRole('link', { name: 'Watch now' });
    await watch.focus();
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 2, count);
    // The focused link's slide went inert: focus moved to the slide now showing.
    await expect(slide(page, 2)).toBeFocused();
    await expect(slide(page, 1)).toHaveJSProperty('inert', true);

    await page.keyboard.press('End');
    await expectShowing(page, count, count);
    await page.keyboard.press('Home');
    await expectShowing(page, 1, count);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, 1, count);
  });

  test('a drag past half the width commits; a shorter one released still springs back', async ({ page }) => {
    const width = (await slider(page).boundingBox())?.width ?? 0;
    await drag(page, -width * 0.45, { durationMs: 400, holdMs: 250 });
    await page.waitForTimeout(600);
    await expectShowing(page, 1, count);

    await drag(page, -width * 0.55, { durationMs: 400, holdMs: 250 });
    await expectShowing(page, 2, count);

    await drag(page, width * 0.55, { durationMs: 400, holdMs: 250 });
    await expectShowing(page, 1, count);
  });

  test('a short drag commits when released faster than 80 px/s, and springs back when slower', async ({ page }) => {
    await drag(page, -60, { durationMs: 1000 }); // 60 px/s at release
    await page.waitForTimeout(600);
    await expectShowing(page, 1, count);

    await drag(page, -100, { durationMs: 1000 }); // 100 px/s at release
    await expectShowing(page, 2, count);

    await drag(page, 90, { durationMs: 60 }); // a flick back
    await expectShowing(page, 1, count);
  });
});

test('the background loop plays from a progressive MP4, without loading an HLS engine', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const video = page.locator('[data-hero-video]');
  await expect(video).toHaveClass(/is-playing/, { timeout: 15_000 });
  expect(await video.evaluate((element) => (element as HTMLVideoElement).currentSrc)).toMatch(/\/hero-loop\.mp4$/);
  // hls.js chunks are named hls.*.js (a content hash elsewhere may contain the letters too).
  expect(scripts.filter((path) => /\/hls\.[^/]*\.js$/.test(path))).toEqual([]);
});

test('on a phone the hero keeps its poster and fetches no video @mobile', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'needs a phone-sized screen');
  const videos: string[] = [];
  page.on('request', (request) => {
    if (/\.(mp4|m3u8)(\?|$)/.test(request.url())) videos.push(request.url());
  });
  await page.goto('/');
  await expect(slider(page)).toHaveClass(/is-enhanced/);
  await page.waitForTimeout(2_000); // past the idle moment the loop would start at
  await expect(page.locator('[data-hero-video]')).not.toHaveClass(/is-playing/);
  await expect(page.locator('.hero__poster').first()).toBeVisible();
  expect(videos).toEqual([]);
});

test.describe('hero slider with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('changes slides without a sliding animation and leaves the background video still', async ({ page }) => {
    await page.goto('/');
    await expect(slider(page)).toHaveClass(/is-enhanced/);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(status(page)).toHaveText(/^2 of /);
    const track = slider(page).locator('[data-hero-track]');
    const duration = await track.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
    expect(duration).toBeLessThan(0.01);
    await expect(slide(page, 2)).toBeInViewport({ ratio: 0.9 });
    expect(await page.locator('[data-hero-video]').evaluate((video) => (video as HTMLVideoElement).currentSrc)).toBe(
      '',
    );
  });
});

test('hero slider follows touch swipes; a short, slow one springs back @mobile', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'needs a touch screen');
  await page.goto('/');
  await expect(slider(page)).toHaveClass(/is-enhanced/);
  const count = await slides(page).count();
  const width = (await slider(page).boundingBox())?.width ?? 0;

  await drag(page, -width * 0.3, { durationMs: 500, holdMs: 250 }, true);
  await page.waitForTimeout(600);
  await expectShowing(page, 1, count);

  await drag(page, -width * 0.6, { durationMs: 500, holdMs: 250 }, true);
  await expectShowing(page, 2, count);
  await expect(status(page)).toHaveText(`2 of ${count}`);

  await drag(page, -80, { durationMs: 80 }, true);
  await expectShowing(page, 3, count);
});
