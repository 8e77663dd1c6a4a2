import { createHash } from 'node:crypto';
import type { AthleteSummary, FederationSummary, SportSummary } from '../../domain/content';
import { toCard } from '../../domain/card';
import type { MediaItem } from '../../domain/media';
import { buildSearchIndex, type SearchEntry, type SearchIndex } from '../../domain/search/index';
import { SEARCH_CATEGORIES, type SearchQuery } from '../../domain/search/query';
import type { SiteConfig } from '../../domain/site-config';
import type { SearchData, SearchPageData, SearchReply, SearchVod } from '../../lib/search-api';
import { readSearchFacets } from '../cms/content';
import type { SearchFacetsWire } from '../cms/wire/sports';
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import { inPreview } from '../cms/preview/scope';
import { recordTags, typeTag } from '../shared/cache-tags';
import type { DataCache } from '../shared/data-cache';
import type { PeopleUseCases } from './people';
import type { SearchCatalogUseCases } from './search-catalog';
import type { SportsUseCases } from './sports';

/**
 * Search over the CMS documents (athletes, sports, federations) and the media catalog (spec 3 §2 Search,
 * `GET /api/search`). The index is built from the ports' data and kept per config and language until the
 * content changes: it is tied to a marker entry in the data cache under `cms:`, which `POST /api/revalidate`
 * drops for a change to one of SEARCHED_TYPES and the CMS TTL expires — the same signals that refresh the CMS
 * reads. Then the sources are read again; the index is rebuilt only when they changed (a digest of them), and
 * while it is rebuilt the previous one keeps answering, so a rebuild never stalls searches.
 */
type Hit =
  | { kind: 'athletes'; value: AthleteSummary }
  | { kind: 'sports'; value: SportSummary }
  | { kind: 'federations'; value: FederationSummary }
  | { kind: 'vod'; value: SearchVod };

/** The CMS document types the index is built from (athletes show their sport and country). */
const SEARCHED_TYPES = ['athlete', 'sport', 'federation', 'country'];

export interface SearchSources {
  athletes: AthleteSummary[];
  sports: SportSummary[];
  federations: FederationSummary[];
  facets: SearchFacetsWire;
  media: MediaItem[];
}

const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const instant = (value: string | undefined) =>
  value && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined;

export function toVod(item: MediaItem): SearchVod {
  return {
    id: item.mediaid,
    media_type: item.mediaType ?? 'video',
    metadata: { title: item.title, description: item.description, tags: item.tags },
    card: toCard(item),
  };
}

/** The index entries for the sources: pure mapping, exported for tests. */
export function searchEntries(sources: SearchSources): SearchEntry<Hit>[] {
  const clustersOf = new Map(sources.facets.sports.map((sport) => [sport._id, sport.clusters]));
  const sportVods = new Map(sources.facets.sports.map((sport) => [sport._id, sport.vods]));
  const athleteVods = new Map(sources.facets.athletes.map((athlete) => [athlete._id, athlete.vods]));
  const sportsOfMedia = new Map<string, string[]>();
  const athletesOfMedia = new Map<string, string[]>();
  const link = (map: Map<string, string[]>, mediaId: string, names: string[]) => {
    const list = map.get(mediaId);
    if (list) list.push(...names);
    else map.set(mediaId, [...names]);
  };
  for (const sport of sources.sports) {
    for (const mediaId of sportVods.get(sport.id) ?? []) link(sportsOfMedia, mediaId, [sport.slug, sport.title]);
  }
  for (const athlete of sources.athletes) {
    for (const mediaId of athleteVods.get(athlete.id) ?? [])
      link(athletesOfMedia, mediaId, [athlete.slug, athlete.title]);
  }
  const sportBySlug = new Map(sources.sports.map((sport) => [sport.slug, sport]));

  const athletes = sources.athletes.map((athlete): SearchEntry<Hit> => ({
    kind: 'athletes',
    key: athlete.slug,
    title: athlete.title,
    keywords: [athlete.sport?.title, athlete.country?.name].filter((value): value is string => Boolean(value)),
    facets: {
      sports: athlete.sport ? [athlete.sport.slug, athlete.sport.title] : [],
      countries: athlete.country ? [athlete.country.code, athlete.country.name] : [],
      athletes: [athlete.slug, athlete.title],
    },
    payload: { kind: 'athletes', value: athlete },
  }));
  const sports = sources.sports.map((sport): SearchEntry<Hit> => {
    const clusters = clustersOf.get(sport.id) ?? [];
    return {
      kind: 'sports',
      key: sport.slug,
      title: sport.title,
      keywords: [sport.sportsCode ?? '', ...clusters],
      facets: {
        sports: [sport.slug, sport.title, ...(sport.sportsCode ? [sport.sportsCode] : [])],
        disciplines: clusters,
      },
      payload: { kind: 'sports', value: sport },
    };
  });
  const federations = sources.federations.map((federation): SearchEntry<Hit> => ({
    kind: 'federations',
    key: federation.slug,
    title: federation.title,
    keywords: [federation.abbreviation ?? '', ...federation.sports.map((sport) => sport.title)],
    facets: { sports: federation.sports.flatMap((sport) => [sport.slug, sport.title]) },
    payload: { kind: 'federations', value: federation },
  }));
  const vod = sources.media.map((item): SearchEntry<Hit> => {
    const taggedSports = item.tags.flatMap((tag) => {
      const sport = sportBySlug.get(tag);
      return sport ? [sport.slug, sport.title] : [];
    });
    const dates = [instant(item.scheduledStart), item.pubdate !== undefined ? item.pubdate * 1000 : undefined];
    return {
      kind: 'vod',
      key: item.mediaid,
      title: item.title,
      keywords: [...item.tags, item.genre ?? ''],
      description: item.description,
      facets: {
        sports: [...taggedSports, ...(sportsOfMedia.get(item.mediaid) ?? [])],
        athletes: athletesOfMedia.get(item.mediaid) ?? [],
        disciplines: [...item.tags, ...words(item.title)],
        dates: dates.filter((value): value is number => value !== undefined),
      },
      payload: { kind: 'vod', value: toVod(item) },
    };
  });
  return [...athletes, ...sports, ...federations, ...vod];
}

