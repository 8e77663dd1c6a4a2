import { expect, test, type Frame, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { startPartnerSite, type PartnerSite } from './support/partner-site';
import { screenshot } from './support/screenshot';

/**
 * The embeddable live player `/federation-embed/{cmsId}` as partners use it: framed by a page of another origin
 * (e2e/support/partner-site.ts, allowed as localhost and foreign as 127.0.0.1).
 */
const KORFBALL = '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10'; // semi-final live now
const FISTBALL = '8a6e4b21-0c3f-4d7e-b5a9-2e1f6c9d3b47'; // final in 3 h: highlights with the chip
const BEACH_HANDBALL = 'c2d7f5e8-9a14-4b63-8e0d-71a5b3c6f298'; // transmissionComingSoon
const BROKEN = 'e9b03c7d-4f2a-4186-a5d1-0c8e6b2f9a35';

let partner: PartnerSite;

test.beforeAll(async () => {
  partner = await startPartnerSite();
});

test.afterAll(async () => {
  await partner.close();
});

function embedUrl(baseURL: string | undefined, cmsId: string, query = ''): string {
  return new URL(`/federation-embed/${cmsId}${query}`, baseURL).toString();
}

async function openPartner(page: Page, origin: 'allowed' | 'foreign', src: string, path?: '/frame' | '/nest') {
  await page.goto(partner.url(origin, src, path));
}

/** The frame that loaded the embed: our document, or the browser's error page when it refused to show it. */
async function embedFrame(page: Page, baseURL: string | undefined): Promise<Frame> {
  const find = () =>
    page
      .frames()
      .find(
        (frame) =>
          frame.parentFrame() !== null &&
          (frame.url().startsWith(new URL(baseURL!).origin) || frame.url().startsWith('chrome-error:')),
      );
  await expect.poll(find).toBeTruthy();
  return find()!;
}

async function videoProgress(frame: Frame): Promise<{ paused: boolean; currentTime: number }> {
  return frame.evaluate(() => {
    const video = document.querySelector('video');
    return { paused: video?.paused ?? true, currentTime: video?.currentTime ?? 0 };
  });
}

test('framed by an allowed origin, the live stream plays', async ({ page, baseURL }, testInfo) => {
  await openPartner(page, 'allowed', embedUrl(baseURL, KORFBALL));
  const frame = page.frameLocator('iframe');
  await expect(frame.getByText('LIVE', { exact: true })).toBeVisible();
  await frame.getByRole('button', { name: /^Play / }).click();
  const embed = await embedFrame(page, baseURL);
  await expect.poll(async () => (await videoProgress(embed)).currentTime, { timeout: 20_000 }).toBeGreaterThan(1);
  expect((await videoProgress(embed)).paused).toBe(false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, testInfo, 'embed-partner-1280', { fullPage: false });
});

test('framed by another origin, the embed answers Access Denied and no player', async ({ page, baseURL }, testInfo) => {
  await openPartner(page, 'foreign', embedUrl(baseURL, KORFBALL));
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(frame.getByText('This embed is only accessible from allowed domains.')).toBeVisible();
  await expect(frame.locator('video, .embed__player')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 500 });
  await screenshot(page, testInfo, 'embed-denied-390', { fullPage: false });
});

test('the browser refuses to render the player in a foreign frame, even when the Referer check is passed', async ({
  page,
  baseURL,
}) => {
  // source=wtv lifts the Referer check, but frame-ancestors still names only the allowed domains.
  await openPartner(page, 'foreign', embedUrl(baseURL, KORFBALL, '?source=wtv'));
  const blocked = await embedFrame(page, baseURL);
  await expect.poll(() => blocked.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').locator('.embed__player')).toHaveCount(0);

  // An allowed partner page inside a foreign page: the Referer is allowed, the top ancestor is not.
  await openPartner(page, 'foreign', embedUrl(baseURL, KORFBALL), '/nest');
  const nested = page.frameLocator('iframe').frameLocator('iframe');
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(true);
  await expect(nested.locator('.embed__player')).toHaveCount(0);
});

test("the player's answer lists the allowed origins in frame-ancestors; the error answers any page may frame", async ({
  request,
  baseURL,
}) => {
  const allowed = await request.get(embedUrl(baseURL, KORFBALL), {
    headers: { referer: 'https://www.korfball.example/live' },
  });
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['content-security-policy']).toContain(
    "frame-ancestors 'self' korfball.example *.korfball.example localhost:*;",
  );
  expect(allowed.headers()['cache-control']).toBe('private, no-cache');
  const denied = await request.get(embedUrl(baseURL, KORFBALL), {
    headers: { referer: 'https://korfball.example.evil.test/' },
  });
  expect(denied.status()).toBe(403);
  expect(denied.headers()['content-security-policy']).toContain('frame-ancestors *;');
});

test('the three error texts, with their status codes', async ({ page, baseURL }) => {
  const cases: Array<[string, number, string]> = [
    [embedUrl(baseURL, 'not-a-uuid'), 404, 'Content Not Available'],
    [embedUrl(baseURL, '00000000-0000-4000-8000-000000000000', '?source=wtv'), 404, 'Content Not Available'],
    [embedUrl(baseURL, BROKEN, '?source=wtv'), 422, 'Invalid Configuration of Embed Code'],
    [embedUrl(baseURL, KORFBALL, '?source=wtv&sepId=no-such-event'), 422, 'Invalid Configuration of Embed Code'],
    // Opened on its own, without source=wtv: not from an allowed domain.
    [embedUrl(baseURL, KORFBALL), 403, 'Access Denied'],
  ];
  for (const [url, status, text] of cases) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(status);
    await expect(page.getByRole('heading', { name: text })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Error|at \w+ \(/);
  }
});

test('a scheduled live stream falls back to the VOD with the scheduled-time chip; coming soon says so', async ({
  page,
  baseURL,
}, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
    await page.goto(embedUrl(baseURL, FISTBALL, '?source=wtv'));
    await expect(
      page.getByRole('status').filter({ hasText: /^Scheduled: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/ }),
    ).toBeVisible();
    await expect(page.getByText('LIVE', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play Fistball: Group Stage Highlights' })).toBeVisible();
    await screenshot(page, testInfo, `embed-scheduled-${width}`, { fullPage: false });
  }
  await page.goto(embedUrl(baseURL, BEACH_HANDBALL, '?source=wtv'));
  await expect(page.getByRole('status').filter({ hasText: 'Coming soon' })).toBeVisible();
  await page.getByRole('button', { name: /^Play / }).click();
  await expect
    .poll(async () => (await videoProgress(page.mainFrame())).currentTime, { timeout: 20_000 })
    .toBeGreaterThan(0.5);
});

test('the embed is light: no header, footer or account code, and little script before playback', async ({
  page,
  baseURL,
}, testInfo) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.setViewportSize({ width: 390, height: 220 });
  const poll = page.waitForResponse((response) => response.url().includes(`/api/embed/${KORFBALL}`), {
    timeout: 15_000,
  });
  await page.goto(embedUrl(baseURL, KORFBALL, '?source=wtv'));
  await expect(page.getByRole('button', { name: /^Play / })).toBeVisible();
  // The 10 s poll goes to our own endpoint, never to the CMS.
  expect((await poll).status()).toBe(200);
  await expect(page.locator('header, footer, dialog, [role="dialog"]')).toHaveCount(0);
  expect(scripts.some((url) => /account|session|checkout|consent/i.test(url))).toBe(false);
  await expectNoSeriousViolations(page);
  await screenshot(page, testInfo, 'embed-live-390', { fullPage: false });
});
