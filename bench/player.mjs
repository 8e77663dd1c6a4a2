// `npm run bench -- --only=player`: time to the first frame of a VOD item a guest can play, in Chromium, the site's
// media page next to a bare page with a <video> and hls.js on the same stream from the same server, in one run:
//  - from the navigation, playing at once (the site's `?play=1`; the bare page starts on load), on this machine's
//    loopback and on an emulated mobile network, where round trips cost what they cost a viewer;
//  - from the viewer's click on a page already loaded (the site's page starts the stream with a small script and
//    loads hls.js on demand, the player's own code after the first frame; the bare page has hls.js loaded), at once
//    (on the loopback and on the mobile network), and after the pointer rested on the button for 300 ms (the
//    player's code is live by then, and plays it).
// Each try is a fresh browser context (empty cache), the two alternated; the figures are medians.
/* global window, document, performance, MutationObserver -- functions run in the page */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
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

// The bare page, served by the site's own server beside its build (the same connections, compression and network
// as the site's page): a button, a <video>, hls.js, and a script that starts the stream on load (`?play=1`) or on the
// button's click. The server's content security policy allows no inline script, so the starter is a file too.
const BARE_DIR = '_astro/bench-bare';
const barePage = `<!doctype html><meta charset="utf-8"><title>bare</title>
<button id="play" style="width:200px;height:80px">Play</button><video muted playsinline width="640" height="360"></video>
<script src="/${BARE_DIR}/hls.js"></script><script src="/${BARE_DIR}/start.js"></script>`;
const bareStart = (stream) => `const start = () => {
  const video = document.querySelector('video');
  const hls = new Hls({ capLevelToPlayerSize: true });
  hls.loadSource(${JSON.stringify(stream)});
  hls.attachMedia(video);
  video.play();
};
if (location.search === '?play=1') start();
else document.getElementById('play').addEventListener('click', start);`;

/** Writes the bare page's files into the build's client folder (scripts with their Brotli copies); returns their removal. */
function writeBarePage(root, stream) {
  const dir = join(root, 'dist', 'client', BARE_DIR);
  mkdirSync(dir, { recursive: true });
  const hls = readFileSync(createRequire(import.meta.url).resolve('hls.js/dist/hls.min.js'));
  writeFileSync(join(dir, 'index.html'), barePage);
  for (const [name, body] of [['hls.js', hls], ['start.js', Buffer.from(bareStart(stream))]]) {
    writeFileSync(join(dir, name), body);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(body));
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

/** Chromium's emulation of a mobile network, applied to every request of the page's context. */
const MOBILE_NETWORK = { offline: false, latency: 100, downloadThroughput: 10e6 / 8, uploadThroughput: 2e6 / 8 };

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
 * `dwell`, the pointer first rests on the button for 300 ms, moving a little, as a hand on a mouse does; with
 * `network`, Chromium emulates those network conditions.
 */
async function timeToFirstFrame(browser, url, { playSelector, dwell = false, network }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(watchFirstFrame);
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
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
  // The site's page is served from its page cache in every try, as the bare page is a file: with the cache's
  // default 5 s a try now and then found it expired and waited some 200-300 ms for the render, server time that
  // is not the player's and moved the median from run to run.
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-player-')), PAGE_CACHE_TTL_S: '3600' };
  const server = startServer({ root, port, env });
  const { origin } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let removeBarePage = () => {};
  try {
    await waitForServer(`${origin}/healthz`);
    const { path, stream } = await vodPage(origin);
    removeBarePage = writeBarePage(root, stream);
    const bare = `/${BARE_DIR}/index.html`;
    const play = { site: '[data-player-for] .player__big-play', bare: '#play' };
    const cases = [
      { label: 'from the navigation, playing at once', site: `${path}?play=1`, bare: `${bare}?play=1` },
      {
        label: 'from the navigation, playing at once, on a mobile network (100 ms latency, 10 Mbit/s)',
        site: `${path}?play=1`,
        bare: `${bare}?play=1`,
        network: MOBILE_NETWORK,
      },
      { label: 'from the click on a loaded page', site: path, bare, click: play },
      {
        label: 'from the click on a loaded page, on a mobile network (100 ms latency, 10 Mbit/s)',
        site: path,
        bare,
        click: play,
        network: MOBILE_NETWORK,
      },
      {
        label: 'from the click, the pointer having rested 300 ms on the button',
        site: path,
        bare,
        click: play,
        dwell: true,
      },
    ];
    for (const { label, site: sitePath, bare: barePath, click, dwell, network } of cases) {
      const site = [];
      const plain = [];
      for (let run = 0; run < TRIES; run++) {
        site.push(await timeToFirstFrame(browser, origin + sitePath, { playSelector: click?.site, dwell, network }));
        plain.push(await timeToFirstFrame(browser, origin + barePath, { playSelector: click?.bare, dwell, network }));
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
    removeBarePage();
    await browser.close();
    await server.stop();
  }
}
