// The floor of a page (issue 48): the same server-rendered HTML with every script removed, served with the same
// headers and compression. A proxy in front of the built server rather than a switch inside it: it measures any
// checkout's server the same way (BENCH_LIGHTHOUSE_ROOT, before/after) and adds no bench-only path to the
// production server. Both the page and its floor go through the proxy, so both pay the same hop:
//   /path            → the server's answer, bytes as they are;
//   /__floor/path    → the server's answer for /path (fetched each time: the same render or kept copy the page
//                      gets), scripts stripped, compressed again in the same encoding.
// Every other request (CSS, images, fonts) passes through untouched.
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from 'node:zlib';

export const FLOOR_PREFIX = '/__floor';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/**
 * The HTML without what would run or load script: script elements (inline, module, JSON), modulepreload links,
 * and the island attributes that name the component and renderer modules.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:modulepreload|preload"?[^>]*\bas="?script)[^>]*>/gi, '')
    .replace(/\s(?:component-url|renderer-url|before-hydration-url)="[^"]*"/gi, '');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function decode(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The same encodings the server sends: Brotli at its best (the kept copy's smallest), gzip at its default. */
function encode(body, encoding) {
  if (encoding === 'br')
    return brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  if (encoding === 'gzip') return gzipAsync(body);
  return Promise.resolve(body);
}

function forward(target, req, path) {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path, headers },
      resolve,
    );
    upstream.on('error', reject);
    req.pipe(upstream);
  });
}

function responseHeaders(upstream) {
  return Object.fromEntries(Object.entries(upstream.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/**
 * Starts the proxy on `port` in front of `upstreamOrigin`. A floor's compressed body is kept by the stripped
 * HTML's hash, so a page that did not change is not compressed again (its answer then waits only for the server,
 * as the page's does); `warm` runs the first compression before any measurement.
 */
export function startFloorProxy({ port, upstreamOrigin }) {
  const target = new URL(upstreamOrigin);
  const compressed = new Map();

  async function floor(req, res, path) {
    const upstream = await forward(target, req, path);
    const chunks = [];
    for await (const chunk of upstream) chunks.push(chunk);
    const headers = responseHeaders(upstream);
    const type = String(headers['content-type'] ?? '');
    const encoding = headers['content-encoding'];
    if (!type.startsWith('text/html') || upstream.statusCode !== 200) {
      res.writeHead(upstream.statusCode ?? 502, headers);
      return res.end(Buffer.concat(chunks));
    }
    const html = Buffer.from(stripScripts(decode(Buffer.concat(chunks), encoding).toString('utf8')));
    const key = `${encoding ?? 'identity'}:${createHash('sha1').update(html).digest('base64url')}`;
    let body = compressed.get(key);
    if (!body) {
      body = await encode(html, encoding);
      compressed.set(key, body);
    }
    headers.etag = `"floor-${key.replace(':', '-')}"`;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const isFloor = url === FLOOR_PREFIX || url.startsWith(`${FLOOR_PREFIX}/`);
    const answer = isFloor
      ? floor(req, res, url.slice(FLOOR_PREFIX.length) || '/')
      : forward(target, req, url).then((upstream) => {
          res.writeHead(upstream.statusCode ?? 502, responseHeaders(upstream));
          upstream.pipe(res);
        });
    answer.catch((error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`floor proxy: ${error.message}`);
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      }),
    ),
  );
}
