// `npm run bench -- --only=telemetry` (issue 46): do browser beacons slow the pages? Page traffic alone, beside
// 1,000 beacons a second (QoE and error reports, from 2,000 client addresses behind a trusted proxy, as viewers
// are), and — the control — beside 1,000 plain `GET /healthz` a second, which pay the same HTTP and Astro pipeline and
// do nothing else; phases in rotating order, three rounds each; medians and ranges of the pages' p50 and p99. The
// floods come from a worker thread, so their own work does not delay the page client's event loop.
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { startServer, waitForServer } from './support.mjs';

const BEACONS_PER_SECOND = 1_000;
const CLIENT_ADDRESSES = 2_000;
const ROUNDS = 3;

const QOE_BEACON = JSON.stringify({
  entries: [
    { mediaid: 'NW52o2Ew', live: false, startupSeconds: 0.8, rebuffers: 1, rebufferSeconds: 0.4, watchSeconds: 30, bitrateSwitches: 2, height: 720, errors: [] },
  ],
});
const ERROR_REPORT = JSON.stringify({
  category: 'network',
  severity: 'medium',
  message: 'Failed to fetch /api/favorites',
  source: 'window',
  path: '/',
});

/** The flood, run in a worker: one beacon in ten is an error report, the rest QoE; each from the next address. */
const FLOOD = `
const { workerData, parentPort } = require('node:worker_threads');
const autocannon = require('autocannon');
let n = 0;
const next = (path, body) => (request) => {
  n += 1;
  const address = '10.' + ((n % ${CLIENT_ADDRESSES}) >> 8) + '.' + (n % 256) + '.1';
  return { ...request, method: 'POST', path, body, headers: { 'content-type': 'text/plain', 'x-forwarded-for': address } };
};
const requests = [];
if (workerData.kind === 'healthz') {
  requests.push({ setupRequest: (request) => ({ ...request, method: 'GET', path: '/healthz' }) });
} else {
  for (let i = 0; i < 9; i += 1) requests.push({ setupRequest: next('/api/telemetry/qoe', workerData.qoe) });
  requests.push({ setupRequest: next('/api/telemetry/errors', workerData.error) });
}
autocannon(
  { url: workerData.origin, connections: 50, overallRate: workerData.rate, duration: workerData.duration, requests },
  (error, result) => parentPort.postMessage(error ? { error: String(error) } : { statusCodeStats: result.statusCodeStats, errors: result.errors }),
);`;

function flood(origin, duration, kind) {
  const worker = new Worker(FLOOD, {
    eval: true,
    workerData: { origin, duration, kind, rate: BEACONS_PER_SECOND, qoe: QOE_BEACON, error: ERROR_REPORT },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message) => (message.error ? reject(new Error(message.error)) : resolve(message)));
    worker.once('error', reject);
  });
}

let unique = 0;
/** Ten viewers at once: the cached home page, and a playlist rendered every time (a unique query). */
function pageTraffic(origin, path, { render }, duration) {
  const requests = render ? [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${(unique += 1)}` }) }] : undefined;
  return new Promise((resolve, reject) =>
    autocannon({ url: `${origin}${path}`, connections: 10, duration, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

export async function runTelemetryBench({ root, port, duration }) {
  const server = startServer({ root, port, env: { TRUST_PROXY: '1', ADS_RATE_LIMIT: '0' } });
  try {
    await waitForServer(`${server.origin}/healthz`);
    const home = await (await fetch(`${server.origin}/`)).text();
    const playlist = /href="(\/p\/[^"?#]+)/.exec(home)?.[1] ?? '/';
    const targets = [
      { name: 'home (page cache)', path: '/', render: false },
      { name: `${playlist} (rendered each time)`, path: playlist, render: true },
    ];
    for (const target of targets) await pageTraffic(server.origin, target.path, target, 2); // warm up
    const PHASES = ['alone', 'beacons', 'healthz'];
    const figures = new Map(targets.map((target) => [target.name, { alone: [], beacons: [], healthz: [] }]));
    const beacons = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Rotate which phase comes first, so a drift of the machine does not favour one.
      const phases = PHASES.map((_, i) => PHASES[(i + round) % PHASES.length]);
      for (const phase of phases) {
        for (const target of targets) {
          const flooding = phase === 'alone' ? undefined : flood(server.origin, duration, phase);
          const result = await pageTraffic(server.origin, target.path, target, duration);
          const floodResult = await flooding;
          if (phase === 'beacons') beacons.push(floodResult);
          figures.get(target.name)[phase].push({ p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), bad: result.errors + result.non2xx });
        }
      }
    }
    console.log(`\nPages alone, beside ${BEACONS_PER_SECOND.toLocaleString('en')} beacons/s, and beside as many GET /healthz (10 page connections, ${duration} s phases, ${ROUNDS} rounds, medians [range])`);
    const rows = [];
    const pick = (runs, key) => runs.map((run) => run[key]);
    const cell = (runs, key) => `${median(pick(runs, key))} [${range(pick(runs, key))}]`;
    for (const [name, runs] of figures) {
      for (const phase of PHASES) {
        rows.push({
          page: name,
          beside: phase === 'alone' ? '—' : phase === 'beacons' ? 'beacons' : '/healthz (control)',
          'p50 ms': cell(runs[phase], 'p50'),
          'p99 ms': cell(runs[phase], 'p99'),
          'req/s': median(pick(runs[phase], 'rps')),
          'failed pages': pick(runs[phase], 'bad').reduce((a, b) => a + b, 0),
        });
      }
    }
    console.table(rows);
    const statuses = {};
    let answered = 0;
    for (const run of beacons) {
      for (const [code, { count }] of Object.entries(run.statusCodeStats)) {
        statuses[code] = (statuses[code] ?? 0) + count;
        answered += count;
      }
    }
    const seconds = beacons.length * duration;
    const failed = beacons.reduce((sum, run) => sum + run.errors, 0);
    console.log(
      `Beacons answered: ${answered.toLocaleString('en')} in ${seconds} s (${Math.round(answered / seconds)}/s of ${BEACONS_PER_SECOND} asked); by status ${JSON.stringify(statuses)}, no answer ${failed}`,
    );
  } finally {
    await server.stop();
  }
}
