// The notification stream (issues 11 and 40): N idle clients connected to one instance over Server-Sent Events,
// opened in waves at once and held past the server's HTTP timers, the streams the server dropped, the server's
// memory per open stream, and the time from an editor's announcement (the signed revalidation webhook) until each
// client has it. Node's http client stands in for the browsers, one connection each; each parses the event stream.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForServer } from './support.mjs';

const SECRET = 'bench-webhook-secret';
const HEARTBEAT_S = 25;
/** A wave of streams not all live by then is counted as it stands (those not live yet are not dropped). */
const OPEN_TIMEOUT_MS = 180_000;

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One guest's event stream, as a browser's EventSource holds it: one connection of its own. `settled` resolves at
 * its first event (`ready`) or when it fails; `fate` then says how a stream the bench did not close ended.
 */
function openStream(origin, onNotification) {
  const stream = { ready: false, pings: 0, bytes: 0, fate: null, closedByBench: false };
  stream.settled = new Promise((resolve) => {
    const request = http.get(`${origin}/api/notification/stream?as=guest`, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        stream.fate = `answered ${response.statusCode}`;
        response.resume();
        return resolve();
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        stream.bytes += chunk.length;
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.includes('event: ready')) {
            stream.ready = true;
            resolve();
          } else if (event.includes('event: notification')) onNotification();
          else if (event === ': ping') stream.pings += 1;
        }
      });
      response.on('close', () => {
        if (!stream.closedByBench) stream.fate ??= stream.ready ? 'ended by the server' : 'ended before it was live';
        resolve();
      });
    });
    request.on('error', (error) => {
      const reason = error.code ?? error.message;
      if (!stream.closedByBench) stream.fate ??= stream.bytes ? reason : `${reason} before any byte`;
      resolve();
    });
    stream.close = () => {
      stream.closedByBench = true;
      request.destroy();
    };
  });
  return stream;
}

