import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appConfig, type CatalogConfig } from './catalog';

/** Helpers shared by the specs: the active site config, island hydration, console errors, media cards. */

/** The config the site loads without `?app-config=`, as its public `/.webapp.ini` names it. */
export async function defaultConfig(request: APIRequestContext): Promise<{ id: string; config: CatalogConfig }> {
  const response = await request.get('/.webapp.ini');
  expect(response.status()).toBe(200);
  const match = /^\s*defaultConfigSource\s*=\s*"?([A-Za-z0-9]{8})"?\s*$/m.exec(await response.text());
  const id = match?.[1];
  if (!id) throw new Error('/.webapp.ini names no config id as defaultConfigSource');
  return { id, config: appConfig(id) };
}

/** Islands that wait for the viewer's intent: `client:intent`, and `client:live` (a live event's player). */
const WAITING_FOR_INTENT = ':is([client="intent"], [client="live"])[ssr]';

/**
 * Islands that load on the viewer's first intent get it, as a pointer passing over them would give it: the tests
 * that wait for an island are about what it does once live.
 */
async function showIntent(islands: Locator): Promise<void> {
  await islands.evaluateAll((elements) => {
    for (const element of elements) element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  });
}

/** Waits until the React island whose component file name contains `component` has hydrated. */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await expect(island).toBeAttached();
  await showIntent(page.locator(`astro-island[component-url*="/${component}."]${WAITING_FOR_INTENT}`));
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Waits until every island has hydrated (those waiting for intent are given it), except the watch-list shelves
 * (`client:lists`), which wait for the viewer to have lists or a session and so never hydrate on a fresh guest's
 * visit.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await showIntent(page.locator(`astro-island${WAITING_FOR_INTENT}`));
  await expect(page.locator('astro-island[ssr]:not([client="lists"])')).toHaveCount(0, { timeout: 15_000 });
}

/** Waits until the header's search toggle is live (its script has run; the panel loads on first use). */
export async function waitForSearchToggle(page: Page): Promise<void> {
  await expect(page.locator('[data-search-slot][data-ready]')).toBeAttached();
}

/** Collects console errors and uncaught page errors from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The visible titles of the media cards inside `scope`, in order. */
export async function cardTitles(scope: Locator): Promise<string[]> {
  const titles = await scope.locator('.media-card .media-card__title').allTextContents();
  return titles.map((title) => title.trim());
}

/** The `<video>` of the player. */
export function playerVideo(page: Page): Locator {
  return page.locator('media-controller video');
}

export async function videoState(page: Page): Promise<{ currentTime: number; paused: boolean }> {
  return playerVideo(page).evaluate((element) => {
    const video = element as HTMLVideoElement;
    return { currentTime: video.currentTime, paused: video.paused };
  });
}

/** Waits until the player's video has played past `seconds`. */
export async function waitForPlaybackPast(page: Page, seconds: number, timeout = 20_000): Promise<void> {
  await expect(playerVideo(page)).toBeAttached({ timeout });
  await page.waitForFunction(
    (limit) => {
      const video = document.querySelector('media-controller video');
      return video instanceof HTMLVideoElement && !video.paused && video.currentTime > limit;
    },
    seconds,
    { timeout },
  );
}
