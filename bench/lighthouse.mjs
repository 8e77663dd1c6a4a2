// `npm run bench -- --only=lighthouse`: Lighthouse (performance only) on the built server, in Debian's Chromium,
// mobile preset (simulated slow 4G, 4x CPU slowdown) and desktop preset, each page beside its floor (floor.mjs:
// the same HTML with every script removed, served the same way). Page and floor alternate (page first on even
// runs, floor first on odd ones), BENCH_LIGHTHOUSE_RUNS times (5) per page and preset; the tables show medians,
// the spread (max − min) of the page's runs, and the ratios of the medians to the floor's. Bytes are what went over
// the wire (compressed), by resource type. Reports are not written to disk.
// Data: the demo catalog, or with MEDIA_PLATFORM=jw the JW stand-in the contract tests use
// (tests/contract/media-platform.jw-handler.ts), started here unless JW_API_BASE is set.
// BENCH_LIGHTHOUSE_ROOT points at another checkout's built server to measure it the same way (before/after);
// BENCH_LIGHTHOUSE_PAGES (home,playlist,media,series,sports,athlete,schedule,search) and BENCH_LIGHTHOUSE_PRESETS
// (mobile,desktop) narrow the run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { FLOOR_PREFIX, startFloorProxy } from './floor.mjs';
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
  const pages = {
    home: '/',
    playlist: first(home, /href="(\/p\/[^"?#]+)/),
    media: mediaLinks[0],
    series,
    sports: '/sports',
    athlete: first(athletes, /href="(\/athletes\/[^"?#/]+)"/),
    schedule: '/schedule',
    search: `/q/${process.env.MEDIA_PLATFORM === 'jw' ? 'ceremony' : 'archery'}`,
  };
  const wanted = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const paths = [];
  for (const [name, path] of Object.entries(pages)) {
    if (!path || (wanted && !wanted.includes(name))) continue;
    // A page the data does not have (no sports in a JW catalog) is left out rather than measured as a 404.
    if ((await fetch(origin + path)).status === 200) paths.push(path);
  }
  return paths;
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

const spread = (values) => Math.max(...values) - Math.min(...values);

/** Medians of the page's runs with their spread, the floor's medians, and the ratios (TBT: the difference). */
function tableRow(path, site, floor) {
  const m = (runs, key) => median(runs.map((run) => run[key]));
  const s = (key) => spread(site.map((run) => run[key]));
  const sec = (ms) => (ms / 1000).toFixed(2);
  const kb = (key) => `${(m(site, key) / 1024).toFixed(1)}`;
  return {
    page: path,
    score: m(site, 'score'),
    'FCP s (±)': `${sec(m(site, 'fcp'))} ±${sec(s('fcp'))}`,
    'floor FCP': sec(m(floor, 'fcp')),
    'FCP ×': (m(site, 'fcp') / m(floor, 'fcp')).toFixed(2),
    'LCP s (±)': `${sec(m(site, 'lcp'))} ±${sec(s('lcp'))}`,
    'floor LCP': sec(m(floor, 'lcp')),
    'LCP ×': (m(site, 'lcp') / m(floor, 'lcp')).toFixed(2),
    'TBT ms (±)': `${Math.round(m(site, 'tbt'))} ±${Math.round(s('tbt'))}`,
    'floor TBT': Math.round(m(floor, 'tbt')),
    'TBT −floor': Math.round(m(site, 'tbt') - m(floor, 'tbt')),
    CLS: m(site, 'cls').toFixed(3),
    'HTML KB': kb('HTML'),
    'JS KB': kb('JS'),
    'img KB': kb('img'),
  };
}

/** The floor's spread, in one line under the table: a ratio moves only when it moves by more than both spreads. */
function floorSpreads(rows) {
  return rows
    .map(
      ({ path, floor }) =>
        `${path} FCP ±${(spread(floor.map((r) => r.fcp)) / 1000).toFixed(2)} LCP ±${(spread(floor.map((r) => r.lcp)) / 1000).toFixed(2)} TBT ±${Math.round(spread(floor.map((r) => r.tbt)))}`,
    )
    .join('; ');
}

/** The JW stand-in of the contract tests on an OS-chosen port (TypeScript, loaded through tsx). */
async function startJwPlatform() {
  const { register } = await import('tsx/esm/api');
  const unregister = register();
  const { createJwFixtureHandler, JW_IDS } = await import('../tests/contract/media-platform.jw-handler.ts');
  const { startFixtureServer } = await import('../tests/support/fixture-server.ts');
  const server = await startFixtureServer(createJwFixtureHandler());
  await unregister();
  return { ...server, env: { MEDIA_PLATFORM: 'jw', JW_API_BASE: server.url, APP_CONFIG_DEFAULT: JW_IDS.configId } };
}

async function measure(chromePort, url, config) {
  const result = await lighthouse(
    url,
    { port: chromePort, logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
    config,
  );
  return figures(result.lhr);
}

export async function runLighthouseBench({ root, port }) {
  const serverRoot = process.env.BENCH_LIGHTHOUSE_ROOT ?? root;
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const presets = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
  const jw = process.env.MEDIA_PLATFORM === 'jw' && !process.env.JW_API_BASE ? await startJwPlatform() : undefined;
  const proxyPort = port + 1;
  const server = startServer({
    root: serverRoot,
    port,
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lighthouse-')),
      SITE_URL: `http://127.0.0.1:${proxyPort}`,
      ...jw?.env,
    },
  });
  const proxy = await startFloorProxy({ port: proxyPort, upstreamOrigin: server.origin });
  const { origin } = proxy;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
  });
  try {
    await waitForServer(`${server.origin}/healthz`);
    const paths = await benchPaths(origin);
    // Fills the data and page caches, and the resized images, as a live site has them (its image CDN too): else
    // each page's first run pays for encoding its images, and one cold run in three moves the median. The floors
    // are compressed once here too.
    for (const path of paths) {
      await warm(origin, path);
      await warm(origin, FLOOR_PREFIX + path);
    }
    const data = jw ? 'JW stand-in' : 'demo data';
    for (const preset of presets) {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      const rows = [];
      for (const path of paths) {
        const site = [];
        const floor = [];
        for (let run = 0; run < runs; run++) {
          const order = run % 2 === 0 ? ['site', 'floor'] : ['floor', 'site'];
          for (const which of order) {
            if (which === 'site') site.push(await measure(chrome.port, origin + path, config));
            else floor.push(await measure(chrome.port, origin + FLOOR_PREFIX + path, config));
          }
        }
        rows.push({ path, site, floor });
      }
      console.log(
        `\nLighthouse ${preset} preset, ${data}, median of ${runs} interleaved with the floor (${serverRoot === root ? 'this checkout' : serverRoot}):`,
      );
      console.table(rows.map(({ path, site, floor }) => tableRow(path, site, floor)));
      console.log(`floor spreads: ${floorSpreads(rows)}`);
    }
  } finally {
    chrome.kill();
    await proxy.close();
    await server.stop();
    await jw?.close();
  }
}
