import { expect, test, type Page } from '@playwright/test';
import { signUpThroughApi } from './support/account';
import { screenshot } from './support/screenshot';
import { waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * The embedded platform's DRM (issue 45): a paid item plays its own encrypted renditions (CENC), unlocked by the
 * browser's Clear Key CDM with a key from the site's licence server, which gives it only to the entitled viewer.
 * Buying goes through the API (the checkout screens have their own spec).
 */
const PAID = { mediaid: 'IRG57qhg', title: 'Orbitfall' };
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Tess Tester' };

async function openPaidItem(page: Page) {
  await page.goto(`/m/${PAID.mediaid}`);
  await waitForIsland(page, 'Player');
  await page.getByRole('button', { name: `Play ${PAID.title}` }).click();
}

test('an entitled viewer plays the encrypted item: the browser gets its key from the licence server', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // the item is packaged at its first play: ffmpeg and the encryption share a busy machine
  await signUpThroughApi(page, 'Drm');
  const origin = new URL(page.url()).origin;
  const headers = { 'x-session': 'cookie', origin };
  const order = await page.request.post('/api/orders', { headers, data: { offerId: 'S234567890_NL' } });
  expect(order.status()).toBe(201);
  type Ordered = { id: string; totalPrice: number; currency: string };
  const { id, totalPrice: amount, currency } = (await order.json()) as Ordered;
  const quote = { orderId: id, amount, currency };
  const paid = await page.request.post(`/api/orders/${id}/payments`, { headers, data: { card: CARD, quote } });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');

  const segments: string[] = [];
  page.on('request', (request) => {
    if (/\.m4s(?:$|\?)/.test(request.url())) segments.push(request.url());
  });
  const licence = page.waitForResponse((response) => response.url().endsWith('/api/drm/clearkey'));
  await openPaidItem(page);
  const answered = await licence;
  expect(answered.status()).toBe(200);
  expect(answered.request().headers()['x-licence-token']).toMatch(/^[\w-]+\.[\w-]{43}$/);
  const { keys } = (await answered.json()) as { keys: Array<{ k: string }> };
  await waitForPlaybackPast(page, 2, 40_000);
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.every((url) => url.includes(`/protected/${PAID.mediaid}/`))).toBe(true);
  await screenshot(page, testInfo, 'drm-item-playing', { fullPage: false });

  // Nothing of the protection is in the page: no address of the renditions, and never the key.
  const html = await (await fetch(`${origin}/m/${PAID.mediaid}`)).text();
  expect(html).not.toContain('/protected/');
  for (const key of [keys[0]!.k, Buffer.from(keys[0]!.k, 'base64url').toString('base64')])
    expect(html).not.toContain(key);
});

test("a guest's player shows the locked state and asks no licence", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const licences: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/drm/')) licences.push(request.url());
  });
  // On the demo's SVOD config, where the item is offered (the free default shows it no play button), asked to play.
  await page.goto(`/m/${PAID.mediaid}?app-config=demoauth&play=1`);
  const locked = page.getByRole('alert').filter({ hasText: 'Sign in or subscribe to watch' });
  await expect(locked).toBeVisible({ timeout: 30_000 });
  await screenshot(page, testInfo, 'drm-item-guest', { fullPage: false });
  expect(await page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)).toBe(0);
  expect(licences).toEqual([]);
});
