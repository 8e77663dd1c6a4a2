import type { z } from 'zod';
import type {
  Athlete,
  AthleteSummary,
  Country,
  Federation,
  FederationSummary,
  HomeContent,
  Layout,
  Podcast,
  ScheduleItem,
  Settings,
  Sport,
  SportSummary,
  StaticPage,
} from '../../domain/content';
import { isUuid, type EmbedConfig } from '../../domain/embed';
import type { Cms } from './port';
import * as queries from './queries';
import { federationEmbed } from './wire/embed';
import * as site from './wire/site';
import * as sports from './wire/sports';

/**
 * Reads editorial content: each function runs one GROQ query of `queries.ts` through the `Cms` port and
 * parses the raw result with the zod schemas of `wire/` into `domain/content` types.
 *
 * Invalid content never throws:
 * - lists skip the entries that fail validation (and `log` gets one warning with the count and examples);
 * - single documents (`readSport`, `readHomeContent`, …) return `null` when missing or invalid (warned too);
 * - a slug that cannot exist (not `a-z0-9-`) returns `null` without querying.
 * CMS failures (network, HTTP status) are NOT swallowed: the port's `CmsError` reaches the caller, whose
 * cache can serve stale content.
 */

/** The subset of a pino logger the readers use. */
export interface ContentLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_EXAMPLES = 3;

function describeEntry(entry: unknown): string {
  if (entry && typeof entry === 'object' && '_id' in entry && typeof entry._id === 'string') return entry._id;
  return JSON.stringify(entry)?.slice(0, 80) ?? String(entry);
}

function issuesOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
}

async function readList<T>(cms: Cms, what: string, query: string, schema: z.ZodType<T>, log?: ContentLog): Promise<T[]> {
  const raw = await cms.query(query);
  if (!Array.isArray(raw)) {
    log?.warn({ what, received: raw === null ? 'null' : typeof raw }, 'CMS list query did not return a list');
    return [];
  }
  const items: T[] = [];
  const invalid: { id: string; issues: string }[] = [];
  for (const entry of raw) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
    else invalid.push({ id: describeEntry(entry), issues: issuesOf(parsed.error) });
  }
  if (invalid.length > 0) {
    log?.warn({ what, skipped: invalid.length, examples: invalid.slice(0, MAX_EXAMPLES) }, 'skipped invalid CMS documents');
  }
  return items;
}

async function readOne<T>(
  cms: Cms,
  what: string,
  query: string,
  schema: z.ZodType<T>,
  log?: ContentLog,
  params?: Record<string, unknown>,
): Promise<T | null> {
  const raw = await cms.query(query, params);
  if (raw === null || raw === undefined) return null;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  log?.warn({ what, ...params, id: describeEntry(raw), issues: issuesOf(parsed.error) }, 'invalid CMS document ignored');
  return null;
}

function bySlug<T>(what: string, query: string, schema: z.ZodType<T>) {
  return (cms: Cms, slug: string, log?: ContentLog): Promise<T | null> =>
    SLUG.test(slug) && slug.length <= 200 ? readOne(cms, what, query, schema, log, { slug }) : Promise.resolve(null);
}

export const readHomeContent = (cms: Cms, log?: ContentLog): Promise<HomeContent | null> =>
  readOne(cms, 'homeContent', queries.HOME_CONTENT_QUERY, site.homeContent, log);

export const readLayout = (cms: Cms, log?: ContentLog): Promise<Layout | null> =>
  readOne(cms, 'layout', queries.LAYOUT_QUERY, site.layout, log);

export const readSettings = (cms: Cms, log?: ContentLog): Promise<Settings | null> =>
  readOne(cms, 'settings', queries.SETTINGS_QUERY, site.settings, log);

/** Ordered by title; the excluded sport (`Chengdu2025`) is left out by the query. */
export const readSports = (cms: Cms, log?: ContentLog): Promise<SportSummary[]> =>
  readList(cms, 'sports', queries.SPORTS_QUERY, sports.sportSummary, log);

export const readSport: (cms: Cms, slug: string, log?: ContentLog) => Promise<Sport | null> = bySlug(
  'sport',
  queries.SPORT_QUERY,
  sports.sport,
);

export const readFederations = (cms: Cms, log?: ContentLog): Promise<FederationSummary[]> =>
  readList(cms, 'federations', queries.FEDERATIONS_QUERY, sports.federationSummary, log);

export const readFederation: (cms: Cms, slug: string, log?: ContentLog) => Promise<Federation | null> = bySlug(
  'federation',
  queries.FEDERATION_QUERY,
  sports.federation,
);

export const readAthletes = (cms: Cms, log?: ContentLog): Promise<AthleteSummary[]> =>
  readList(cms, 'athletes', queries.ATHLETES_QUERY, sports.athleteSummary, log);

export const readAthlete: (cms: Cms, slug: string, log?: ContentLog) => Promise<Athlete | null> = bySlug(
  'athlete',
  queries.ATHLETE_QUERY,
  sports.athlete,
);

export const readCountries = (cms: Cms, log?: ContentLog): Promise<Country[]> =>
  readList(cms, 'countries', queries.COUNTRIES_QUERY, sports.country, log);

export const readPodcasts = (cms: Cms, log?: ContentLog): Promise<Podcast[]> =>
  readList(cms, 'podcasts', queries.PODCASTS_QUERY, site.podcast, log);

export const readPodcast: (cms: Cms, slug: string, log?: ContentLog) => Promise<Podcast | null> = bySlug(
  'podcast',
  queries.PODCAST_QUERY,
  site.podcast,
);

/** Athletes' video ids and sports' clusters, for search; empty lists when the CMS answers nothing usable. */
export const readSearchFacets = async (cms: Cms, log?: ContentLog): Promise<sports.SearchFacetsWire> =>
  (await readOne(cms, 'searchFacets', queries.SEARCH_FACETS_QUERY, sports.searchFacets, log)) ?? { athletes: [], sports: [] };

/** Ordered by start time (ISO instants). */
export const readSchedule = (cms: Cms, log?: ContentLog): Promise<ScheduleItem[]> =>
  readList(cms, 'schedule', queries.SCHEDULE_QUERY, site.scheduleItem, log);

export const readPage: (cms: Cms, slug: string, log?: ContentLog) => Promise<StaticPage | null> = bySlug(
  'page',
  queries.PAGE_QUERY,
  site.staticPage,
);

export type EmbedRead = { kind: 'found'; config: EmbedConfig } | { kind: 'missing' } | { kind: 'invalid'; issues: string };

/**
 * An embed by its `cmsId`: `missing` for an id that is not a UUID (not queried) or names no embed, `invalid` for a
 * document that fails validation (warned, with the issues, so the editor's mistake is in the log).
 */
export async function readEmbed(cms: Cms, id: string, log?: ContentLog): Promise<EmbedRead> {
  if (!isUuid(id)) return { kind: 'missing' };
  const raw = await cms.query(queries.EMBED_QUERY, { id: id.toLowerCase() });
  if (raw === null || raw === undefined) return { kind: 'missing' };
  const parsed = federationEmbed.safeParse(raw);
  if (parsed.success) return { kind: 'found', config: parsed.data };
  const issues = issuesOf(parsed.error);
  log?.warn({ what: 'federationEmbed', id, issues }, 'invalid embed document');
  return { kind: 'invalid', issues };
}
