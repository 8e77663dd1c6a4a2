import fc from 'fast-check';

/**
 * Generated HTTP/1.1 requests as a client on a raw socket can send them, for e2e/raw-requests.spec.ts. Every part
 * is a byte string (one character per byte, latin1), so non-UTF-8 bytes, control characters and bytes Node's
 * parser refuses can all be expressed; `readable` prints one with its bytes escaped.
 */
export interface RawRequest {
  method: string;
  target: string;
  version: string;
  headers: Array<[string, string]>;
  body: string;
  /** Send only this many bytes of the body, then close the sending side (a truncated body). */
  truncateTo: number | null;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** Any byte but CR and LF (which would end the request line or header). */
const lineByte = fc
  .integer({ min: 0, max: 255 })
  .filter((byte) => byte !== 10 && byte !== 13)
  .map((byte) => String.fromCharCode(byte));
const lineBytes = (maxLength: number) => fc.array(lineByte, { maxLength }).map((bytes) => bytes.join(''));
const highBytes = fc
  .array(
    fc.integer({ min: 0x80, max: 0xff }).map((byte) => String.fromCharCode(byte)),
    { minLength: 1, maxLength: 6 },
  )
  .map((bytes) => bytes.join(''));

const method = fc.oneof(
  { weight: 24, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'TRACE',
      'TRACK',
      'CONNECT',
      'PROPFIND',
      'PURGE',
      'QUERY',
      'MKCOL',
      'M-SEARCH',
      'SOURCE',
      'LINK',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('get', 'Get', 'G', 'GETT', 'GET\t', '', 'X'.repeat(40)) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z-]{1,12}$/) },
  { weight: 1, arbitrary: lineBytes(10) },
);

/** First segments of the site's routes, so generated paths reach pages, the API, files and Astro's endpoints. */
const segment = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      '',
      'api',
      'm',
      'p',
      's',
      'q',
      'u',
      'sports',
      'athletes',
      'federations',
      'podcasts',
      'schedule',
      'es',
      'help',
      'federation-embed',
      'multiview',
      'sitemap.xml',
      'robots.txt',
      'healthz',
      'readyz',
      'metrics',
      'csp-report',
      '.webapp.ini',
      'manifest.webmanifest',
      'region-sw-4.js',
      'ip-api',
      'json',
      'demo-media',
      'cms-assets',
      'demo-feeds',
      'sanity',
      '_astro',
      '_image',
      '_server-islands',
      'favicon.svg',
      'offline',
      'login',
      'verify-otp',
      'paypal-buttons',
    ),
  },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'auth',
      'login',
      'offers',
      'orders',
      'payments',
      'webhook',
      'paypal-webhook',
      'revalidate',
      'preview',
      'exit',
      'search',
      'series',
      'media',
      'embed',
      'region',
      'notification',
      'stream',
      'favorites',
      'watch-history',
      'customers',
      'openapi.json',
      'episodes',
      'live',
      'master.m3u8',
      'images',
      '8PEvjIMX',
      'archery',
      'x.ics',
      'search-page-data',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%',
      '%2',
      '%zz',
      '%00',
      '%2F',
      '%2e%2e',
      '..',
      '.',
      '\\',
      '[',
      ']',
      ':',
      '@',
      ';',
      "'",
      '"',
      '<script>',
      '%C0%AE',
      '%FF',
      '~',
      '*',
    ),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 12, unit: 'grapheme' }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 12 }).map(utf8), highBytes) },
);

