// `npm run bench -- --only=upstream`: the site on a media platform that works, then hangs (accepts, never
// answers), side by side in one run. Figures: throughput and p99 of a page whose data is cached but past its TTL
// (served stale), and of a page never seen (503 within the budget, then at once while the breaker is open).
// `BENCH_UPSTREAM_ROOT` points at another checkout's built server to measure it the same way (before/after).
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startServer, waitForServer } from './support.mjs';

const CONFIG_ID = 'ajk3mzq8';
const PLAYLIST_ID = 'dGSUzs9o';

/** Serves the JW fixtures' config and featured playlist; anything else is 404. In `hang` mode nothing answers. */
function startPlatform(root) {
  const fixture = (file) => readFileSync(join(root, 'tests', 'fixtures', 'jw', file));
  const bodies = {
    [`/apps/configs/${CONFIG_ID}.json`]: fixture(`config-${CONFIG_ID}.json`),
    [`/v2/playlists/${PLAYLIST_ID}`]: fixture('playlist-featured.json'),
  };
  const platform = { mode: 'ok', server: undefined, url: '' };
  platform.server = createServer((req, res) => {
    if (platform.mode === 'hang') return;
    const body = bodies[new URL(req.url, 'http://x').pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body ?? '{"message":"Not Found"}');
  });
  return new Promise((resolve) =>
    platform.server.listen(0, '127.0.0.1', () => {
      platform.url = `http://127.0.0.1:${platform.server.address().port}`;
      resolve(platform);
    }),
  );
}

function load(url, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections: 50, duration }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function row(target, result) {
  return {
    target,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    '5xx': result['5xx'],
    timeouts: result.timeouts,
  };
}

export async function runUpstreamBench({ root, port, duration }) {
  const serverRoot = process.env.BENCH_UPSTREAM_ROOT ?? root;
  const platform = await startPlatform(root);
  const server = startServer({
    root: serverRoot,
    port,
    env: {
      LOG_LEVEL: 'fatal',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-upstream-')),
      DATABASE_URL: '',
      MEDIA_PLATFORM: 'jw',
      JW_API_BASE: platform.url,
      APP_CONFIG_DEFAULT: CONFIG_ID,
      CACHE_TTL_MEDIA_S: '1',
      CACHE_TTL_CONFIG_S: '1',
      PAGE_CACHE_TTL_S: '0',
    },
  });
  const { origin } = server;
  try {
    await waitForServer(`${origin}/readyz`); // the embedded database is open: its first start blocks for seconds
    const cached = `${origin}/p/${PLAYLIST_ID}`;
    await fetch(cached);
    const rows = [row('platform up: playlist page', await load(cached, duration))];
    platform.mode = 'hang';
    await new Promise((r) => setTimeout(r, 1100));
    rows.push(row('platform hangs: playlist page (data past its TTL)', await load(cached, duration)));
    rows.push(row('platform hangs: media page never seen', await load(`${origin}/m/Hg5lT0rs`, duration)));
    console.log(`\nUpstream outage (${serverRoot}), 50 connections, ${duration} s each`);
    console.table(rows);
  } finally {
    platform.server.closeAllConnections();
    platform.server.close();
    await server.stop();
  }
}
