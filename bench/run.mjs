// `npm run bench`: prints figures, asserts nothing. Starts the built server, then measures
//  1. per page: HTML bytes, and JS loaded before interaction (raw and brotli) in Chromium;
//  2. throughput of the home, a sport and the athletes pages (autocannon, 50 connections, 10 s each), served from
//     the page cache and rendered each time, next to a static file of the home page's size served by the same
//     server, measured side by side in this run, as ratios;
//  3. the own backend: login and watch-history writes on PGlite and on PostgreSQL (bench/api.mjs);
//  4. the search API over the demo dataset and a generated one 100× larger (bench/search.mjs);
//  5. pages while the media platform hangs (bench/upstream.mjs);
//  6. Lighthouse, mobile and desktop presets, on the pages of the first-load targets (bench/lighthouse.mjs);
//  7. time to the first frame of the player after the click, next to a bare <video> with hls.js (bench/player.mjs);
//  8. 10,000 idle notification streams on one instance, opened in waves of 2,000 and held 310 s: the streams the
//     server dropped, its memory per stream and the fan-out to all of them; and the delivery across two instances
//     on PostgreSQL over LISTEN/NOTIFY and Redis (bench/notifications.mjs);
//  9. pages alone and beside 1,000 browser beacons a second (bench/telemetry.mjs).
// `--only=pages`, `--only=api`, `--only=search`, `--only=upstream`, `--only=lighthouse`, `--only=player`,
// `--only=notifications` or `--only=telemetry` (or BENCH_ONLY=…) runs one part.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { benchApi } from './api.mjs';
import { runSearchBench } from './search.mjs';
import { runLighthouseBench } from './lighthouse.mjs';
import { runPlayerBench } from './player.mjs';
import { runCrossInstanceBench, runNotificationsBench } from './notifications.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer, waitForServer } from './support.mjs';
import { runTelemetryBench } from './telemetry.mjs';
import { runUpstreamBench } from './upstream.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4391);
const origin = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;

async function firstIds() {
  const html = await (await fetch(`${origin}/`)).text();
  const playlist = /href="(\/p\/[^"?#]+)/.exec(html)?.[1];
  const media = /href="(\/m\/[^"?#]+)/.exec(html)?.[1];
  const sportsHtml = await (await fetch(`${origin}/sports`)).text();
  const sport = /href="(\/sports\/[^"?#/]+)"/.exec(sportsHtml)?.[1];
  return { playlist, media, sport };
}

async function pageWeights(paths) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        try {
          scripts.push(await response.body());
        } catch {
          /* body unavailable (redirect) */
        }
      }
    });
    const response = await page.goto(origin + path, { waitUntil: 'networkidle' });
    const html = (await response?.body()) ?? Buffer.alloc(0);
    const js = Buffer.concat(scripts);
    rows.push({
      page: path,
      'HTML bytes': html.length,
      'HTML brotli': brotliCompressSync(html).length,
      'JS files': scripts.length,
      'JS bytes': js.length,
      'JS brotli': scripts.reduce((sum, s) => sum + brotliCompressSync(s).length, 0),
    });
    await page.close();
  }
  await browser.close();
  return rows;
}

function load(url, options = {}) {
  return new Promise((resolvePromise, reject) => {
    autocannon({ url, connections: 50, duration, ...options }, (error, result) =>
      error ? reject(error) : resolvePromise(result),
    );
  });
}

/** Every request a new URL, so the built-in page cache never answers: the cost of a full render. */
let unique = 0;
const bypassCache = (path) => ({
  requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${(unique += 1)}` }) }],
});

function row(target, result) {
  return { target, 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx };
}

const buildStatus = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
if (buildStatus.status !== 0) process.exit(1);

const parts = {
  pages: () => benchPages(),
  api: () => benchApi({ root, basePort: Number(process.env.BENCH_API_PORT ?? 4491), duration }),
  search: () => runSearchBench({ root, port, duration }),
  upstream: () => runUpstreamBench({ root, port, duration }),
  lighthouse: () => runLighthouseBench({ root, port }),
  player: () => runPlayerBench({ root, port }),
  notifications: async () => {
    await runNotificationsBench({ root, port });
    await runCrossInstanceBench({ root, port });
  },
  telemetry: () => runTelemetryBench({ root, port, duration }),
};
if (only && !(only in parts)) {
  console.error(`unknown part "${only}": use ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const [name, run] of Object.entries(parts)) if (!only || only === name) await run();

/** Page weights in Chromium and page throughput against a static file, on one server. */
async function benchPages() {
  const server = startServer({ root, port });
  const staticFile = join(root, 'dist', 'client', 'bench-static.html');
  try {
    await waitForServer(`${origin}/healthz`);
    const { playlist, media, sport } = await firstIds();
    const paths = ['/', playlist, media, sport, '/athletes', '/this-page-does-not-exist'].filter(Boolean);
    console.log('\nPage weight (before interaction, Chromium, 1440x900):');
    console.table(await pageWeights(paths));

    const homeHtml = await (await fetch(`${origin}/`)).text();
    writeFileSync(staticFile, homeHtml);
    await load(`${origin}/`); // warm-up of caches and JIT, not reported
    const still = await load(`${origin}/bench-static.html`);
    const rows = [row(`static file (${Buffer.byteLength(homeHtml)} B)`, still)];
    const ratios = [];
    for (const path of ['/', sport, '/athletes'].filter(Boolean)) {
      const cached = await load(origin + path);
      const rendered = await load(origin + path, bypassCache(path));
      rows.push(row(`${path} (page cache on)`, cached), row(`${path} (rendered each time)`, rendered));
      ratios.push(`${path}: ${(cached.requests.average / still.requests.average).toFixed(2)} cached, ${(rendered.requests.average / still.requests.average).toFixed(3)} rendered`);
    }
    console.log(`\nThroughput, 50 connections, ${duration} s each (same server, same run):`);
    console.table(rows);
    console.log(`page / static req/s ratios: ${ratios.join('; ')}`);
  } finally {
    rmSync(staticFile, { force: true });
    await server.stop();
  }
}