const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '?',
      '?%',
      '?a=%',
      '?app-config=%',
      '?app-config=zzzz9999',
      '?app-config=http://x',
      '?path=//evil.example',
      '?path=/\\evil',
      '?secret=x&path=/',
      '?href=//evil.example/x.png&w=abc',
      '?href=/favicon.svg&w=99999999&f=zzz',
      '?q=%',
      '?ids=,,,',
      '?season=abc&page_offset=-1',
      '?start=-1&end=abc',
      '?w=abc',
      '?sepId=%',
      '?u=login',
      '?play=1&e=%',
      '?e=x&p=y&s=z',
      '#frag',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 16, unit: 'grapheme' }))
      .map(([key, value]) => `?${encodeURIComponent(key)}=${encodeURIComponent(value)}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 16 }))
      .map(([key, value]) => `?${utf8(key)}=${utf8(value)}`),
  },
);

const target = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '//',
      '///',
      '//%',
      '//[',
      '//:',
      '//@',
      '/%',
      '*',
      '/',
      '',
      ' ',
      '/..',
      '/../../etc/passwd',
      '/api//x',
      '/api/',
      '/_astro/../server.mjs',
      '//evil.example/x',
      '/\\evil.example',
      '/%5C%5Cevil.example',
    ),
  },
  {
    weight: 12,
    arbitrary: fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), query)
      .map(([segments, search]) => `/${segments.join('/')}${search}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://', 'http:'),
        fc.constantFrom('x', '127.0.0.1', '[::1]', 'evil.example:99999', ''),
        fc.array(segment, { maxLength: 3 }),
      )
      .map(([scheme, host, segments]) => `${scheme}${host}/${segments.join('/')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('host:443', 'evil.example:80', '127.0.0.1:1', '[::1]:443', ':443', 'x:y:z') },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((length) => `/${'a'.repeat(length)}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('/', '/api/', '/m/', '/cms-assets/'), highBytes)
      .map(([prefix, bytes]) => prefix + bytes),
  },
);

const version = fc.oneof(
  { weight: 12, arbitrary: fc.constant('HTTP/1.1') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'HTTP/9.9', 'HTTP/1.1 ', 'http/1.1', 'HTTP/1', ''),
  },
);

const host = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('127.0.0.1', 'localhost', 'evil.example') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      'x:y:z',
      '[::1]',
      '127.0.0.1:1',
      'a'.repeat(300),
      '%',
      'ex ample',
      utf8('é.example'),
      'host\u00ff',
    ),
  },
);

const printable = (maxLength: number) =>
  fc.string({ maxLength, unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) });

const header = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.constantFrom<[string, string]>(
      ['Content-Length', '0'],
      ['Content-Length', '5'],
      ['Content-Length', '-1'],
      ['Content-Length', 'abc'],
      ['Content-Length', '1e3'],
      ['Content-Length', '99999999999999999999'],
      ['Content-Length', '5, 6'],
      ['Transfer-Encoding', 'chunked'],
      ['Transfer-Encoding', 'gzip, chunked'],
      ['Transfer-Encoding', 'chunked, gzip'],
      ['Transfer-Encoding', 'identity'],
      ['Transfer-Encoding', 'xchunked'],
      ['Content-Type', 'application/json'],
      ['Content-Type', 'application/x-www-form-urlencoded'],
      ['Content-Type', 'multipart/form-data; boundary='],
      ['Content-Type', 'application/reports+json'],
      ['Content-Type', 'text/plain; charset=nope'],
      ['Content-Encoding', 'gzip'],
      ['Accept-Encoding', 'br;q=abc, gzip;q=-1, *'],
      ['Accept-Encoding', 'x'.repeat(2000)],
      ['Accept-Language', '*;q=0,,,;'],
      ['If-None-Match', '*'],
      ['If-None-Match', 'W/"x", "", ,'],
      ['If-Modified-Since', 'yesterday'],
      ['Range', 'bytes=5-1'],
      ['Range', 'bytes=-'],
      ['Range', 'bytes=0-0,0-0,0-0,0-0'],
      ['Range', 'bytes=99999999999999999999-'],
      ['Cookie', 'ott_preview=x; ott_access=%; =; ;;'],
      ['Cookie', `a=${'b'.repeat(4000)}`],
      ['Authorization', 'Bearer x.y.z'],
      ['Authorization', 'Bearer'],
      ['Authorization', 'Basic %%%'],
      ['X-Session', 'cookie'],
      ['X-Request-Id', '../../etc'],
      ['X-Request-Id', 'a'.repeat(200)],
      ['X-Forwarded-For', 'not-an-ip, , 999.1.1.1'],
      ['X-App-Config', '%'],
      ['Origin', 'null'],
      ['Origin', 'http://evil.example'],
      ['Idempotency-Key', ''],
      ['Last-Event-ID', '-1'],
      ['Expect', '100-continue'],
      ['Expect', 'nonsense'],
      ['Connection', 'Upgrade'],
      ['Upgrade', 'websocket'],
      ['Upgrade', 'h2c'],
      ['Connection', 'close'],
      ['Connection', 'keep-alive, te, x'],
    ),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(
      fc.constantFrom(
        'Content-Type',
        'Cookie',
        'Host',
        'Referer',
        'User-Agent',
        'Accept',
        'Accept-Encoding',
        'If-None-Match',
        'Range',
        'X-Request-Id',
        'Authorization',
        'Origin',
        'X-Forwarded-For',
      ),
      printable(40),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('X-Odd', 'Bad Name', 'Bad:Name', '', 'X-\u00ff', ' Leading', 'Cookie', 'Referer'),
      lineBytes(20),
    ),
  },
);

