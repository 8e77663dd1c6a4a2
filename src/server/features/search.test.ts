import { describe, expect, it, vi } from 'vitest';
import { ATHLETES_QUERY } from '../cms/queries';
import { parseSearchQuery, type SearchQuery } from '../../domain/search/query';
import { buildContainer } from '../container';
import { loadEnv } from '../env';

const container = buildContainer(loadEnv(process.env));
const { getSearchIndex, loadSearchPageData, runSearch } = container.useCases.search;
const { loadSiteConfig } = container.useCases.siteConfig;

// Runs against the embedded adapters and the demo dataset (data/demo), as `npm start` does.
async function demoConfig() {
  const result = await loadSiteConfig(null);
  if (!result.ok) throw new Error(result.message);
  return result;
}

function query(search: string): SearchQuery {
  const parsed = parseSearchQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

async function search(text: string) {
  const { config, source } = await demoConfig();
  return runSearch(query(text), config, source, 'en');
}

describe('search over the demo CMS and catalog', () => {
  it('finds an athlete by a misspelled name without accents', async () => {
    const reply = await search('q=aino makinnen');
    expect(reply.data.athletes.map((athlete) => athlete.title)).toEqual(['Aino Mäkinen']);
    expect(reply.data.athletes[0]?.slug).toBe('aino-makinen');
  });

  it('counts two swapped letters as one typo: "cenra" finds Adéla Černá', async () => {
    const reply = await search('q=cenra');
    expect(reply.data.athletes.map((athlete) => athlete.title)).toEqual(['Adéla Černá']);
  });

  it('finds episodes (reached through the series) and films, with card data', async () => {
    const reply = await search('q=thin air');
    expect(reply.data.vod.map((vod) => vod.metadata.title)).toContain('Thin Air');
    const episode = reply.data.vod.find((vod) => vod.metadata.title === 'Thin Air');
    expect(episode).toMatchObject({ media_type: 'video', card: { contentType: 'episode', seasonNumber: 1 } });
  });

  it('finds sports and federations, and answers totals', async () => {
    const reply = await search('q=archery');
    expect(reply.data.sports.map((sport) => sport.title)).toEqual(['Archery']);
    expect(reply.data.federations.length).toBeGreaterThan(0);
    expect(reply.meta.total.vod).toBe(reply.data.vod.length);
  });

  it('searches in the requested language', async () => {
    const { config, source } = await demoConfig();
    const reply = await runSearch(query('q=faro'), config, source, 'es');
    expect(reply.data.vod.map((vod) => vod.metadata.title)).toContain('El último faro');
  });

  it('filters athletes by country and videos by the athletes that feature in them', async () => {
    const athletes = (await search('country=Brazil')).data.athletes;
    expect(athletes.length).toBeGreaterThan(0);
    expect(athletes.every((athlete) => athlete.country?.name === 'Brazil')).toBe(true);
    const videos = (await search('athlete=thiago-santos')).data.vod;
    expect(videos.length).toBeGreaterThan(0);
  });

  it('after the CMS cache is dropped, keeps the index while the content is unchanged and rebuilds it when it changed', async () => {
    const { config, source } = await demoConfig();
    const before = await getSearchIndex(config, source, 'en');
    expect(await getSearchIndex(config, source, 'en')).toBe(before);

    container.cache.invalidate('cms:');
    expect(await getSearchIndex(config, source, 'en')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await getSearchIndex(config, source, 'en')).toBe(before);

    // An editor adds an athlete: the next read of the athletes list has her.
    const query = container.cms.query.bind(container.cms);
    const spy = vi.spyOn(container.cms, 'query').mockImplementation(async (groq, params) => {
      const result = await query(groq, params);
      if (groq !== ATHLETES_QUERY || !Array.isArray(result)) return result;
      const model = result[0] as Record<string, unknown>;
      return [...result, { ...model, _id: 'new-athlete', titleAndSlug: { title: 'Zelda Quarrington', slug: { current: 'zelda-quarrington' } } }];
    });
    try {
      container.cache.invalidate('cms:');
      await expect
        .poll(async () => (await search('q=quarington')).data.athletes.map((athlete) => athlete.title), { timeout: 10_000 })
        .toEqual(['Zelda Quarrington']);
      expect(await getSearchIndex(config, source, 'en')).not.toBe(before);
    } finally {
      spy.mockRestore();
      container.cache.invalidate('cms:');
    }
  });

  it('gives the filter options sorted case-insensitively', async () => {
    const { data } = await loadSearchPageData();
    for (const list of [data.athletes, data.countries, data.sports]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    }
    expect(data.sports).not.toContain('Chengdu2025');
  });
});