interface Built {
  index: SearchIndex<Hit>;
  marker: unknown;
  /** Digest of the sources: an expired marker with unchanged content keeps the index. */
  digest: string;
}

interface Holder {
  current?: Built;
  building?: Promise<Built>;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const unique = (values: string[]) => [...new Set(values)].sort(byName);

export interface SearchDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  clock: () => Date;
  cmsTtlMs: number;
  people: Pick<PeopleUseCases, 'loadAthletes' | 'loadCountries' | 'loadFederations'>;
  sports: Pick<SportsUseCases, 'loadListableSports'>;
  searchCatalog: SearchCatalogUseCases;
}

export type SearchUseCases = ReturnType<typeof makeSearch>;

export function makeSearch({ cache, cms, logger, clock, cmsTtlMs, people, sports, searchCatalog }: SearchDeps) {
  const { loadAthletes, loadCountries, loadFederations } = people;
  const { loadListableSports } = sports;
  const { loadSearchableMedia } = searchCatalog;

  async function loadSources(config: SiteConfig, language: string): Promise<SearchSources> {
    const [athletes, sports, federations, facets] = await Promise.all([
      loadAthletes(),
      loadListableSports(),
      loadFederations(),
      cache.get('cms:search-facets', cmsTtlMs, () => readSearchFacets(cms, logger)),
    ]);
    const linked = [...facets.athletes, ...facets.sports].flatMap((entry) => entry.vods);
    const media = await loadSearchableMedia(config, language, linked);
    return { athletes, sports, federations, facets, media };
  }

  const holders = new Map<string, Holder>();

  /** The index for a config and language: current, being rebuilt (the old one answers meanwhile), or built now. */
  async function getSearchIndex(
    config: SiteConfig,
    configKey: string,
    language: string,
  ): Promise<SearchIndex<Hit>> {
    // A preview builds its own index from drafts: the public one never holds a draft.
    const key = `${inPreview() ? 'preview:' : ''}${configKey}:${language}`;
    // A fresh object whenever the entry was dropped (revalidation) or expired (CMS TTL): the index follows it.
    // The index is built from these types' documents: a change to any of them drops the marker (cache-tags.ts).
    const marker = await cache.get(`cms:search-marker:${key}`, cmsTtlMs, async () => {
      recordTags(SEARCHED_TYPES.map(typeTag));
      return {};
    });
    const holder = holders.get(key) ?? {};
    holders.set(key, holder);
    if (holder.current?.marker === marker) return holder.current.index;

    holder.building ??= (async () => {
      const started = clock().getTime();
      const sources = await loadSources(config, language);
      const digest = createHash('sha256').update(JSON.stringify(sources)).digest('base64url');
      if (holder.current?.digest === digest) {
        holder.current = { ...holder.current, marker };
        return holder.current;
      }
      const index = await buildSearchIndex(searchEntries(sources));
      logger.info({ key, documents: index.size, ms: clock().getTime() - started }, 'search index built');
      holder.current = { index, marker, digest };
      return holder.current;
    })().finally(() => {
      holder.building = undefined;
    });

    if (holder.current) {
      holder.building.catch((error: unknown) =>
        logger.warn({ err: error, key }, 'search index rebuild failed; serving the previous one'),
      );
      return holder.current.index;
    }
    return (await holder.building).index;
  }

  async function runSearch(
    query: SearchQuery,
    config: SiteConfig,
    configKey: string,
    language: string,
  ): Promise<SearchReply> {
    const results = (await getSearchIndex(config, configKey, language)).search(query);
    const data: SearchData = { athletes: [], sports: [], federations: [], vod: [] };
    for (const category of SEARCH_CATEGORIES) {
      for (const hit of results[category].items) {
        if (hit.kind === 'athletes') data.athletes.push(hit.value);
        else if (hit.kind === 'sports') data.sports.push(hit.value);
        else if (hit.kind === 'federations') data.federations.push(hit.value);
        else data.vod.push(hit.value);
      }
    }
    return {
      data,
      meta: {
        total: {
          athletes: results.athletes.total,
          sports: results.sports.total,
          federations: results.federations.total,
          vod: results.vod.total,
        },
      },
    };
  }

  /** The search page's filter options: athlete names, country names and sport titles. */
  async function loadSearchPageData(): Promise<SearchPageData> {
    const [athletes, countries, sports] = await Promise.all([loadAthletes(), loadCountries(), loadListableSports()]);
    return {
      data: {
        athletes: unique(athletes.map((athlete) => athlete.title)),
        countries: unique(countries.map((country) => country.name)),
        sports: unique(sports.map((sport) => sport.title)),
      },
    };
  }

  return { getSearchIndex, runSearch, loadSearchPageData };
}
