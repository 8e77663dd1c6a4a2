import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startFixtureServer, type FixtureServer } from '../support/fixture-server';

/**
 * `GET /api/region` (and its spec path `/ip-api/json`) through the real container, behind a trusted proxy
 * (`TRUST_PROXY`, Cloudflare's header) with a lookup service on a local fixture that answers, fails or hangs.
 */
let lookupService: FixtureServer;
const asked: string[] = [];
let GET: APIRoute;
let specPathGET: APIRoute;

beforeAll(async () => {
  lookupService = await startFixtureServer((req, res) => {
    const address = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname.slice('/json/'.length));
    asked.push(address);
    if (address === '198.51.100.7') return sendJson(res, 200, { status: 'success', countryCode: 'CN' });
    if (address === '198.51.100.8') return sendJson(res, 200, { status: 'success', countryCode: 'NL' });
    if (address === '198.51.100.9') return sendJson(res, 500, { message: 'down' });
    // 198.51.100.10 and any other address: no answer.
  });
  vi.stubEnv('TRUST_PROXY', 'true');
  vi.stubEnv('REGION_LOOKUP_URL', `${lookupService.url}/json/{ip}`);
  ({ GET } = await import('../../src/pages/api/region'));
  ({ GET: specPathGET } = await import('../../src/pages/ip-api/json'));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await lookupService.close();
});

async function region(headers: Record<string, string>, route: APIRoute = GET) {
  const url = new URL('http://localhost/api/region');
  const request = new Request(url, { headers });
  const response = await route({ url, request, clientAddress: '127.0.0.1', locals: {} } as unknown as APIContext);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

describe('GET /api/region', () => {
  it("answers the trusted CDN's country, for this viewer only", async () => {
    expect(await region({ 'cf-ipcountry': 'CN' })).toEqual({
      status: 200,
      cacheControl: 'private, no-store',
      body: { countryCode: 'CN', china: true, alternateOrigins: {} },
    });
  });

  it('asks the lookup service about the forwarded address when the header is missing or malformed', async () => {
    expect((await region({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' })).body).toMatchObject({
      countryCode: 'CN',
      china: true,
    });
    for (const bad of ['C N', '<script>', 'XX', 'CHINA', '']) {
      const { status, body } = await region({ 'cf-ipcountry': bad, 'x-forwarded-for': '198.51.100.8' });
      expect({ status, body }).toEqual({
        status: 200,
        body: { countryCode: 'NL', china: false, alternateOrigins: {} },
      });
    }
  });

  it('answers the default region, without a lookup, for a malformed or private forwarded address', async () => {
    const before = asked.length;
    for (const forwarded of ['not-an-address', '999.0.0.1', '10.0.0.1', '"><script>', '']) {
      expect(await region({ 'x-forwarded-for': forwarded })).toEqual({
        status: 200,
        cacheControl: 'private, no-store',
        body: { countryCode: null, china: false, alternateOrigins: {} },
      });
    }
    expect(asked.length).toBe(before);
  });

  it('answers the default region when the lookup service fails', async () => {
    expect((await region({ 'x-forwarded-for': '198.51.100.9' })).body).toEqual({
      countryCode: null,
      china: false,
      alternateOrigins: {},
    });
  });

  it('answers the default region within about a second when the lookup service hangs, then at once', async () => {
    let started = performance.now();
    expect((await region({ 'x-forwarded-for': '198.51.100.10' })).body).toMatchObject({
      countryCode: null,
      china: false,
    });
    expect(performance.now() - started).toBeLessThan(1_500);
    started = performance.now();
    expect((await region({ 'x-forwarded-for': '198.51.100.10' })).body).toMatchObject({ countryCode: null });
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('is also served at /ip-api/json, the path of spec 1 §7', async () => {
    expect((await region({ 'cf-ipcountry': 'de' }, specPathGET)).body).toEqual({
      countryCode: 'DE',
      china: false,
      alternateOrigins: {},
    });
  });
});
