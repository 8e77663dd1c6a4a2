// `npm run bench -- --only=player`: time to the first frame of a VOD item a guest can play, in Chromium, the site's
// media page next to a bare page with a <video> and hls.js on the same stream from the same server, in one run:
//  - from the navigation, playing at once (the site's `?play=1`; the bare page starts on load);
//  - from the viewer's click on a page already loaded (the site's player loads its code and the HLS engine on
//    demand; the bare page has hls.js loaded), at once, and after the pointer rested on the button for 300 ms.
// Each try is a fresh browser context (empty cache), the two alternated; the figures are medians.
/* global window, document, performance, MutationObserver -- functions run in the page */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer, waitForServer } from './support.mjs';

const TRIES = Number(process.env.BENCH_PLAYER_TRIES ?? 7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Installed in every page: the time of the first click, and of the first frame any <video> presents. */
function watchFirstFrame() {
  const marks = { click: 0, frame: 0 };
  window.__firstFrame = marks;
  document.addEventListener('pointerdown', () => (marks.click ||= performance.now()), { capture: true });
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (seen.has(video)) continue;
      seen.add(video);
      video.requestVideoFrameCallback(() => (marks.frame ||= performance.now()));
    }
  }).observe(document, { childList: true, subtree: true });
}

const barePage = (stream) => `<!doctype html><meta charset="utf-8"><title>bare</title>
<button id="play" style="width:200px;height:80px">Play</button><video muted playsinline width="640" height="360"></video>
<script src="/__bench/hls.js"></script>
<script>
  const start = () => {
    const video = document.querySelector('video');
    const hls = new Hls({ capLevelToPlayerSize: true });
    hls.loadSource(${JSON.stringify(stream)});
    hls.attachMedia(video);
    video.play();
  };
  if (location.search === '?play=1') start();
  else document.getElementById('play').addEventListener('click', start);
</script>`;

/** A VOD media page of the demo data that a guest can play, and its stream, found through the home page's links. */
async function vodPage(origin) {
  const home = await (await fetch(`${origin}/`)).text();
  for (const path of new Set(home.matchAll(/href="(\/m\/[^"?#]+)/g).map((match) => match[1]))) {
    const html = (await (await fetch(origin + path)).text()).replaceAll('&quot;', '"');
    const player = html.slice(html.indexOf('data-player-for'));
    const stream = /"file":\[0,"([^"]+\.m3u8)"\]/.exec(player)?.[1];
    const guestPlays = /"requiresSubscription":\[0,false\]/.test(player) && /"offers":\[1,\[\]\]/.test(player);
    if (stream && guestPlays && /"duration":\[0,[1-9]/.test(player)) return { path, stream };
  }
  throw new Error('no VOD item a guest can play on the home page');
}

/**
 * Milliseconds to the first frame: from the click on `playSelector`, or from the navigation without one. With
 * `dwell`, the pointer first rests on the button for 300 ms, moving a little, as a hand on a mouse does.
 */
async function timeToFirstFrame(browser, url, playSelector, setup, dwell = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(watchFirstFrame);
    await setup?.(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: playSelector ? 'networkidle' : 'commit' });
    if (playSelector && dwell) {
      const box = await page.locator(playSelector).boundingBox();
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.waitForTimeout(150);
      await page.mouse.move(x + 2, y + 1);
      await page.waitForTimeout(150);
    }
    if (playSelector) await page.click(playSelector);
    await page.waitForFunction(() => window.__firstFrame.frame > 0, null, { timeout: 30_000 });
    const { click, frame } = await page.evaluate(() => window.__firstFrame);
    return playSelector ? frame - click : frame;
  } finally {
    await context.close();
  }
}

export async function runPlayerBench({ root, port }) {
  const server = startServer({ root, port, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-player-')) } });
  const { origin } = server;
  const hlsScript = readFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await waitForServer(`${origin}/healthz`);
    const { path, stream } = await vodPage(origin);
    const bare = async (context) => {
      await context.route(`${origin}/__bench/bare*`, (route) =>
        route.fulfill({ contentType: 'text/html', body: barePage(stream) }),
      );
      await context.route(`${origin}/__bench/hls.js`, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: hlsScript }),
      );
    };
    const cases = [
      ['from the navigation, playing at once', `${path}?play=1`, '/__bench/bare?play=1', null, null],
      ['from the click on a loaded page', path, '/__bench/bare', '[data-player-for] .player__big-play', '#play'],
      [
        'from the click, the pointer having rested 300 ms on the button',
        path,
        '/__bench/bare',
        '[data-player-for] .player__big-play',
        '#play',
        true,
      ],
    ];
    for (const [label, sitePath, barePath, siteClick, bareClick, dwell] of cases) {
      const site = [];
      const plain = [];
      for (let run = 0; run < TRIES; run++) {
        site.push(await timeToFirstFrame(browser, origin + sitePath, siteClick, undefined, dwell));
        plain.push(await timeToFirstFrame(browser, origin + barePath, bareClick, bare, dwell));
      }
      console.log(`\nTime to the first frame ${label}, median of ${TRIES} (${path}, ${stream}):`);
      console.table([
        {
          player: `site's media page`,
          'first frame ms': Math.round(median(site)),
          runs: site.map(Math.round).join(' '),
        },
        {
          player: 'bare <video> + hls.js',
          'first frame ms': Math.round(median(plain)),
          runs: plain.map(Math.round).join(' '),
        },
      ]);
      console.log(`site / bare: ${(median(site) / median(plain)).toFixed(2)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
