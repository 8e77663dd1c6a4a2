import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../../domain/media';
import { siteConfigSchema, type SiteConfig } from '../../../domain/site-config';
import { createAdDocumentLoader } from '../../ads/document-loader';
import { inlineAd, vast, vmap, wrapperAd } from '../../ads/fixtures.test-helpers';
import { createAdResolver } from '../../ads/resolver';
import type { AdsDeps } from '../../features/ads';
import { createRouter } from '../router';
import { adsOperations } from './ads';
import { createRateLimiter } from '../../auth/rate-limiter';
import { openTestDatabase } from '../../../../tests/support/test-database';

/**
 * `GET /api/ads/{mediaid}` against a local ad server that misbehaves in every way at once: a wrapper loop, a
 * 404, a tag that never answers, bad XML, and one good ad. The content must still get its plan, in time.
 */
let adServer: Server;
let origin: string;

beforeAll(async () => {
  adServer = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const xml = (body: string) => response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
    if (path === '/vmap.xml') {
      return xml(
        vmap(
          { offset: 'start', id: 'loop', tag: `${origin}/loop-a.xml` },
          { offset: '00:00:04', id: 'missing', tag: `${origin}/gone.xml` },
          { offset: '00:00:08', id: 'slow', tag: `${origin}/slow.xml` },
          { offset: '00:00:12', id: 'broken', tag: `${origin}/broken.xml` },
          { offset: 'end', id: 'good', tag: `${origin}/wrapper.xml` },
        ),
      );
    }
    if (path === '/loop-a.xml') return xml(vast(wrapperAd(`${origin}/loop-b.xml`)));
    if (path === '/loop-b.xml') return xml(vast(wrapperAd(`${origin}/loop-a.xml`)));
    if (path === '/slow.xml') return void setTimeout(() => xml(vast(inlineAd())), 10_000).unref();
    if (path === '/broken.xml') return xml('<VAST version="4.0"><Ad><InLine><Creatives>');
    if (path === '/wrapper.xml') return xml(vast(wrapperAd(`${origin}/good.xml`)));
    if (path === '/good.xml') return xml(vast(inlineAd({ skip: '00:00:03' })));
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => adServer.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(adServer.address() as AddressInfo).port}`;
});

afterAll(() => {
  adServer.closeAllConnections();
  return new Promise<void>((done) => adServer.close(() => done()));
});

const baseConfig = siteConfigSchema.parse({ description: 'Test', siteId: 'site0001', content: [], menu: [] });

function routerWith(
  config: Partial<SiteConfig>,
  options: { allowPrivateNetwork: boolean; rateLimit?: AdsDeps['rateLimit'] },
) {
  const seen: string[] = [];
  const deps: AdsDeps = {
    loadSiteConfig: async (source) => {
      seen.push(String(source));
      return { ok: true, config: { ...baseConfig, ...config }, source: source ?? 'default', warnings: [] };
    },
    getMedia: async (id) => (id === 'Missing1' ? null : ({ mediaid: id } as MediaItem)),
    resolver: createAdResolver({
      loader: createAdDocumentLoader({
        demoAdsDir: resolve('data/demo/media/ads'),
        allowPrivateNetwork: options.allowPrivateNetwork,
      }),
      timeoutMs: 1500,
    }),
    scheduleUrl: (id) => `/demo-media/ads/schedule-${id}.json`,
    rateLimit: options.rateLimit ?? null,
  };
  const router = createRouter({
    operations: adsOperations(deps),
    authenticate: async () => null,
    siteOrigin: 'http://site.test',
    secureCookies: false,
    clock: () => new Date(),
    logger: pino({ level: 'silent' }),
  });
  const get = (path: string, clientAddress = '127.0.0.1') =>
    router.handle(new Request(`http://site.test/api${path}`), { clientAddress });
  return { get, seen };
}