const body = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{}',
      '{"email":"a@b.c","password":"x"}',
      '{"_id":1}',
      '[',
      'null',
      '"x"',
      '{"a":'.repeat(50),
      'a=1&b=%',
      '0\r\n\r\n',
      '5\r\nhello\r\n0\r\n\r\n',
      'zz\r\n\r\n',
      '5\r\nhi\r\n',
      '-1\r\n\r\n',
      'ffffffffffffffff\r\n',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map(utf8) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')) },
);

/**
 * A request: a request line, a Host (usually one: none, two and conflicting ones too), up to six other headers
 * (duplicated, conflicting, malformed), and a body whose declared length may be right, wrong or absent, sometimes
 * cut short.
 */
export const rawRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method,
    target,
    version,
    hosts: fc.oneof(
      { weight: 8, arbitrary: fc.array(host, { minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: fc.array(host, { maxLength: 3 }) },
    ),
    headers: fc.array(header, { maxLength: 5 }),
    body,
    declaredLength: fc.oneof(
      { weight: 3, arbitrary: fc.constant('exact') },
      { weight: 1, arbitrary: fc.constantFrom('none', 'short', 'long') },
    ),
    truncate: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  })
  .map(({ method, target, version, hosts, headers, body, declaredLength, truncate }) => {
    const all: Array<[string, string]> = hosts.map((value) => ['Host', value]);
    all.push(...headers);
    const declares = headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
    if (body && !declares && declaredLength !== 'none') {
      const length = body.length + (declaredLength === 'short' ? -1 : declaredLength === 'long' ? 10 : 0);
      all.push(['Content-Length', String(Math.max(0, length))]);
    }
    return { method, target, version, headers: all, body, truncateTo: truncate ? Math.floor(body.length / 2) : null };
  });

/** The bytes on the wire. */
export function wireBytes(request: RawRequest): Buffer {
  const line = `${request.method} ${request.target}${request.version ? ` ${request.version}` : ''}\r\n`;
  const headers = request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const body = request.truncateTo === null ? request.body : request.body.slice(0, request.truncateTo);
  return Buffer.from(`${line}${headers}\r\n${body}`, 'latin1');
}

/** The request as text a person can read: printable ASCII as it is, every other byte escaped. */
export function readable(request: RawRequest): string {
  const escaped = wireBytes(request)
    .toString('latin1')
    .replace(/[^\x20-\x7e\n]/g, (char) =>
      char === '\r' ? '\\r' : `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    );
  const truncation =
    request.truncateTo === null ? '' : `\n(body cut after ${request.truncateTo} bytes, then the sending side closed)`;
  return `${escaped.length > 1_500 ? `${escaped.slice(0, 1_500)}… (${escaped.length} characters)` : escaped}${truncation}`;
}
