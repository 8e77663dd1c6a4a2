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
    let round = { sentAt: 0, times: [] };
    const received = () => round.times.push(performance.now() - round.sentAt);
    requests.push(await openStream(server.origin, agent, received));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = rssMb(server.pid);
    for (let opened = 1; opened < clients; opened += 200) {
      const batch = Math.min(200, clients - opened);
      requests.push(
        ...(await Promise.all(Array.from({ length: batch }, () => openStream(server.origin, agent, received)))),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = rssMb(server.pid);

    const rows = [];
    for (let n = 1; n <= 3; n += 1) {
      round = { sentAt: performance.now(), times: [] };
      const answer = await announce(server.origin, `Bench announcement ${n}`);
      if (!answer.ok) throw new Error(`webhook answered ${answer.status}`);
      const deadline = Date.now() + 10_000;
      while (round.times.length < clients && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const sorted = [...round.times].sort((a, b) => a - b);
      rows.push({
        round: n,
        clients,
        delivered: sorted.length,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
        'max ms': Math.round(sorted.at(-1) ?? NaN),
      });
    }
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
