// Production server: serves the Astro build (static files + server rendering) over node:http.
//
//   node server.mjs            (after `astro build`; `npm start` builds when needed, then runs this)
//
// - The environment is validated before anything listens: src/middleware.ts builds the container from
//   process.env when its module is evaluated, and this file evaluates it first. A bad value prints one line
//   and exits 1.
// - A port already in use prints a clear message and exits 1.
// - SIGTERM/SIGINT: stop accepting, let in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS), exit 0.
// - An error inside a request answers 500 for that request only; an uncaught error outside any request is
//   logged, then the process exits 1 for its supervisor to restart it (docs/decisions/4001).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout } from 'node:timers';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React (an external of the server bundle) picks its development build unless told otherwise: several times slower.
process.env.NODE_ENV ??= 'production';

// Astro's standalone entry would start its own server on import (and exit 0 silently when the port is taken).
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const entryPath = fileURLToPath(new URL('./dist/server/entry.mjs', import.meta.url));

function fail(message) {
  console.error(message);
  process.exit(1);
}

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** A JSON log line like the app's pino logger writes, honouring LOG_LEVEL. */
function logLine(level, msg, fields = {}) {
  if (LEVELS[level] < (LEVELS[process.env.LOG_LEVEL?.trim() || 'info'] ?? LEVELS.info)) return;
  console.log(JSON.stringify({ level: LEVELS[level], time: new Date().toISOString(), service: 'ott-site', msg, ...fields }));
}

// An error no request owns (a timer, an event emitter without an 'error' listener, a promise nobody awaits) leaves
// the process in a state nobody can vouch for: log it as one JSON line, then exit 1 so the supervisor (Docker's
// restart policy, systemd, Kubernetes) starts a fresh one. What a request throws is that request's 500 (below); a
// promise a request left rejected, unawaited, did not decide its answer: logged, and the server keeps serving.
// (Astro's adapter listens for unhandled rejections too, which without this would silence those outside requests.)
const requestScope = new AsyncLocalStorage();
function onUncaught(kind) {
  return (error) => {
    const err = String(error?.stack ?? error);
    const request = requestScope.getStore();
    if (kind === 'unhandledRejection' && request) {
      logLine('error', 'a request left a promise rejected', { kind, err, method: request.method, url: request.url });
      return;
    }
    logLine('fatal', 'uncaught error outside any request: exiting for the supervisor to restart', { kind, err });
    process.exit(1);
  };
}
process.on('uncaughtException', onUncaught('uncaughtException'));
process.on('unhandledRejection', onUncaught('unhandledRejection'));

if (!existsSync(entryPath)) fail('No build found (dist/server/entry.mjs). Run `npm start` (builds when needed) or `npx astro build`.');

/** Imports a module of the build; an invalid environment ends the process with its message only. */
async function importBuilt(path) {
  try {
    return await import(pathToFileURL(path).href);
  } catch (error) {
    if (error instanceof Error && error.name === 'EnvError') fail(error.message);
    throw error;
  }
}

// Astro loads the middleware lazily on the first request. Importing its module first (same URL, so Astro later
// gets this very instance) runs src/middleware.ts now, which validates the environment before we listen.
const serverDir = dirname(entryPath);
const middlewareModule = readdirSync(serverDir).find((name) => /middleware.*\.mjs$/.test(name));
if (middlewareModule) await importBuilt(join(serverDir, middlewareModule));
else console.warn('No middleware module found in dist/server: the environment will be checked on the first request.');
// Kept public pages are answered here, before Astro builds a Request and runs its pipeline for them; the
// middleware module registers this lookup when it is evaluated.
const fromPageCache = globalThis[Symbol.for('ott-site.fromPageCache')] ?? (() => null);
// A method the target does not take (a page answers GET and HEAD only) is refused from the request line alone.
const refuseMethod = globalThis[Symbol.for('ott-site.refuseMethod')] ?? (() => null);
// The own API's requests are answered by the app before Astro too (src/server/http/direct-api.ts).
const directApi = globalThis[Symbol.for('ott-site.directApi')];
// Astro's handler runs inside this: an event stream sees what its response holds (src/server/http/node-response.ts).
const withNodeResponse = globalThis[Symbol.for('ott-site.withNodeResponse')] ?? ((_response, run) => run());

const { handler } = await importBuilt(entryPath);
if (typeof handler !== 'function') fail('dist/server/entry.mjs exports no handler: is the adapter in standalone mode?');

const port = Number(process.env.PORT || 4321);
const host = process.env.HOST || '0.0.0.0';
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);

// The headers every response gets, static files included (pages and the app's answers set these and more).
const BASE_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ...(process.env.SITE_URL?.startsWith('https://') ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] : []),
];

