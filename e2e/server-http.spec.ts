import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { multiSeasonFreeSeries } from './support/catalog';

/** The built server's HTTP edge: refused methods and the headers static files carry. */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const call = httpRequest(new URL(path, baseURL), { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    call.on('error', reject);
    call.end();
  });
}

test('TRACE is refused with 405 on pages, the API and static files', async ({ baseURL }) => {
  for (const path of ['/', '/api/offers', '/favicon.svg']) {
    const answer = await raw(baseURL!, 'TRACE', path);
    expect(answer.status, path).toBe(405);
    expect(answer.headers.allow).toContain('GET');
  }
});

test('a method the site does not use is 501, not the page, with the headers and request id of every answer', async ({
  baseURL,
}) => {
  for (const path of ['/', '/api/offers', '/favicon.svg']) {
    const answer = await raw(baseURL!, 'PROPFIND', path, { 'x-request-id': 'propfind-1' });
    expect(answer.status, path).toBe(501);
    expect(answer.headers.allow).toContain('GET');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-request-id'], path).toBe('propfind-1');
    expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(answer.headers['permissions-policy'], path).toBeTruthy();
  }
});

test('pages answer GET and HEAD only: other methods are 405 with Allow; the API keeps its own methods', async ({
  baseURL,
}) => {
  for (const path of ['/', '/sports', '/m/doesnotexist'])
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
      const answer = await raw(baseURL!, method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
      expect(answer.headers['x-request-id'], `${method} ${path}`).toBeTruthy();
      expect(answer.headers['content-security-policy'], `${method} ${path}`).toBeTruthy();
    }
  // A sign-in without a body is the API's own 400 naming the field, not a refusal.
  expect((await raw(baseURL!, 'POST', '/api/auth/login', { 'content-type': 'application/json' })).status).toBe(400);
});

test('a POST to a page announcing 10 MB is answered at once, its body unread, and the connection closed', async ({
  baseURL,
}) => {
  const { hostname, port } = new URL(baseURL!);
  const socket = connect(Number(port), hostname);
  const started = performance.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - started)));
  socket.on('error', () => {});
  // The headers and the first 64 KB only: a server that waits for the 10 MB it was promised never answers.
  socket.write(`POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: text/plain\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`);
  socket.write(Buffer.alloc(64 * 1024, 'a'));
  const closedAfterMs = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5_000))]);
  socket.destroy();
  expect(answer).toMatch(/^HTTP\/1\.1 405 /);
  expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i);
  expect(closedAfterMs).toBeLessThan(2_000);
});

test('static files carry nosniff and a referrer policy', async ({ baseURL }) => {
  const answer = await raw(baseURL!, 'GET', '/favicon.svg');
  expect(answer.status).toBe(200);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('pages allow their inline scripts by hash, never any inline script', async ({ page, request }) => {
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  // Astro's island bootstrap, an inline script, ran.
  await expect.poll(() => page.evaluate(() => Boolean(customElements.get('astro-island')))).toBe(true);
  expect(violations).toEqual([]);
});

test('/metrics answers this machine in the Prometheus format, with the requests it has seen', async ({ request }) => {
  await request.get('/sports');
  const answer = await request.get('/metrics');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/plain');
  const text = await answer.text();
  expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/sports",status="2xx"\} \d+/);
  expect(text).toContain('data_cache_lookups_total');
});

test('text answers are compressed for clients that take it; kept pages revalidate with 304', async ({ baseURL }) => {
  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: number }>(
      (resolve, reject) => {
        const call = httpRequest(new URL(path, baseURL), { headers, method }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
        });
        call.on('error', reject);
        call.end();
      },
    );
  const raw = await get('/sports', {});
  const brotli = await get('/sports', { 'accept-encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('Accept-Encoding');
  expect(brotli.bytes * 4).toBeLessThan(raw.bytes);
  const again = await get('/sports', { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.bytes).toBe(0);
  // The quick Brotli copy gives way to the smallest, made in the background, under its own validator.
  await expect.poll(async () => (await get('/sports', { 'accept-encoding': 'br' })).headers.etag).toMatch(/-br11"$/);
  const smallest = await get('/sports', { 'accept-encoding': 'gzip, deflate, br' });
  expect(smallest.bytes).toBeLessThanOrEqual(brotli.bytes);
  const head = await get('/sports', { 'accept-encoding': 'gzip, deflate, br' }, 'HEAD');
  const sameHeaders = (headers: Record<string, unknown>) => {
    const { date: _date, 'x-request-id': _id, ...rest } = headers;
    return rest;
  };
  expect(sameHeaders(head.headers)).toEqual(sameHeaders(smallest.headers));

  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await (await fetch(new URL('/sports', baseURL))).text())?.[1];
  expect(script).toBeDefined();
  const asset = await get(script!, { 'accept-encoding': 'gzip' });
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers['cache-control']).toContain('immutable');
});

test('a page with islands renders the same HTML until a status changes: same ETag, smallest copy', async ({
  request,
}) => {
  // The page cache keeps a page 5 s (PAGE_CACHE_TTL_S): the second request renders the pages again.
  const paths = ['/q/archery', `/s/${multiSeasonFreeSeries().series_id}`];
  const first = await Promise.all(paths.map(async (path) => (await request.get(path)).headers().etag));
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const second = await Promise.all(paths.map(async (path) => (await request.get(path)).headers().etag));
  // The same body, and the re-render goes out as the smallest Brotli copy already made for it.
  const body = (etag: string | undefined) => etag?.replace(/-br(11)?"$/, '"');
  expect(second.map(body)).toEqual(first.map(body));
  for (const etag of second) expect(etag).toMatch(/-br11"$/);
});
