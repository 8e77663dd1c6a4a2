// The cross-engine journeys' window on the site (decision 4210): a reverse proxy in front of the built server that
// records every response's status, and adds to each HTML page one same-origin script (allowed by the site's
// `script-src 'self'`) that reports page errors and CSP violations from before the page's own scripts run. It sees
// the same things in every engine, also where the driver has no network or log events (WebKit's classic WebDriver).
// Run as: PORT=… TARGET=http://127.0.0.1:… node recording-proxy.mjs
import { createServer, request as forward } from 'node:http';

const port = Number(process.env.PORT);
const target = new URL(process.env.TARGET ?? '');
/** @type {Array<{ seq: number, kind: string, detail: string, agent: string }>} */
const log = [];
const record = (kind, detail, agent = '') => log.push({ seq: log.length + 1, kind, detail, agent });

/** Runs first in every page and frame: each event goes to the proxy at once, so a navigation loses none. */
const PROBE = `(() => {
  if (window.__engineProbe) return;
  window.__engineProbe = true;
  const send = (kind, detail) => {
    const body = JSON.stringify({ kind, detail: detail + ' (' + location.pathname + ')' });
    try { fetch('/__engines/report', { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }); } catch {}
  };
  addEventListener('error', (event) => {
    if (event.target === window || event.target === document) send('pageerror', event.message + (event.error && event.error.stack ? ' @ ' + event.error.stack.split('\\n').slice(0, 4).join(' < ') : ''));
  }, true);
  // Leaving a page cancels the module loads still under way, and WebKit rejects their import()s ("Importing a
  // module script failed"): no viewer sees that. A module that really failed shows as its response's status.
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pagehide', () => { leaving = true; });
  addEventListener('unhandledrejection', (event) => {
    const reason = String(event.reason && event.reason.stack || event.reason);
    if (leaving && /Importing a module script failed/.test(reason)) return;
    send('pageerror', 'unhandled rejection: ' + reason);
  });
  document.addEventListener('securitypolicyviolation', (event) =>
    send('csp', event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile + ':' + event.lineNumber));
})();`;

function readBody(stream) {
  return new Promise((resolve) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => resolve(Buffer.concat(chunks)));
  });
}

const server = createServer(async (incoming, outgoing) => {
  const url = new URL(incoming.url ?? '/', target);
  const agent = incoming.headers['user-agent'] ?? '';
  if (url.pathname === '/__engines/probe.js') {
    outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    return outgoing.end(PROBE);
  }
  if (url.pathname === '/__engines/blank') {
    // Where a session starts, to set its cookies: a page of the site's origin that asks nothing of the site.
    outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return outgoing.end('<!doctype html><title>start</title><link rel="icon" href="data:,">');
  }
  if (url.pathname === '/__engines/report' && incoming.method === 'POST') {
    const { kind, detail } = JSON.parse((await readBody(incoming)).toString() || '{}');
    record(String(kind), String(detail), agent);
    outgoing.writeHead(204);
    return outgoing.end();
  }
  if (url.pathname === '/__engines/log') {
    const after = Number(url.searchParams.get('after') ?? 0);
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    return outgoing.end(JSON.stringify({ last: log.length, entries: log.slice(after) }));
  }
  if (url.pathname === '/csp-report') record('csp', `reported to /csp-report: ${(await peek(incoming)).slice(0, 400)}`, agent);

  const headers = { ...incoming.headers, host: target.host };
  delete headers['accept-encoding']; // plain bodies, so a page can be read and added to
  const upstream = forward(url, { method: incoming.method, headers }, async (response) => {
    const status = response.statusCode ?? 0;
    const line = `${status} ${incoming.method} ${url.pathname}${url.search}`;
    record(status >= 400 ? 'failed' : 'response', line, agent);
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith('text/html')) {
      outgoing.writeHead(status, response.headers);
      return response.pipe(outgoing);
    }
    const html = (await readBody(response)).toString('utf8');
    const page = html.replace(/<head[^>]*>/i, (head) => `${head}<script src="/__engines/probe.js"></script>`);
    const { 'content-length': _length, ...rest } = response.headers;
    outgoing.writeHead(status, { ...rest, 'content-length': Buffer.byteLength(page) });
    outgoing.end(page);
  });
  upstream.on('error', (error) => {
    record('failed', `network error ${incoming.method} ${url.pathname}: ${error.message}`, agent);
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
});

/** The body of a CSP report, kept for forwarding too. */
async function peek(incoming) {
  const body = await readBody(incoming);
  const { Readable } = await import('node:stream');
  const replay = Readable.from([body]);
  incoming.pipe = (destination) => replay.pipe(destination);
  return body.toString('utf8');
}

server.listen(port, '127.0.0.1', () => console.log(`recording proxy on ${port} → ${target.origin}`));
