import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { methodRefusal } from './method-policy';
import { createRequestHandler } from './request-handler';

describe('methodRefusal', () => {
  it('lets pages answer GET and HEAD only', () => {
    for (const path of ['/', '/sports/archery?x=1', '/m/abc', '//', '/es/live'])
      for (const method of ['GET', 'HEAD']) expect(methodRefusal(method, path), `${method} ${path}`).toBeNull();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(methodRefusal(method, '/sports'), method).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
  });

  it('leaves the methods of the API, the webhooks and the CSP reports to their routes', () => {
    const routes: Array<[string, string]> = [
      ['POST', '/api/auth/login'],
      ['DELETE', '/api/favorites/abc'],
      ['PUT', '/api/customers/1'],
      ['OPTIONS', '/api/offers'],
      ['POST', '/api/payments/webhook'],
      ['POST', '/api/revalidate'],
      ['POST', '/csp-report'],
    ];
    for (const [method, path] of routes)
      expect(methodRefusal(method, path), `${method} ${path}`).toBeNull();
  });

  it('refuses TRACE, TRACK and CONNECT everywhere, and answers 501 to a method no route uses', () => {
    for (const method of ['TRACE', 'TRACK', 'CONNECT']) {
      expect(methodRefusal(method, '/')).toEqual({ status: 405, allow: ['GET', 'HEAD'] });
      expect(methodRefusal(method, '/api/offers')?.status).toBe(405);
    }
    for (const method of ['PROPFIND', 'BREW', 'get']) {
      expect(methodRefusal(method, '/')?.status, method).toBe(501);
      expect(methodRefusal(method, '/api/offers')?.allow, method).toContain('POST');
    }
  });
});

describe("the request handler's refusal", () => {
  const logs: Array<Record<string, unknown>> = [];
  const handler = createRequestHandler({
    env: {
      LANGUAGES: ['en'],
      DEFAULT_LANGUAGE: 'en',
      PUBLIC_CACHE_CONTROL: 'public, s-maxage=60',
      HELP_URL: '/help',
      MEDIA_PLATFORM: 'local',
      JW_API_BASE: 'https://cdn.jwplayer.com',
      CMS: 'local',
      SITE_URL: 'https://tv.example',
      PAGE_CACHE_TTL_S: 0,
      PAGE_CACHE_STALE_S: 0,
      UPSTREAM_BUDGET_MS: 1500,
      CMS_PREVIEW_SECRET: undefined,
    },
    logger: createLogger(
      { LOG_LEVEL: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    ),
    loadSiteConfig: () => Promise.reject(new Error('a refusal needs no site config')),
    readSettings: () => Promise.reject(new Error('a refusal needs no settings')),
  });

  it('answers PUT on a page 405 with Allow, the security headers and a request id, and logs it', async () => {
    const answer = handler.refuseMethod({ method: 'PUT', url: '/sports', headers: { 'x-request-id': 'abc-123' } })!;
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(answer.headers.get('x-request-id')).toBe('abc-123');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    for (const name of ['content-security-policy', 'x-content-type-options', 'permissions-policy', 'strict-transport-security'])
      expect(answer.headers.get(name), name).toBeTruthy();
    expect(new TextDecoder().decode(answer.body!)).toBe('Method Not Allowed');
    expect(answer.headers.get('content-length')).toBe(String(answer.body!.byteLength));
    expect(logs.at(-1)).toMatchObject({ reqId: 'abc-123', method: 'PUT', path: '/sports', status: 405, msg: 'request' });
  });

  it('answers an unknown method 501 with the same headers, on targets that are not paths too', () => {
    for (const url of ['/', '*', 'http://x/', '//%']) {
      const answer = handler.refuseMethod({ method: 'PROPFIND', url, headers: {} })!;
      expect(answer.status, url).toBe(501);
      expect(answer.headers.get('x-request-id'), url).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('content-security-policy'), url).toContain("default-src 'self'");
    }
  });

  it('lets through what the target takes', () => {
    expect(handler.refuseMethod({ method: 'GET', url: '/', headers: {} })).toBeNull();
    expect(handler.refuseMethod({ method: 'POST', url: '/api/auth/login', headers: {} })).toBeNull();
  });
});
