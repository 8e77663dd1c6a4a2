import { expect, test, type APIRequestContext } from '@playwright/test';
import { plainVideo } from './support/catalog';
import { waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * Issue 46 in the running site: a film that plays sends its quality beacon when the page is left, and `/metrics`
 * then counts a startup time; an error thrown in a page reaches the own intake and the operators' list.
 */
const video = plainVideo();

async function startupCount(request: APIRequestContext): Promise<number> {
  const text = await (await request.get('/metrics')).text();
  const counts = text.matchAll(/^ott_qoe_startup_seconds_count\{[^}]*\} (\d+)$/gm);
  return [...counts].reduce((sum, match) => sum + Number(match[1]), 0);
}

test('a film that plays is counted in the startup-time histogram once the page is left', async ({ page, request }) => {
  // Playback on a busy two-core machine can take most of the default 45 s by itself.
  test.setTimeout(90_000);
  const before = await startupCount(request);
  await page.goto(`/m/${video.mediaid}`);
  await waitForIsland(page, 'Player');
  await page.getByRole('button', { name: `Play ${video.title}` }).click();
  await waitForPlaybackPast(page, 1);
  const beacon = page.waitForResponse((answer) => answer.url().endsWith('/api/telemetry/qoe'));
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // A beacon's Blob body is not readable from here: the server's counters say what it carried.
  expect((await beacon).status()).toBe(204);
  await expect.poll(() => startupCount(request)).toBeGreaterThan(before);
});

test("an error thrown in a page reaches the intake and the operators' list", async ({ page, request }) => {
  test.setTimeout(90_000);
  // The layout's module script, which listens for errors, has run by DOMContentLoaded.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const marker = `telemetry check ${Date.now().toString(36)}`;
  const reported = page.waitForResponse((answer) => answer.url().endsWith('/api/telemetry/errors'));
  await page.evaluate((message) => setTimeout(() => {
    throw new Error(message);
  }), marker);
  expect((await reported).status()).toBe(204);
  await expect
    .poll(async () => {
      const { errors } = (await (await request.get('/api/telemetry/errors/top?limit=100')).json()) as {
        errors: Array<{ message: string; source: string; category: string; path: string }>;
      };
      return errors.find((group) => group.message.includes(marker));
    })
    .toMatchObject({ source: 'window', category: 'unknown', path: '/' });
});
