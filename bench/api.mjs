// The own backend under load: login requests/s, watch-history writes/s and purchases/s (an order and its payment
// through the test gateway) with p99, on PGlite and on PostgreSQL,
// one server of each started from the same build and measured one after the other in the same run.
// Rate limits and the captcha are off in these servers (AUTH_RATE_LIMITS=off, CAPTCHA=off): the point is the cost
// of the work itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const PASSWORD = 'Bench-Pass-2026';

/** Waits until the server answers; fails at once if it exited (e.g. its port was taken by another process). */
async function waitFor(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for the run, or null when no server answers. */
async function benchDatabase(serverUrl) {
  const name = `ott_bench_${process.pid}`;
  try {
    await adminQuery(serverUrl, `drop database if exists ${name}`);
    await adminQuery(serverUrl, `create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL at ${serverUrl} is not reachable (${error.message}): its rows are left out.`);
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

function startServer({ root, port, dataDir, databaseUrl }) {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      AUTH_RATE_LIMITS: 'off',
      CAPTCHA: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { origin, child };
}

async function post(origin, path, body, headers = {}) {
  const response = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Registers and confirms one account (the code is read from the server's outbox); returns its access token. */
async function createAccount(origin, dataDir, label = 'bench') {
  const email = `${label}.${process.pid}@example.com`;
  const registered = await post(origin, '/auth/register', { email, password: PASSWORD, consents: { terms: true } });
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const outbox = join(dataDir, 'outbox');
  const mail = readdirSync(outbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1);
  const code = /\b(\d{6})\b/.exec(JSON.parse(readFileSync(join(outbox, mail), 'utf8')).text)?.[1];
  const confirmed = await post(origin, '/auth/confirm-email', { email, otp: code });
  if (confirmed.status !== 200) throw new Error(`confirm-email answered ${confirmed.status}`);
  return { email, jwt: confirmed.body.auth.jwt };
}

function load(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function row(target, result) {
  return {
    target,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

async function measure(label, origin, dataDir, duration) {
  const { email, jwt } = await createAccount(origin, dataDir);
  const login = await load({
    url: `${origin}/api/auth/login`,
    method: 'POST',
    connections: 8,
    duration,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  // 60 media in turn: every write moves one to the front, and the 48-entry cut keeps deleting the oldest.
  // Each connection writes for one viewer of `jwts` (as players of many viewers do; one account's own saves
  // are queued one after another by the server).
  let sequence = 0;
  const writes = (connections, jwts, overallRate) => {
    let next = 0;
    return load({
      url: `${origin}/api/watch-history`,
      method: 'POST',
      connections,
      duration,
      ...(overallRate && { overallRate }),
      requests: [
        {
          setupRequest: (request, context) => {
            context.jwt ??= jwts[next++ % jwts.length];
            const mediaid = `bench${String((sequence += 1) % 60).padStart(3, '0')}`;
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${context.jwt}` },
              body: JSON.stringify({ mediaid, progress: 0.5 }),
            };
          },
        },
      ],
    });
  };
  const viewers = [];
  for (let index = 0; index < 50; index += 1)
    viewers.push((await createAccount(origin, dataDir, `viewer${index}`)).jwt);
  return [
    row(`login (${label})`, login),
    row(`watch-history write, one viewer (${label})`, await writes(8, [jwt])),
    row(`watch-history write, 50 connections, 50 viewers (${label})`, await writes(50, viewers)),
    // The target: 1,000 writes/s sustained, with the latency at that rate rather than at saturation.
    row(`watch-history write, paced at 1,000/s, 50 viewers (${label})`, await writes(50, viewers, 1000)),
    await measurePurchases(label, origin, dataDir, duration),
    ...(await measurePlayback(label, origin, jwt, duration)),
  ];
}

const PAID_ITEM = 'F9E6NFvl';
const FREE_ITEM = 'hnswCbM4';

/**
 * The entitlement check's cost per playback request: GET /api/playback for a paid item (the viewer's offers are
 * looked up, the addresses signed) beside the same call for a free item (public addresses, no lookup), one
 * after the other on the same server and account; the viewer holds the yearly subscription.
 */
async function measurePlayback(label, origin, jwt, duration) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwt}` };
  const order = await (
    await fetch(`${origin}/api/orders`, { method: 'POST', headers, body: JSON.stringify({ offerId: 'S234567890_NL' }) })
  ).json();
  const paid = await fetch(`${origin}/api/orders/${order.id}/payments`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ card: CARD }),
  });
  if (!paid.ok) throw new Error(`the bench viewer could not subscribe: ${paid.status}`);
  const rows = [];
  for (const [kind, mediaid] of [
    ['free item', FREE_ITEM],
    ['paid item, entitled', PAID_ITEM],
  ]) {
    const result = await load({ url: `${origin}/api/playback/${mediaid}`, connections: 8, duration, headers });
    rows.push(row(`playback check, ${kind} (${label})`, result));
  }
  return rows;
}

const PASS_OFFER = 'C987654321_NL';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', holderName: 'Bench' };

/**
 * Purchases: each connection is its own customer (one customer's payments run one at a time by design) and buys
 * the pay-per-view pass again and again — POST /orders, then POST /orders/{id}/payments. Latency is per request;
 * purchases/s is half the request rate.
 */
async function measurePurchases(label, origin, dataDir, duration) {
  const connections = 8;
  const customers = [];
  for (let index = 0; index < connections; index += 1)
    customers.push(await createAccount(origin, dataDir, `buyer${index}`));
  let next = 0;
  const auth = (request, context) => {
    context.jwt ??= customers[next++ % customers.length].jwt;
    return { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${context.jwt}` };
  };
  const result = await load({
    url: `${origin}/api/orders`,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request, context) => ({
          ...request,
          method: 'POST',
          path: '/api/orders',
          headers: auth(request, context),
          body: JSON.stringify({ offerId: PASS_OFFER }),
        }),
        onResponse: (status, body, context) => {
          context.orderId = status === 201 ? JSON.parse(body).id : 'missing';
        },
      },
      {
        setupRequest: (request, context) => ({
          ...request,
          method: 'POST',
          path: `/api/orders/${context.orderId}/payments`,
          headers: auth(request, context),
          body: JSON.stringify({ card: CARD }),
        }),
      },
    ],
  });
  return {
    ...row(`purchase: order + payment (${label})`, result),
    'purchases/s': Math.round(result.requests.average / 2),
  };
}

export async function benchApi({ root, basePort, duration }) {
  const rows = [];
  const serverUrl = process.env.DATABASE_URL || `postgresql://${userInfo().username}@127.0.0.1:5432/test`;
  const postgres = await benchDatabase(serverUrl);
  const targets = [
    { label: 'PGlite', databaseUrl: undefined, port: basePort },
    ...(postgres ? [{ label: 'PostgreSQL', databaseUrl: postgres.url, port: basePort + 1 }] : []),
  ];
  try {
    for (const target of targets) {
      const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-'));
      const server = startServer({ root, port: target.port, dataDir, databaseUrl: target.databaseUrl });
      try {
        await waitFor(`${server.origin}/readyz`, server.child);
        rows.push(...(await measure(target.label, server.origin, dataDir, duration)));
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((resolve) => server.child.once('exit', resolve));
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await postgres?.drop().catch(() => undefined);
  }
  console.log(`\nOwn backend, 8 connections unless named, ${duration} s each, rate limits off (same build, same run):`);
  console.table(rows);
  const rate = (label) => rows.find((entry) => entry.target === label)?.['req/s'];
  if (postgres) {
    console.log(
      `PostgreSQL / PGlite req/s: login ${(rate('login (PostgreSQL)') / rate('login (PGlite)')).toFixed(2)}, ` +
        `watch-history write ${(rate('watch-history write, one viewer (PostgreSQL)') / rate('watch-history write, one viewer (PGlite)')).toFixed(2)}`,
    );
  }
  for (const target of targets) {
    const free = rows.find((entry) => entry.target === `playback check, free item (${target.label})`);
    const paid = rows.find((entry) => entry.target === `playback check, paid item, entitled (${target.label})`);
    if (!free || !paid) continue;
    const costMs = 1000 / paid['req/s'] - 1000 / free['req/s'];
    console.log(
      `Entitlement check (${target.label}): paid/free req/s ${(paid['req/s'] / free['req/s']).toFixed(2)}, ` +
        `about ${costMs.toFixed(2)} ms of server time per playback request (8 connections), p99 ${paid['p99 ms']} vs ${free['p99 ms']} ms`,
    );
  }
}
