import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/server/api/session-cookies';
import { createLogger } from '../../src/server/logger';
import { ASTRO_API_SEGMENTS, createDirectApi, isDirectApiPath } from '../../src/server/http/direct-api';
import { createRequestHandler } from '../../src/server/http/request-handler';
import { PASSWORD, signUp, startHarness, type Harness } from '../support/api-harness';

const env = {
  LANGUAGES: ['en'] as Array<'en'>,
  DEFAULT_LANGUAGE: 'en' as const,
  PUBLIC_CACHE_CONTROL: 'public, s-maxage=60',
  HELP_URL: '/help',
  MEDIA_PLATFORM: 'local' as const,
  JW_API_BASE: 'https://cdn.jwplayer.com',
  CMS: 'local' as const,
  SITE_URL: 'http://localhost:4321',
  PAGE_CACHE_TTL_S: 0,
  PAGE_CACHE_STALE_S: 0,
  UPSTREAM_BUDGET_MS: 1500,
  CMS_PREVIEW_SECRET: undefined,
};

/** The own API served as server.mjs serves it: Node's request straight to the app, through the request handler. */
describe('the API answered before Astro', () => {
  let h: Harness;
  let server: Server;
  let origin: string;
  let failNext = false;
  beforeAll(async () => {
    h = await startHarness('pglite');
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    const handle = createRequestHandler({
      env,
      logger,
      loadSiteConfig: async () => ({ ok: false }) as never,
      readSettings: async () => ({ ok: false, error: 'unused' }) as never,
    });
    const answer = createDirectApi({
      api: async () => {
        if (failNext) throw new Error('database down at /srv/secret/path');
        return h.api;
      },
      handle: handle.direct,
      trustProxy: false,
      logger,
    });
    server = createServer((request, response) => void answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await h.close();
  });

  it('signs in with cookies: each session cookie on its own header, the security headers and the request id arrive', async () => {
    const { email } = await signUp(h);
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session': 'cookie', origin, 'x-request-id': 'req-42' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    const named = (name: string) => cookies.find((cookie) => cookie.startsWith(`${name}=`));
    expect(named(ACCESS_COOKIE)).toMatch(/HttpOnly/i);
    expect(named(REFRESH_COOKIE)).toMatch(/HttpOnly/i);
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).user.email).toBe(email);
  });

  it('saves a watch-history entry with a Bearer token and reads it back', async () => {
    const { jwt } = await signUp(h);
    const auth = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const saved = await fetch(`${origin}/api/watch-history`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ mediaid: 'hnswCbM4', progress: 0.4 }),
    });
    expect(saved.status).toBeLessThan(300);
    const list = await (await fetch(`${origin}/api/watch-history`, { headers: auth })).json();
    expect(JSON.stringify(list)).toContain('hnswCbM4');
  });

  it('refuses bodies over the limit with 413 and keeps answering', async () => {
    for (const size of [40_000, 300_000]) {
      const response = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(size) }),
      });
      expect(response.status).toBe(413);
    }
    expect((await fetch(`${origin}/api/nothing-here`)).status).toBe(404);
  });

  it('compresses larger answers for clients that take Brotli', async () => {
    const response = await fetch(`${origin}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await response.arrayBuffer());
    // fetch decodes Brotli itself on some versions: accept either form, but it must be the document.
    const text = raw[0] === 0x7b ? raw.toString('utf8') : brotliDecompressSync(raw).toString('utf8');
    expect(JSON.parse(text).openapi).toBe('3.1.0');
  });

  it('answers a failure 500 as JSON without the error text', async () => {
    failNext = true;
    try {
      const response = await fetch(`${origin}/api/auth/user`);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body).code).toBe('internal_error');
      expect(body).not.toContain('/srv/secret');
    } finally {
      failNext = false;
    }
  });

  it('leaves the API paths Astro serves from its own files to Astro', () => {
    expect(isDirectApiPath('/api/watch-history')).toBe(true);
    expect(isDirectApiPath('/api/auth/login?x=1')).toBe(true);
    expect(isDirectApiPath('/api/notification/stream')).toBe(false);
    expect(isDirectApiPath('/api/payments/webhook')).toBe(false);
    expect(isDirectApiPath('/api')).toBe(false);
    expect(isDirectApiPath('/apiary/x')).toBe(false);
    expect(isDirectApiPath('/m/abc')).toBe(false);
    // Every file or folder of src/pages/api besides the catch-all is one of those first segments.
    const served = readdirSync('src/pages/api')
      .filter((name) => name !== '[...path].ts')
      .map((name) => name.replace(/\.ts$/, ''));
    expect(served.filter((segment) => !ASTRO_API_SEGMENTS.has(segment))).toEqual([]);
  });
});
