import { expect, test, type Page } from '@playwright/test';
import { plainVideo } from './support/catalog';
import { waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * Issue 46 item 4: with a config that has an `analyticsToken` (demojwa1), a film that plays sends JW's analytics
 * pings (setup, then play with its duration) to JW's endpoint — only once the viewer has allowed analytics.
 */
const video = plainVideo();
const PINGS = 'https://ihe.jwpltx.com/v1/jwplayer6/ping.gif**';

async function recordPings(page: Page): Promise<URLSearchParams[]> {
  const pings: URLSearchParams[] = [];
  await page.route(PINGS, async (route) => {
    pings.push(new URL(route.request().url()).searchParams);
    await route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
  });
  return pings;
}

async function playFilm(page: Page) {
  await page.goto(`/m/${video.mediaid}?app-config=demojwa1`);
  await waitForIsland(page, 'Player');
  await page.getByRole('button', { name: `Play ${video.title}` }).click();
  await waitForPlaybackPast(page, 1);
}

test('a film played with analytics allowed sends the setup and play pings with the token', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'cookies.consent', value: 'accepted', url: test.info().project.use.baseURL! }]);
  const pings = await recordPings(page);
  await playFilm(page);
  await expect.poll(() => pings.map((ping) => ping.get('e'))).toEqual(expect.arrayContaining(['e', 's']));
  const play = pings.find((ping) => ping.get('e') === 's')!;
  expect(Object.fromEntries(play)).toMatchObject({
    aid: 'a17e8PTFFffxLgpVuA4vVw',
    id: video.mediaid,
    t: video.title,
    oos: 'Web',
    sdk: '0',
  });
  expect(Number(play.get('vd'))).toBeGreaterThan(0);
});

test('nothing goes to JW while analytics is declined', async ({ page }) => {
  test.setTimeout(90_000);
  const pings = await recordPings(page);
  await playFilm(page);
  await page.waitForTimeout(1_000);
  expect(pings).toEqual([]);
});