describe('GET /api/ads/{mediaid}', () => {
  it('is limited per IP by the shared (database) limiter: 429 with Retry-After, other viewers unaffected', async () => {
    const database = await openTestDatabase('pglite');
    try {
      let now = new Date('2026-11-26T12:00:10Z');
      const rateLimit = {
        limiter: createRateLimiter(database.db),
        rule: { limit: 3, windowMs: 60_000 },
        clock: () => now,
      };
      const { get } = routerWith({}, { allowPrivateNetwork: false, rateLimit });
      for (let request = 0; request < 3; request += 1)
        expect((await get('/ads/Media001', '10.1.1.1')).status).toBe(200);
      const refused = await get('/ads/Media001', '10.1.1.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({ code: 'too_many_requests' });
      expect((await get('/ads/Media001', '10.2.2.2')).status).toBe(200);
      now = new Date(now.getTime() + 61_000);
      expect((await get('/ads/Media001', '10.1.1.1')).status).toBe(200);
    } finally {
      await database.dispose();
    }
  });

  it('keeps the one good break of a hostile ad server, within the deadline, and is never cached', async () => {
    const { get, seen } = routerWith({ adScheduleUrls: { xml: `${origin}/vmap.xml` } }, { allowPrivateNetwork: true });
    const started = Date.now();
    const response = await get('/ads/Media001?app-config=adstest1');
    const elapsed = Date.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const plan = (await response.json()) as { breaks: Array<{ id: string; ads: Array<{ skipOffset?: number }> }> };
    expect(plan.breaks.map((entry) => entry.id)).toEqual(['good']);
    expect(plan.breaks[0]!.ads[0]!.skipOffset).toBe(3);
    expect(elapsed).toBeLessThan(3000);
    expect(seen).toEqual(['adstest1']);
  });

  it('does not let a config point the server at its own network', async () => {
    const { get } = routerWith({ adScheduleUrls: { xml: `${origin}/vmap.xml` } }, { allowPrivateNetwork: false });
    expect(await (await get('/ads/Media001')).json()).toEqual({ breaks: [] });
  });

  it('answers no breaks for a config without ads, or with server-side ads', async () => {
    expect(await (await routerWith({}, { allowPrivateNetwork: true }).get('/ads/Media001')).json()).toEqual({
      breaks: [],
    });
    const ssai = routerWith(
      { adDeliveryMethod: 'ssai', adConfig: 'cfg', adScheduleUrls: { xml: `${origin}/vmap.xml` } },
      { allowPrivateNetwork: true },
    );
    expect(await (await ssai.get('/ads/Media001')).json()).toEqual({ breaks: [] });
  });

  it.each([
    ['VMAP', { adScheduleUrls: { xml: '/demo-media/ads/vmap.xml' } }],
    ['JW schedule', { adSchedule: 'aurora01' }],
  ])(
    'plays the demo %s from the demo files: a pre-roll pod, a mid-roll through a wrapper, a post-roll',
    async (_, config) => {
      const { get } = routerWith(config, { allowPrivateNetwork: false });
      const plan = (await (await get('/ads/Media001')).json()) as {
        breaks: Array<{
          position: { kind: string };
          ads: Array<{ mediaFile: { url: string }; tracking: { start?: string[] } }>;
        }>;
      };
      expect(plan.breaks.map((entry) => [entry.position.kind, entry.ads.length])).toEqual([
        ['start', 2],
        ['percent', 1],
        ['end', 1],
      ]);
      expect(plan.breaks[0]!.ads[0]!.mediaFile.url).toBe('/demo-media/ads/aurora-pass.mp4');
      // The wrapper's own start pixel comes first, then the wrapped ad's.
      expect(plan.breaks[1]!.ads[0]!.tracking.start).toEqual([
        '/demo-media/ads/t/start?ad=mid-wrapper&cb=[CACHEBUSTING]',
        '/demo-media/ads/t/start?ad=mid-kit&cb=[CACHEBUSTING]',
      ]);
    },
  );

  it('refuses a malformed media id and answers 404 for an unknown one', async () => {
    const { get } = routerWith({ adScheduleUrls: { xml: `${origin}/vmap.xml` } }, { allowPrivateNetwork: true });
    const bad = await get('/ads/..%2Fetc');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('mediaid');
    const unknown = await get('/ads/Missing1');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('MediaItem not found');
  });
});
