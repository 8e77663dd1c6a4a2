// `npm run bench -- --only=lighthouse`: Lighthouse (performance only) on the built server with the demo data, in
// Debian's Chromium, mobile preset (simulated slow 4G, 4x CPU slowdown) and desktop preset. Each page runs
// BENCH_LIGHTHOUSE_RUNS times (3) per preset; the table shows medians. Bytes are what went over the wire
// (compressed), by resource type. Reports are not written to disk.
// BENCH_LIGHTHOUSE_ROOT points at another checkout's built server to measure it the same way (before/after).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startServer, waitForServer } from './support.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The pages of the targets, found by following the demo data's own links. */
async function benchPaths(origin) {
  const html = async (path) => (await fetch(origin + path)).text();
  const first = (text, pattern) => pattern.exec(text)?.[1];
  const home = await html('/');
  const athletes = await html('/athletes');
  const mediaLinks = [...new Set([...home.matchAll(/href="(\/m\/[^"?#]+)/g)].map((match) => match[1]))];
  let series;
  for (const link of mediaLinks.slice(0, 30)) {
    series = first(await html(link), /<link rel="canonical" href="[^"]*?(\/s\/[^"?#]+)/);
    if (series) break;
  }
  return [
    '/',
    first(home, /href="(\/p\/[^"?#]+)/),
    mediaLinks[0],
    series,
    '/sports',
    first(athletes, /href="(\/athletes\/[^"?#/]+)"/),
    '/schedule',
    '/q/archery',
  ].filter(Boolean);
}

/**
 * Requests a page as browsers do (Brotli, so its kept copy is compressed already), then every image of it at every
 * width its srcset offers, as browsers ask for them (AVIF).
 */
async function warm(origin, path) {
  const html = await (await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip' } })).text();
  const urls = new Set();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset)="([^"]+)"/gi)) {
    const candidates =
      attribute.toLowerCase() === 'srcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0]) : [value];
    for (const url of candidates)
      if (url?.startsWith('/') && !url.startsWith('//')) urls.add(url.replaceAll('&amp;', '&'));
  }
  const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  for (const url of urls) await (await fetch(origin + url, { headers: { accept } })).arrayBuffer();
}

const BYTE_TYPES = { Document: 'HTML', Stylesheet: 'CSS', Script: 'JS', Image: 'img' };

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = { HTML: 0, CSS: 0, JS: 0, img: 0 };
  for (const request of requests) {
    const type = BYTE_TYPES[request.resourceType];
    if (type) bytes[type] += request.transferSize ?? 0;
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...bytes,
    requests: requests.length,
  };
}

function tableRow(path, runs) {
  const m = (key) => median(runs.map((run) => run[key]));
  const kb = (key) => `${(m(key) / 1024).toFixed(1)}`;
  return {
    page: path,
    score: m('score'),
    'FCP s': (m('fcp') / 1000).toFixed(2),
    'LCP s': (m('lcp') / 1000).toFixed(2),
    'TBT ms': Math.round(m('tbt')),
    CLS: m('cls').toFixed(3),
    'HTML KB': kb('HTML'),
    'CSS KB': kb('CSS'),
    'JS KB': kb('JS'),
    'img KB': kb('img'),
    requests: m('requests'),
  };
}

export async function runLighthouseBench({ root, port }) {
  const serverRoot = process.env.BENCH_LIGHTHOUSE_ROOT ?? root;
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const server = startServer({
    root: serverRoot,
    port,
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lighthouse-')) },
  });
  const { origin } = server;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
  });
  try {
    await waitForServer(`${origin}/healthz`);
    const paths = await benchPaths(origin);
    // Fills the data and page caches, and the resized images, as a live site has them (its image CDN too): else
    // each page's first run pays for encoding its images, and one cold run in three moves the median.
    for (const path of paths) await warm(origin, path);
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const rows = [];
      for (const path of paths) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          const result = await lighthouse(
            origin + path,
            { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
            config,
          );
          results.push(figures(result.lhr));
        }
        rows.push(tableRow(path, results));
      }
      console.log(
        `\nLighthouse ${preset} preset, median of ${runs} (${serverRoot === root ? 'this checkout' : serverRoot}):`,
      );
      console.table(rows);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}
