import { expect, test } from '@playwright/test';
import { plainVideo } from './support/catalog';
import { screenshot } from './support/screenshot';
import { collectErrors, waitForIsland, waitForPlaybackPast } from './support/site';

/**
 * Server-side ads on the demo config `demossai` (spec 3 §7): the player plays the platform's ad-insertion stream
 * (`…/ssai.m3u8?ad_config_id=…`), where the demo media server has stitched the ad spot's segments before the
 * content's with EXT-X-DISCONTINUITY. No ad overlay of ours: the ad is part of the stream.
 */
const video = plainVideo();

test('the stitched stream plays the ad segments, then crosses the discontinuity into the content', async ({
  page,
}, testInfo) => {
  // Real seconds of ad and content play, on a machine that may be busy.
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    fetched.push(`${pathname}${search}`);
  });

  await page.goto(`/m/${video.mediaid}?app-config=demossai`);
  await waitForIsland(page, 'Player');
  await page.getByRole('button', { name: `Play ${video.title}` }).click();

  // The 5 s spot, then past the switch into the content's own timeline.
  await waitForPlaybackPast(page, 1.5, 45_000);
  await screenshot(page, testInfo, 'ssai-ad-in-stream');
  await waitForPlaybackPast(page, 6.5, 45_000);
  const stream = fetched.find((url) => url.includes('/ssai.m3u8'));
  expect(stream).toMatch(
    new RegExp(`/demo-media/v2/sites/\\w+/media/${video.mediaid}/ssai\\.m3u8\\?ad_config_id=aurora-ssai`),
  );
  expect(fetched).toContain('/demo-media/ads/hls/aurora-kit/seg_000.ts');
  expect(fetched.some((url) => /^\/demo-media\/hls\/[\w-]+\/360p\/seg_00[01]\.ts$/.test(url))).toBe(true);
  // The ads are in the stream: the client-side ad plan is never asked for, no ad overlay is shown.
  expect(fetched.some((url) => url.startsWith('/api/ads/'))).toBe(false);
  await expect(page.getByRole('region', { name: 'Advertisement' })).toHaveCount(0);
  await screenshot(page, testInfo, 'ssai-content-after-ad');
  expect(errors.filter((error) => !error.includes('gstatic.com/cv/js/sender'))).toEqual([]);
});