// Hashed build assets in text formats have `.br` and `.gz` copies made at build time (scripts/build/): sent to
// clients that accept them, without compressing per request.
const clientDir = fileURLToPath(new URL('./dist/client/', import.meta.url));
const TEXT_ASSET_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function accepts(acceptEncoding, name) {
  const match = new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q=([\\d.]+))?\\s*(?:,|$)`, 'i').exec(acceptEncoding ?? '');
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
}

/** The precompressed copy of a hashed asset for this request, if the client takes one and it exists. */
function precompressedAsset(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const pathname = (request.url ?? '').split('?')[0];
  const type = TEXT_ASSET_TYPES[extname(pathname)];
  if (!pathname.startsWith('/_astro/') || !type || normalize(pathname) !== pathname) return null;
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepts(request.headers['accept-encoding'], encoding)) continue;
    try {
      const file = join(clientDir, pathname) + suffix;
      return { file, encoding, type, size: statSync(file).size };
    } catch {
      return null;
    }
  }
  return null;
}

function hasBody(request) {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/** Answers one request; what it throws ends that request with a 500, never the process. */
function answerRequest(request, response) {
  for (const [name, value] of BASE_HEADERS) response.setHeader(name, value);
  const refused = refuseMethod(request);
  if (refused) {
    // The body is never read: when one was announced, the connection closes after the answer instead of reading it.
    if (hasBody(request)) refused.headers.set('connection', 'close');
    response.writeHead(refused.status, Object.fromEntries(refused.headers));
    response.end(request.method === 'HEAD' ? undefined : refused.body);
    return;
  }
  if (request.url?.startsWith('/_astro/')) response.setHeader('Vary', 'Accept-Encoding');
  const asset = precompressedAsset(request);
  if (asset) {
    response.writeHead(200, {
      'content-type': asset.type,
      'content-encoding': asset.encoding,
      'content-length': asset.size,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(asset.file).pipe(response);
    return;
  }
  if (directApi?.handles(request.url ?? '')) {
    directApi.answer(request, response);
    return;
  }
  const kept = fromPageCache(request);
  if (kept) {
    response.writeHead(kept.status, Object.fromEntries(kept.headers));
    response.end(kept.body ?? undefined);
    return;
  }
  return withNodeResponse(response, () => handler(request, response));
}

// A plain-text answer loads nothing: the strictest policy fits it.
const FAILURE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The 500 of a request that failed before or around the app: its id in the log line and the answer, never the stack. */
function failRequest(error, request, response) {
  const requestId = randomUUID();
  const err = String(error?.stack ?? error);
  logLine('error', 'request failed outside the app', { err, method: request.method, url: request.url, requestId });
  if (response.headersSent) return void response.destroy();
  response.writeHead(500, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': FAILURE_CSP,
    'x-request-id': requestId,
  });
  response.end(`Internal Server Error (request ${requestId})`);
}

const server = http.createServer((request, response) => requestScope.run(request, () => {
  try {
    const answering = answerRequest(request, response);
    if (answering instanceof Promise) answering.catch((error) => failRequest(error, request, response));
  } catch (error) {
    failRequest(error, request, response);
  }
}));

// Idle keep-alive connections stay open longer than a proxy keeps its own (nginx: 60 s), so the proxy or a client
// never sends a request on a socket this server is closing at that moment (seen as ECONNRESET, or nginx's 502 on a
// POST it cannot retry). Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') fail(`Port ${port} is already in use (HOST=${host}). Stop the other process or set PORT.`);
  if (error.code === 'EACCES') fail(`Not allowed to listen on port ${port} (HOST=${host}). Choose another PORT.`);
  fail(`Server error: ${error.message}`);
});

// Connections the kernel holds while the process is busy (Node's default is 511). A burst past it — 2,000 event
// streams opening at once — overflowed it: the kernel answered with SYN cookies, could not queue the completed
// connections, and reset 106–245 of them, which the process never saw. Linux caps it at net.core.somaxconn.
const LISTEN_BACKLOG = 4096;

server.listen({ port, host, backlog: LISTEN_BACKLOG }, () => {
  console.log(`Listening on http://localhost:${port}`);
  logLine('info', 'listening', { host, port });
  if (!process.env.SITE_URL?.trim()) {
    // Canonical, share and structured-data links are built from SITE_URL, never from a request's Host (decision 4304).
    logLine(process.env.NODE_ENV === 'production' ? 'warn' : 'info', 'SITE_URL is not set', {
      links: `http://localhost:${port}`,
      fix: "set SITE_URL to the site's public origin, e.g. https://tv.example.com",
    });
  }
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logLine('info', 'shutting down', { signal, timeoutMs: shutdownTimeoutMs });
  // Stop accepting; idle keep-alive sockets are closed so they do not hold the server open.
  server.close(() => {
    logLine('info', 'stopped', { signal });
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logLine('warn', 'shutdown timeout: closing remaining connections', { signal, timeoutMs: shutdownTimeoutMs });
    server.closeAllConnections();
    process.exit(0);
  }, shutdownTimeoutMs).unref();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
