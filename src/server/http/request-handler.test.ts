import { captchaCspSources, paypalCspSources, type CspDirectives } from './security-headers';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../domain/site-config';
import { createLogger } from '../logger';
import { recordTags } from '../shared/cache-tags';
import type { Invalidation } from '../shared/data-cache';
import type { SiteConfigResult } from '../settings/site-config-loader';
import { createRequestHandler, type Next, type RequestContext } from './request-handler';

const config = {
  siteId: 'site1234',
  description: 'Demo',
  content: [],
  menu: [],
  features: {},
} as unknown as SiteConfig;

const env = {
  LANGUAGES: ['en', 'es'] as Array<'en' | 'es'>,
  DEFAULT_LANGUAGE: 'en' as const,
  PUBLIC_CACHE_CONTROL: 'public, s-maxage=60, stale-while-revalidate=600',
  HELP_URL: '/help/configuration',
  MEDIA_PLATFORM: 'local' as const,
  JW_API_BASE: 'https://cdn.jwplayer.com',
  CMS: 'local' as const,
  SITE_URL: 'http://localhost:4321',
  PAGE_CACHE_TTL_S: 0,
  PAGE_CACHE_STALE_S: 0,
  UPSTREAM_BUDGET_MS: 1500,
  CMS_PREVIEW_SECRET: undefined,
};

interface Setup {
  pageCacheTtlS?: number;
  pageOrigins?: () => Promise<{ formAction: string[]; script: string[] }>;
  onDataInvalidated?: (listener: (change: Invalidation) => void) => void;
  configResult?: SiteConfigResult;
  cookies?: string[];
  respond?: (rewriteTo?: string) => Response | Promise<Response>;
  captchaSources?: CspDirectives;
  paypalSources?: CspDirectives;
  stylesheets?: (href: string) => string | undefined;
  chinaViewer?: (context: RequestContext) => Promise<boolean>;
}

function setup({
  configResult,
  cookies = [],
  respond,
  pageCacheTtlS = 0,
  pageOrigins,
  onDataInvalidated,
  captchaSources,
  paypalSources,
  stylesheets,
  chinaViewer,
}: Setup = {}) {
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const requested: Array<string | null> = [];
  const loadOptions: Array<{ china?: boolean } | undefined> = [];
  const rewrites: Array<string | undefined> = [];
  const handler = createRequestHandler({
    env: { ...env, PAGE_CACHE_TTL_S: pageCacheTtlS },
    logger: createLogger({ LOG_LEVEL: 'debug' }, stream),
    loadSiteConfig: async (source, options) => {
      requested.push(source);
      loadOptions.push(options);
      return configResult ?? { ok: true, config, source: source ?? 'demo2026', warnings: [] };
    },
    readSettings: async () => ({
      ok: true,
      settings: {
        defaultConfigSource: 'demo2026',
        additionalAllowedConfigSources: ['demoauth'],
        unsafeAllowAnyConfigSource: false,
      },
    }),
    pageOrigins,
    onDataInvalidated,
    captchaSources,
    paypalSources,
    stylesheets,
    chinaViewer,
  });

  async function request(path: string, init: RequestInit = {}) {
    const url = new URL(path, 'http://localhost:4321');
    const locals = {} as App.Locals;
    const context: RequestContext = {
      request: new Request(url, init),
      url,
      locals,
      cookies: { headers: () => cookies },
    };
    const next: Next = async (rewriteTo) => {
      rewrites.push(rewriteTo);
      return respond
        ? respond(rewriteTo)
        : new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    };
    const response = await handler(context, next);
    return { response, locals };
  }

  return { request, logs, requested, loadOptions, rewrites, handler };
}

const scriptSrc = (policy: string | null) => /script-src ([^;]*)/.exec(policy ?? '')?.[1];