function announce(origin, title) {
  const body = JSON.stringify({
    _id: `announcement-bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    _type: 'announcement',
    title,
    description: 'Bench',
    item: { _type: 'sport', titleAndSlug: { slug: { current: 'archery' } } },
  });
  const timestamp = Date.now();
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('base64url');
  return fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': `t=${timestamp},v1=${signature}` },
  });
}

/**
 * The kernel's queue of connections waiting for the server to accept them, sampled with `ss` every 100 ms while
 * `during` runs: the most it held, and its limit (the listen backlog). Null where `ss` is missing.
 */
async function acceptQueuePeak(port, during) {
  let peak = null;
  let sampling = true;
  const sample = () =>
    new Promise((resolve) =>
      execFile('ss', ['-ltnH', `sport = :${port}`], (error, out) => {
        const [queued, backlog] = error ? [] : out.trim().split(/\s+/).slice(1, 3).map(Number);
        if (backlog >= 0) peak = { queued: Math.max(peak?.queued ?? 0, queued), backlog };
        resolve();
      }),
    );
  const sampler = (async () => {
    while (sampling) await Promise.all([sample(), delay(100)]);
  })();
  try {
    return { result: await during(), peak };
  } finally {
    sampling = false;
    await sampler;
  }
}

/**
 * Opens `count` streams in waves of `burst` at once — clients reconnecting together, as after a deploy or a bus
 * reconnection — each wave once the one before is live. Returns the streams and one row per wave.
 */
async function openStreams(origin, count, onNotification, burst = 200) {
  const streams = [];
  const rows = [];
  const port = new URL(origin).port;
  while (streams.length < count) {
    const started = performance.now();
    const { result: wave, peak } = await acceptQueuePeak(port, async () => {
      const opening = Array.from({ length: Math.min(burst, count - streams.length) }, () =>
        openStream(origin, onNotification),
      );
      await Promise.race([Promise.all(opening.map((stream) => stream.settled)), delay(OPEN_TIMEOUT_MS)]);
      return opening;
    });
    streams.push(...wave);
    rows.push({
      wave: rows.length + 1,
      opened: wave.length,
      live: wave.filter((stream) => stream.ready && !stream.fate).length,
      dropped: wave.filter((stream) => stream.fate).length,
      's to all live': ((performance.now() - started) / 1000).toFixed(1),
      'accept queue peak': peak ? `${peak.queued} of ${peak.backlog}` : 'n/a',
    });
  }
  return { streams, rows };
}

/**
 * Delivery times of announcements posted to `origin`, per group of streams: each group counts its own clients.
 * Returns one row per group and round.
 */
async function deliveryRounds(origin, groups, rounds = 3) {
  const rows = [];
  for (let n = 1; n <= rounds; n += 1) {
    const sentAt = performance.now();
    for (const group of groups) group.times = [];
    const answer = await announce(origin, `Bench announcement ${n}`);
    if (!answer.ok) throw new Error(`webhook answered ${answer.status}`);
    const deadline = Date.now() + 10_000;
    while (groups.some((group) => group.times.length < group.clients) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const group of groups) {
      const sorted = group.times.map((at) => at - sentAt).sort((a, b) => a - b);
      rows.push({
        round: n,
        streams: group.label,
        clients: group.clients,
        delivered: sorted.length,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        'max ms': Math.round(sorted.at(-1) ?? NaN),
      });
    }
  }
  return rows;
}

/** A group of streams whose clients record when each notification arrived. */
function streamGroup(label, clients) {
  const group = { label, clients, times: [], received: () => group.times.push(performance.now()) };
  return group;
}

/** The server's own figures from /metrics (prom-client's defaults), in MB. */
async function serverMemory(origin, pid) {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const metric = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  return { rss: rssMb(pid), heap: metric('nodejs_heap_size_used_bytes') };
}

/**
 * The server's memory once it stops moving: after `atLeastMs`, RSS within 2 MB over three samples 2 s apart (a
 * minute more at most). A fresh server gives back 150–350 MB 10–15 s after it is ready, which would otherwise
 * read as negative memory per stream.
 */
async function settledMemory(origin, pid, atLeastMs = 0) {
  await delay(atLeastMs);
  const samples = [await serverMemory(origin, pid)];
  for (let tries = 0; tries < 30; tries += 1) {
    const last = samples.slice(-3).map((sample) => sample.rss);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) < 2) break;
    await delay(2_000);
    samples.push(await serverMemory(origin, pid));
  }
  return samples.at(-1);
}

/** What holds the bench back before it starts: open files and local ports for this many connections. */
function checkClientLimits(clients) {
  const openFiles = Number(/^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]);
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  // The server is this process's child: it inherits the limit, and holds one descriptor per stream too.
  if (openFiles < clients + 1_000) {
    throw new Error(`${clients} streams need more open files than ulimit -n ${openFiles}: raise it (ulimit -n)`);
  }
  if (high - low < clients + 1_000) throw new Error(`${clients} streams need more local ports than ${low}-${high}`);
  return `open files ${openFiles}, local ports ${low}-${high}`;
}

function fates(streams) {
  const counts = {};
  for (const { fate } of streams) if (fate) counts[fate] = (counts[fate] ?? 0) + 1;
  return Object.entries(counts).map(([fate, count]) => `${count} ${fate}`).join(', ') || 'none';
}

/**
 * Issue 40: `clients` idle guest streams on one instance (PGlite), opened in waves of `burst` at once, held for
 * `holdS` seconds — past Node's `requestTimeout` (300 s), the longest timer of the server's HTTP layer, and many
 * heartbeats — then the fan-out of an announcement to all of them. Prints the streams the server dropped (while
 * opening, while idle, during the fan-out) and the server's memory per stream (RSS and V8 heap).
 */
export async function runNotificationsBench({
  root,
  port,
  clients = Number(process.env.BENCH_SSE_CLIENTS ?? 10_000),
  burst = Number(process.env.BENCH_SSE_BURST ?? 2_000),
  holdS = Number(process.env.BENCH_SSE_HOLD_S ?? 310),
}) {
  const limits = checkClientLimits(clients);
  const server = startServer({
    root,
    port,
    env: {
      SANITY_WEBHOOK_SECRET: SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-sse-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      NOTIFY_HEARTBEAT_S: String(HEARTBEAT_S),
    },
  });
  const streams = [];
  try {
    await waitForServer(`${server.origin}/readyz`, 120_000);
    const group = streamGroup('this instance', clients);
    // One stream first: the process's bus subscription and code paths are warm before the baseline.
    streams.push(...(await openStreams(server.origin, 1, group.received)).streams);
    const before = await settledMemory(server.origin, server.pid, 30_000);
    const opening = await openStreams(server.origin, clients - 1, group.received, burst);
    streams.push(...opening.streams);
    const opened = await settledMemory(server.origin, server.pid);
    console.log(`\nNotification streams on one instance (PGlite), ${clients} guests in waves of ${burst} (${limits}):`);
    console.table(opening.rows);

    const heldFrom = performance.now();
    const droppedOpening = streams.filter((stream) => stream.fate).length;
    for (let waited = 0; waited < holdS; waited += 30) await delay(Math.min(30, holdS - waited) * 1_000);
    const heldS = (performance.now() - heldFrom) / 1_000;
    const held = await settledMemory(server.origin, server.pid);
    const live = streams.filter((stream) => !stream.fate);
    const pings = live.map((stream) => stream.pings).sort((a, b) => a - b);
    console.log(`\nHeld idle ${heldS.toFixed(0)} s (heartbeat every ${HEARTBEAT_S} s):`);
    console.table([
      {
        streams: clients,
        'dropped opening': droppedOpening,
        'dropped idle': streams.filter((stream) => stream.fate).length - droppedOpening,
        'still live': live.length,
        'heartbeats min': pings[0] ?? 0,
        'heartbeats max': pings.at(-1) ?? 0,
      },
    ]);
    console.log(`dropped by the server: ${fates(streams)}`);

    group.clients = live.length;
    const rows = await deliveryRounds(server.origin, [group]);
    console.log(`\nNotification fan-out over SSE to the ${live.length} live streams:`);
    console.table(rows);
    const droppedBefore = clients - live.length;
    console.log(`dropped during the fan-out: ${streams.filter((stream) => stream.fate).length - droppedBefore}`);

    const perStream = (from, to) => (((to - from) * 1024) / (clients - 1)).toFixed(1);
    console.log(
      `server memory with 1 stream: RSS ${before.rss.toFixed(0)} MB, heap ${before.heap.toFixed(0)} MB; ` +
        `with ${clients}: RSS ${opened.rss.toFixed(0)} MB (${perStream(before.rss, opened.rss)} KB per stream), ` +
        `heap ${opened.heap.toFixed(0)} MB (${perStream(before.heap, opened.heap)} KB per stream); ` +
        `after ${heldS.toFixed(0)} s idle: RSS ${held.rss.toFixed(0)} MB (${perStream(before.rss, held.rss)} KB per ` +
        `stream), heap ${held.heap.toFixed(0)} MB (${perStream(before.heap, held.heap)} KB per stream)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
}

/**
 * Delivery across instances (issue 11): two servers on one PostgreSQL, the announcement posted to A, half the
 * streams on A and half on B, measured in the same rounds — once over LISTEN/NOTIFY and once over Redis when
 * `REDIS_URL` is set. Skipped without `DATABASE_URL`.
 */
export async function runCrossInstanceBench({
  root,
  port,
  clients = Number(process.env.BENCH_SSE_PAIR_CLIENTS ?? 500),
}) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('\nCross-instance notifications: skipped (set DATABASE_URL to a PostgreSQL both instances share)');
    return;
  }
  const buses = [{ name: 'LISTEN/NOTIFY', redisUrl: '' }];
  if (process.env.REDIS_URL) buses.push({ name: 'Redis pub/sub', redisUrl: process.env.REDIS_URL });
  for (const bus of buses) {
    const env = { SANITY_WEBHOOK_SECRET: SECRET, DATABASE_URL: databaseUrl, REDIS_URL: bus.redisUrl };
    const servers = [port, port + 1].map((instancePort) =>
      startServer({ root, port: instancePort, env: { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-bus-')) } }),
    );
    const streams = [];
    try {
      await Promise.all(servers.map((server) => waitForServer(`${server.origin}/readyz`, 120_000)));
      const [a, b] = servers;
      const local = streamGroup('on A (posted to)', clients / 2);
      const remote = streamGroup('on B (other instance)', clients / 2);
      streams.push(...(await openStreams(a.origin, local.clients, local.received)).streams);
      streams.push(...(await openStreams(b.origin, remote.clients, remote.received)).streams);
      await delay(1_000);
      const rows = await deliveryRounds(a.origin, [local, remote], 5);
      console.log(`\nNotifications across two instances on PostgreSQL over ${bus.name}, ${clients} guest streams:`);
      console.table(rows);
    } finally {
      for (const stream of streams) stream.close();
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
}
