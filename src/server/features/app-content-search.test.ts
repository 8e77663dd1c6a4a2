import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchQuery, type SearchQuery } from '../../domain/search/query';
import { siteConfigSchema, type SiteConfig } from '../../domain/site-config';
import type { SearchReply } from '../../lib/search-api';
import { createJwMediaPlatform } from '../media/jw/adapter';
import { createDataCache } from '../shared/data-cache';
import { startFixtureServer, type FixtureServer } from '../../../tests/support/fixture-server';
import { createJwFixtureHandler } from '../../../tests/contract/media-platform.jw-handler';
import { withAppContentVideos } from './app-content-search';

const baseConfig = siteConfigSchema.parse(JSON.parse(readFileSync('tests/fixtures/jw/config-ajk3mzq8.json', 'utf8')));
const asking: SiteConfig = { ...baseConfig, custom: { ...baseConfig.custom, appContentSearch: true } };

function query(search: string): SearchQuery {
  const parsed = parseSearchQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

/** What the site's own index answered: one video of its own and an athlete. */
const indexed: SearchReply = {
  data: { athletes: [], sports: [], federations: [], vod: [] },
  meta: { total: { athletes: 0, sports: 0, federations: 0, vod: 0 } },
};

describe('app-content search with MEDIA_PLATFORM=jw (spec 1 §7)', () => {
  let api: FixtureServer;
  const requests: string[] = [];
  const warnings: string[] = [];
  let deps: Parameters<typeof withAppContentVideos>[0];
  beforeAll(async () => {
    api = await startFixtureServer(createJwFixtureHandler({ requests }));
    deps = {
      media: createJwMediaPlatform({ baseUrl: api.url }),
      cache: createDataCache(),
      ttlMs: 60_000,
      logger: { warn: (_object, message) => warnings.push(message) },
    };
  });
  afterAll(() => api.close());

  it("answers the videos from the property's search when the config asks for it", async () => {
    const reply = await withAppContentVideos(deps, indexed, { config: asking, query: query('q=Paddles'), language: 'en' });
    expect(reply.data.vod.map((vod) => vod.metadata.title)).toEqual(['Paddles at Dawn']);
    expect(reply.meta.total.vod).toBe(1);
    expect(requests).toContain('/v2/sites/Yt6bHq2x/app_content/media/search?search_query=Paddles');
  });

  it('keeps the index without the flag, and for a search narrowed by a filter', async () => {
    requests.length = 0;
    expect(await withAppContentVideos(deps, indexed, { config: baseConfig, query: query('q=Paddles'), language: 'en' })).toBe(indexed);
    const filtered = query('q=Paddles&sport=canoe');
    expect(await withAppContentVideos(deps, indexed, { config: asking, query: filtered, language: 'en' })).toBe(indexed);
    expect(requests).toEqual([]);
  });

  it('answers from the index when the platform fails', async () => {
    const broken = { ...asking, siteId: 'Nosuch00' };
    const failing = { ...deps, media: createJwMediaPlatform({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }) };
    const reply = await withAppContentVideos(failing, indexed, { config: broken, query: query('q=Paddles'), language: 'en' });
    expect(reply).toBe(indexed);
    expect(warnings).toEqual(['app-content search failed; answering from the index']);
  });
});
