import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { screenshot } from './support/screenshot';
import { defaultConfig } from './support/site';

/**
 * The installable site (issue 14.7): a web app manifest from the site config that Chromium accepts for
 * installation, the one service worker at /region-sw-4.js (spec 2 §1), and its offline page with the network off.
 */

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The page once the service worker is active and controls it. */
async function controlledBy(page: Page): Promise<{ script: string; scope: string }> {
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { script: ready.active?.scriptURL ?? '', scope: ready.scope };
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return registration;
}

test('the manifest is valid: name, colours from the config, icons that load at their sizes', async ({
  page,
  request,
}) => {
  const { config } = await defaultConfig(request);
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: config.siteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: config.styling?.backgroundColor?.toLowerCase(),
    theme_color: config.styling?.headerBackground?.toLowerCase(),
  });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);

  const sizes: string[] = [];
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type !== 'image/png') continue;
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    sizes.push(icon.sizes);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('Chromium finds the site installable, with the service worker at /region-sw-4.js for the whole site', async ({
  baseURL,
}, testInfo) => {
  // Chromium offers no installation in an incognito profile, which Playwright's contexts are: a real profile here.
  const profile = mkdtempSync(join(tmpdir(), 'ott-pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const { script, scope } = await controlledBy(page);
    expect(new URL(script).pathname).toBe('/region-sw-4.js');
    expect(new URL(scope).pathname).toBe('/');
    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with the network off, a page shows the offline page; back online, "Try again" loads it @mobile', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await controlledBy(page);
  await context.setOffline(true);
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveURL(/\/live$/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await screenshot(page, testInfo, `offline-page-${width}`, { fullPage: false });
  }
  await expectNoSeriousViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.locator('main#content')).toBeVisible();
});

test('the service worker keeps nothing but the offline page: no API answer, no media', async ({ page }) => {
  await page.goto('/');
  await controlledBy(page);
  // Traffic the worker must leave alone: an API answer and the demo's HLS media.
  await page.evaluate(async () => {
    await fetch('/api/region');
    await fetch('/api/openapi.json');
  });
  await page.goto('/live');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept).toContain('/offline');
  expect(kept.filter((path) => path.startsWith('/api/') || /\.(m3u8|ts|mp4|m4s)$/.test(path))).toEqual([]);
});
