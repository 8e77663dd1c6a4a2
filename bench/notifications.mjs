// The notification stream's fan-out (issue 11): N clients connected to one instance over Server-Sent Events, the
// time from an editor's announcement (the signed revalidation webhook) until each client has it, and the server's
// memory per open stream. Node's http client stands in for the browsers; each client parses the event stream.
import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, waitForServer } from './support.mjs';

const SECRET = 'bench-webhook-secret';

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One guest's event stream: resolves `ready` at its first event, calls `onNotification` for each notification. */
function openStream(origin, agent, onNotification) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/notification/stream?as=guest`, { agent }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (event.includes('event: ready')) resolve(request);
          else if (event.includes('event: notification')) onNotification();
        }
      });
    });
    request.on('error', reject);
  });
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

/** Opens `count` streams in batches of 200 (a burst of thousands at once would measure the accept queue). */
async function openStreams(origin, agent, count, onNotification) {
  const opened = [];
  while (opened.length < count) {
    const batch = Math.min(200, count - opened.length);
    opened.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(origin, agent, onNotification)))));
  }
  return opened;
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

export async function runNotificationsBench({ root, port, clients = Number(process.env.BENCH_SSE_CLIENTS ?? 2000) }) {
  const server = startServer({
    root,
    port,
    env: {
      SANITY_WEBHOOK_SECRET: SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-sse-')),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests = [];
  try {
    await waitForServer(`${server.origin}/readyz`, 120_000);
    // One stream first: the process's bus subscription and code paths are warm before the baseline.
    const group = streamGroup('this instance', clients);
    requests.push(...(await openStreams(server.origin, agent, 1, group.received)));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = rssMb(server.pid);
    requests.push(...(await openStreams(server.origin, agent, clients - 1, group.received)));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = rssMb(server.pid);

    const rows = await deliveryRounds(server.origin, [group]);
    console.log(`\nNotification fan-out over SSE, one instance (PGlite), ${clients} guest streams:`);
    console.table(rows);
    console.log(
      `server RSS ${before.toFixed(0)} MB with 1 stream, ${after.toFixed(0)} MB with ${clients}: ` +
        `${(((after - before) * 1024) / (clients - 1)).toFixed(1)} KB per stream`,
    );
  } finally {
    for (const request of requests) request.destroy();
    agent.destroy();
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
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const requests = [];
    try {
      await Promise.all(servers.map((server) => waitForServer(`${server.origin}/readyz`, 120_000)));
      const [a, b] = servers;
      const local = streamGroup('on A (posted to)', clients / 2);
      const remote = streamGroup('on B (other instance)', clients / 2);
      requests.push(...(await openStreams(a.origin, agent, local.clients, local.received)));
      requests.push(...(await openStreams(b.origin, agent, remote.clients, remote.received)));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const rows = await deliveryRounds(a.origin, [local, remote], 5);
      console.log(`\nNotifications across two instances on PostgreSQL over ${bus.name}, ${clients} guest streams:`);
      console.table(rows);
    } finally {
      for (const request of requests) request.destroy();
      agent.destroy();
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
}