describe('request handler', () => {
  it('answers repeated requests for a public page from the page cache, each with its own request id', async () => {
    const { request, rewrites } = setup({ pageCacheTtlS: 5 });
    const first = await request('/?genre=Drama');
    const second = await request('/?genre=Drama');
    const other = await request('/?genre=Comedy');
    expect(rewrites).toHaveLength(2);
    expect(await second.response.text()).toBe(await first.response.text());
    expect(second.response.headers.get('cache-control')).toBe(env.PUBLIC_CACHE_CONTROL);
    expect(second.response.headers.get('x-request-id')).toBe(second.locals.requestId);
    expect(second.locals.requestId).not.toBe(first.locals.requestId);
    expect(other.response.status).toBe(200);
  });

  it('answers a kept page before the framework with the headers and body of a cache hit, and nothing else', async () => {
    const big = `<!doctype html><p>${'a kept page '.repeat(200)}</p>`;
    const { request, handler, logs } = setup({
      pageCacheTtlS: 5,
      respond: () => new Response(big, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    });
    const headers = { 'accept-encoding': 'gzip, br' };
    expect(handler.fromPageCache({ method: 'GET', url: '/sports?x=1', headers })).toBeNull();
    const first = await request('/sports?x=1', { headers });
    const hit = await request('/sports?x=1', { headers });
    const hitBody = new Uint8Array(await hit.response.arrayBuffer());

    const kept = handler.fromPageCache({ method: 'GET', url: '/sports?x=1', headers })!;
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual(hitBody);
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('content-length')).toBe(String(hitBody.byteLength));
    for (const name of ['etag', 'content-security-policy', 'cache-control', 'vary'])
      expect(kept.headers.get(name), name).toBe(hit.response.headers.get(name));
    expect(kept.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers.get('x-request-id')).not.toBe(first.locals.requestId);
    expect(logs.at(-1)).toMatchObject({ path: '/sports', status: 200, cache: 'hit', msg: 'request' });

    const etag = kept.headers.get('etag')!;
    const revalidated = handler.fromPageCache({
      method: 'GET',
      url: '/sports?x=1',
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(revalidated).toMatchObject({ status: 304, body: null });
    expect(handler.fromPageCache({ method: 'HEAD', url: '/sports?x=1', headers })).toMatchObject({
      status: 200,
      body: null,
    });
    // Another query, another encoding not made yet, a POST and an API path all go through the framework.
    expect(handler.fromPageCache({ method: 'GET', url: '/sports?x=2', headers })).toBeNull();
    expect(
      handler.fromPageCache({ method: 'GET', url: '/sports?x=1', headers: { 'accept-encoding': 'gzip' } }),
    ).toBeNull();
    expect(handler.fromPageCache({ method: 'POST', url: '/sports?x=1', headers })).toBeNull();
    expect(handler.fromPageCache({ method: 'GET', url: '/api/sports?x=1', headers })).toBeNull();
  });

  it('loads the config for China for a viewer in China, and keeps their page out of every shared cache', async () => {
    // The location lookup's verdict, here read from a test header.
    const chinaViewer = async (context: RequestContext) => context.request.headers.get('x-test-country') === 'CN';
    const { request, handler, loadOptions, rewrites } = setup({ pageCacheTtlS: 5, chinaViewer });
    const elsewhere = await request('/sports');
    const china = await request('/sports', { headers: { 'x-test-country': 'CN' } });
    const again = await request('/sports', { headers: { 'x-test-country': 'CN' } });
    expect(loadOptions).toEqual([undefined, { china: true }, { china: true }]);
    expect(rewrites).toHaveLength(3);
    expect(elsewhere.response.headers.get('cache-control')).toBe(env.PUBLIC_CACHE_CONTROL);
    for (const { response } of [china, again]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-page-cache')).toBe('bypass');
    }
    // Others still get the kept page, but only after the middleware learnt their region.
    expect((await request('/sports')).response.headers.get('x-page-cache')).toBe('hit');
    expect(handler.fromPageCache({ method: 'GET', url: '/sports', headers: {} })).toBeNull();
  });

  it('looks up any request line a client can send without throwing (`GET //` once ended the process)', () => {
    const { handler } = setup({ pageCacheTtlS: 5 });
    for (const url of ['//', '///', '//%', '//[', '//:', '//@', '*', 'http://evil.example/', 'example.com:443', ''])
      expect(handler.fromPageCache({ method: 'GET', url, headers: {} }), url).toBeNull();
  });

  it('gives a page rendered for the page cache its request id too', async () => {
    const { request } = setup({ pageCacheTtlS: 5 });
    const first = await request('/athletes');
    expect(first.response.headers.get('x-request-id')).toBe(first.locals.requestId);
  });

  it('renders kept pages again once the data behind them was invalidated', async () => {
    let invalidated: (change: Invalidation) => void = () => {};
    const { request, rewrites } = setup({
      pageCacheTtlS: 60,
      onDataInvalidated: (listener) => {
        invalidated = listener;
      },
    });
    await request('/');
    expect((await request('/')).response.headers.get('x-page-cache')).toBe('hit');
    expect(rewrites).toHaveLength(1);
    invalidated({ prefix: 'cms:' });
    expect((await request('/')).response.headers.get('x-page-cache')).toBe('miss');
    expect(rewrites).toHaveLength(2);
  });

  it('drops only the kept pages rendered from a changed document', async () => {
    let invalidated: (change: Invalidation) => void = () => {};
    const tagsOf: Record<string, string[]> = {
      '/sports/archery': ['type:layout', 'id:archery', 'type:sport'],
      '/athletes/ana': ['type:layout', 'id:ana', 'id:archery'],
      '/athletes/bo': ['type:layout', 'id:bo', 'id:karate'],
      '/about-twg': ['type:layout', 'slug:page:about-twg', 'id:about'],
    };
    const { request } = setup({
      pageCacheTtlS: 60,
      onDataInvalidated: (listener) => {
        invalidated = listener;
      },
      respond: async () => {
        recordTags(tagsOf[currentPath] ?? []);
        return new Response(`<!doctype html><p>${currentPath}</p>`, { headers: { 'content-type': 'text/html' } });
      },
    });
    let currentPath = '';
    const cacheResult = async (path: string) => {
      currentPath = path;
      return (await request(path)).response.headers.get('x-page-cache');
    };
    for (const path of Object.keys(tagsOf)) expect(await cacheResult(path)).toBe('miss');
    invalidated({ tags: ['id:archery', 'type:sport', 'slug:sport:archery'] });
    const after: Record<string, string | null> = {};
    for (const path of Object.keys(tagsOf)) after[path] = await cacheResult(path);
    expect(after).toEqual({
      '/sports/archery': 'miss',
      '/athletes/ana': 'miss',
      '/athletes/bo': 'hit',
      '/about-twg': 'hit',
    });
    invalidated({ tags: ['type:layout'] });
    expect(await cacheResult('/athletes/bo')).toBe('miss');
  });

  it('never caches a page that sets cookies', async () => {
    const { request, rewrites } = setup({ pageCacheTtlS: 5, cookies: ['session=1'] });
    await request('/');
    await request('/');
    expect(rewrites).toHaveLength(2);
  });

  it('gives a public page its site config, language, request id, cache and security headers', async () => {
    const { request, logs } = setup();
    const { response, locals } = await request('/');
    expect(locals).toMatchObject({ siteConfig: config, configSource: 'demo2026', language: 'en' });
    expect(response.headers.get('x-request-id')).toBe(locals.requestId);
    expect(response.headers.get('cache-control')).toBe(env.PUBLIC_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(logs.at(-1)).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/',
      status: 200,
      reqId: locals.requestId,
    });
  });

  it('answers 499 without an error log when the client hangs up while its body is read', async () => {
    const { request, logs } = setup({
      respond: () => {
        throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
      },
    });
    const { response } = await request('/api/telemetry/errors', { method: 'POST' });
    expect(response.status).toBe(499);
    expect(logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ msg: 'the client went away before its request was read' }));
  });

  it('keeps a sane incoming x-request-id and replaces a hostile one', async () => {
    const { request } = setup();
    const kept = await request('/', { headers: { 'x-request-id': 'edge-123' } });
    expect(kept.response.headers.get('x-request-id')).toBe('edge-123');
    const replaced = await request('/', { headers: { 'x-request-id': 'a b <script>' } });
    expect(replaced.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes the app-config parameter to the config loader and logs its warnings', async () => {
    const { request, requested, logs } = setup({
      configResult: { ok: true, config, source: 'demo2026', warnings: ['Ignored app-config "zzzz9999"'] },
    });
    await request('/p/abc?app-config=zzzz9999');
    expect(requested).toEqual(['zzzz9999']);
    expect(logs.some((line) => line.level === 40 && line.msg === 'Ignored app-config "zzzz9999"')).toBe(true);
  });

  it.each<[string, SiteConfigResult, string]>([
    [
      'config_invalid',
      {
        ok: false,
        kind: 'config_invalid',
        reason: 'invalid',
        source: 'badconf1',
        message: 'invalid',
        errors: ['siteId: is required'],
      },
      'siteId: is required',
    ],
    [
      'settings_invalid',
      {
        ok: false,
        kind: 'settings_invalid',
        reason: 'settings',
        message: 'No config source',
        errors: ['No config source'],
      },
      'No config source',
    ],
  ])('answers a %s failure with the error screen', async (kind, configResult, detail) => {
    const { request, rewrites } = setup({ configResult });
    const { response } = await request('/?app-config=badconf1');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain(`<h1>${kind}</h1>`);
    expect(html).toContain(detail);
    expect(html).toContain('href="/help/configuration"');
    expect(rewrites).toEqual([]);
  });

  it('answers a site config that could not be loaded in time as an outage: 503 with Retry-After, no error screen', async () => {
    const { request, rewrites, logs } = setup({
      pageCacheTtlS: 5,
      configResult: {
        ok: false,
        kind: 'config_unavailable',
        reason: 'unavailable',
        source: 'demo2026',
        message: 'The site configuration "demo2026" could not be loaded: no answer within the request\'s time budget',
        errors: ["no answer within the request's time budget"],
      },
    });
    const { response, locals } = await request('/es/sports?x=1');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBe(locals.requestId);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    expect(html).not.toContain('config_invalid');
    expect(html).not.toContain('time budget');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('href="/es/sports?x=1"');
    expect(html).toContain(`Referencia: ${locals.requestId}`);
    expect(rewrites).toEqual([]);
    expect(logs.find((line) => line.kind === 'config_unavailable')).toMatchObject({ level: 40, source: 'demo2026' });
    // Not kept by the page cache: the next request tries the config again.
    expect((await request('/es/sports?x=1')).response.headers.get('x-page-cache')).toBe('miss');
  });

  it('serves another enabled language under its prefix by rewriting to the unprefixed route', async () => {
    const { request, rewrites } = setup();
    const { locals } = await request('/es/p/abc?x=1');
    expect(locals.language).toBe('es');
    expect(rewrites).toEqual(['/p/abc?x=1']);
  });

  it('redirects the default language prefix to the unprefixed URL, never to another host', async () => {
    const { request } = setup();
    expect((await request('/en/p/abc')).response.headers.get('location')).toBe('/p/abc');
    const sneaky = await request('/en//evil.example/x');
    expect(sneaky.response.status).toBe(308);
    expect(sneaky.response.headers.get('location')).toBe('/evil.example/x');
  });

  it('treats a disabled language prefix as an ordinary path', async () => {
    const { request, rewrites } = setup();
    const { locals } = await request('/fr/p/abc');
    expect(locals.language).toBe('en');
    expect(rewrites).toEqual([undefined]);
  });

  it('skips language and config for API, health and media requests, and does not mark them public', async () => {
    const { request, requested } = setup({
      respond: () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    });
    for (const path of ['/api/media/x', '/healthz', '/readyz', '/demo-media/a.m3u8', '/es/api/x']) {
      const { response } = await request(path);
      expect(response.headers.get('cache-control')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(requested).toEqual([null]); // only /es/api/x is a page path
  });

  it('renders the help page without loading a config', async () => {
    const { request, requested } = setup();
    await request('/help/configuration');
    expect(requested).toEqual([]);
  });

  it.each<[string, Setup, RequestInit]>([
    ['a page that set cookies', { cookies: ['session=1; HttpOnly'] }, {}],
    ['a POST', {}, { method: 'POST' }],
    ['a 404', { respond: () => new Response('nope', { status: 404, headers: { 'content-type': 'text/html' } }) }, {}],
    [
      'a page with its own Cache-Control',
      { respond: () => new Response('x', { headers: { 'content-type': 'text/html', 'cache-control': 'private' } }) },
      {},
    ],
    [
      'a set-cookie header',
      { respond: () => new Response('x', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=1' } }) },
      {},
    ],
  ])('does not publicly cache %s', async (_name, options, init) => {
    const { request } = setup(options);
    const { response } = await request('/', init);
    expect(response.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('adds headers to responses whose headers are immutable', async () => {
    const { request } = setup({ respond: () => Response.redirect('http://localhost:4321/elsewhere', 302) });
    const { response } = await request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost:4321/elsewhere');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("sends a small page with its build's stylesheets inline, and a kept copy the same", async () => {
    const { request } = setup({
      pageCacheTtlS: 60,
      stylesheets: (href) => (href === '/_astro/base.css' ? 'p{margin:0}' : undefined),
      respond: () =>
        new Response('<!doctype html><head><link rel="stylesheet" href="/_astro/base.css"></head><p>page</p>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    });
    for (let visit = 0; visit < 2; visit++) {
      const html = await (await request('/')).response.text();
      expect(html).toContain('<head><style>p{margin:0}</style></head>');
      expect(html).not.toContain('rel="stylesheet"');
    }
  });

  it('keeps the directives a page set in its own policy and adds the rest', async () => {
    const { request } = setup({
      respond: () =>
        new Response('x', {
          headers: {
            'content-type': 'text/html',
            'content-security-policy': 'frame-ancestors https://partner.example',
            'referrer-policy': 'no-referrer',
          },
        }),
    });
    const { response } = await request('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^frame-ancestors https:\/\/partner\.example; default-src 'self'/);
    expect(policy).not.toContain("frame-ancestors 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('allows exactly the inline scripts of the page it sends, never any inline script', async () => {
    const island = 'window.islandReady = true;';
    const { request } = setup({
      respond: () =>
        new Response(`<!doctype html><script type="module">${island}</script><p>page</p>`, {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    });
    const { response } = await request('/');
    const hash = createHash('sha256').update(island).digest('base64');
    expect(scriptSrc(response.headers.get('content-security-policy'))).toBe(`'self' 'sha256-${hash}'`);
    expect(await response.text()).toContain(island);
    expect(scriptSrc((await request('/api/media')).response.headers.get('content-security-policy'))).toBe("'self'");
  });

  it('allows the Cast SDK scripts only on pages whose site config turns casting on', async () => {
    const withCasting = { ...config, features: { enableCasting: true } } as unknown as SiteConfig;
    const casting = setup({ configResult: { ok: true, config: withCasting, source: 'demo2026', warnings: [] } });
    const policy = scriptSrc((await casting.request('/')).response.headers.get('content-security-policy'));
    expect(policy ?? '').toContain('https://www.gstatic.com/cv/js/sender/');
    expect(policy).not.toMatch(/https:\/\/www\.gstatic\.com(?:\s|$)/);
    expect(scriptSrc((await casting.request('/api/media')).response.headers.get('content-security-policy'))).toBe(
      "'self'",
    );

    const withoutCasting = { ...config, features: { enableCasting: false } } as unknown as SiteConfig;
    const off = setup({ configResult: { ok: true, config: withoutCasting, source: 'demo2026', warnings: [] } });
    expect(scriptSrc((await off.request('/')).response.headers.get('content-security-policy'))).not.toContain(
      'gstatic',
    );
  });

  it('admits ad servers’ files and pixels (https) only on pages whose config inserts ads itself', async () => {
    const directive = (policy: string | null, name: string) =>
      new RegExp(`${name} ([^;]*)`).exec(policy ?? '')?.[1] ?? '';
    const withAds = {
      ...config,
      features: {},
      adScheduleUrls: { xml: '/demo-media/ads/vmap.xml' },
    } as unknown as SiteConfig;
    const ads = setup({ configResult: { ok: true, config: withAds, source: 'demoads1', warnings: [] } });
    const policy = (await ads.request('/')).response.headers.get('content-security-policy');
    expect(directive(policy, 'img-src').split(' ')).toContain('https:');
    expect(directive(policy, 'media-src').split(' ')).toContain('https:');
    expect(scriptSrc(policy)).not.toContain('https:');

    const ssai = { ...withAds, adDeliveryMethod: 'ssai', adConfig: 'c1' } as unknown as SiteConfig;
    const server = setup({ configResult: { ok: true, config: ssai, source: 'x', warnings: [] } });
    const plain = (await server.request('/')).response.headers.get('content-security-policy');
    expect(directive(plain, 'media-src').split(' ')).not.toContain('https:');
  });

  it('allows the captcha widget only on the sign-in and registration pages', async () => {
    const { request } = setup({
      captchaSources: captchaCspSources('turnstile'),
      pageOrigins: async () => ({ formAction: [], script: ['https://tags.example.com'] }),
    });
    const policyOf = async (path: string) =>
      (await request(path)).response.headers.get('content-security-policy') ?? '';
    for (const path of ['/create-account', '/fr/login', '/m/abc?u=create-account']) {
      const policy = await policyOf(path);
      expect(scriptSrc(policy)).toContain('https://challenges.cloudflare.com');
      expect(scriptSrc(policy)).toContain('https://tags.example.com');
      expect(/frame-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' https://challenges.cloudflare.com");
    }
    for (const path of ['/', '/m/abc', '/login-help', '/m/abc?u=edit-password']) {
      expect(await policyOf(path)).not.toContain('challenges.cloudflare.com');
    }
  });

  it("lets PayPal's SDK into the checkout's PayPal frame only, not into the page with the checkout", async () => {
    const { request } = setup({ paypalSources: paypalCspSources('https://www.paypal.com/sdk/js') });
    const policyOf = async (path: string) =>
      (await request(path)).response.headers.get('content-security-policy') ?? '';
    const frame = await policyOf('/paypal-buttons?currency=EUR');
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src']) {
      expect(new RegExp(`${name} ([^;]*)`).exec(frame)?.[1]?.split(' ')).toContain('https://*.paypal.com');
    }
    expect(scriptSrc(frame)).not.toContain("'unsafe-inline'");
    for (const path of ['/', '/m/abc?u=checkout', '/m/abc?u=choose-offer', '/paypal-buttons/x']) {
      expect(await policyOf(path)).not.toContain('paypal');
    }
    const fixture = paypalCspSources('http://127.0.0.1:4590/sdk/js');
    expect(fixture['script-src']).toContain('http://127.0.0.1:4590');
  });

  it("lets HTML pages' forms post to, and tags load from, the configured external origins, and nothing else", async () => {
    const formAction = (policy: string | null) => /form-action ([^;]*)/.exec(policy ?? '')?.[1];
    const { request } = setup({
      pageOrigins: async () => ({ formAction: ['https://news.example'], script: ['https://tags.example'] }),
    });
    const policy = (await request('/')).response.headers.get('content-security-policy');
    expect(formAction(policy)).toBe("'self' https://news.example");
    expect(scriptSrc(policy)).toBe("'self' https://tags.example");
    const apiPolicy = (await request('/api/media')).response.headers.get('content-security-policy');
    expect(formAction(apiPolicy)).toBe("'self'");
    expect(scriptSrc(apiPolicy)).toBe("'self'");

    const failing = setup({ pageOrigins: () => Promise.reject(new Error('CMS down')) });
    const fallback = (await failing.request('/')).response.headers.get('content-security-policy');
    expect(formAction(fallback)).toBe("'self'");
    expect(scriptSrc(fallback)).toBe("'self'");
  });

  it('logs errors thrown by pages with the request id and lets Astro render its error page', async () => {
    const { request, logs } = setup({
      respond: () => {
        throw new Error('boom');
      },
    });
    await expect(request('/', { headers: { 'x-request-id': 'req-42' } })).rejects.toThrow('boom');
    expect(logs.at(-1)).toMatchObject({ level: 50, reqId: 'req-42', path: '/', err: { message: 'boom' } });
  });

  it('serves the effective settings at /.webapp.ini', async () => {
    const { request, rewrites } = setup();
    const { response } = await request('/.webapp.ini');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('defaultConfigSource = demo2026');
    expect(text).toContain('additionalAllowedConfigSources[] = demoauth');
    expect(rewrites).toEqual([]);
  });

  it.each(['/demo-media/video.m3u8', '/_astro/island.js', '/healthz', '/readyz'])(
    'logs %s at debug level',
    async (path) => {
      const { request, logs } = setup();
      await request(path);
      expect(logs.at(-1)).toMatchObject({ level: 20, path });
    },
  );
});
