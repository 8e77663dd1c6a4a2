import type { Athlete, AthleteSummary, Country, Federation, FederationSummary, SportSummary } from '../../domain/content';
import type { MediaItem } from '../../domain/media';
import { newestFirst } from '../../domain/people';
import {
  readAthlete,
  readAthletes,
  readCountries,
  readFederation,
  readFederations,
  readSports,
} from '../cms/content';
import { getContainer } from '../container';
import { loadMedia } from './catalog';
import { cmsTtlMs } from './layout';

/**
 * Data for the federations and athletes pages (spec 3 §2), read through the shared cache: CMS documents with the
 * CMS TTL, media items with the media TTL. Lists and details throw when the CMS cannot be read (the page then
 * shows the error screen); a video that cannot be loaded is left out and logged.
 */

const cms = () => getContainer().cms;
const log = () => getContainer().logger;

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return getContainer().cache.get(key, cmsTtlMs(), load);
}

export const loadSports = (): Promise<SportSummary[]> => cached('cms:sports', () => readSports(cms(), log()));

export const loadFederations = (): Promise<FederationSummary[]> =>
  cached('cms:federations', () => readFederations(cms(), log()));

export const loadFederation = (slug: string): Promise<Federation | null> =>
  cached(`cms:federation:${slug}`, () => readFederation(cms(), slug, log()));

export const loadAthletes = (): Promise<AthleteSummary[]> => cached('cms:athletes', () => readAthletes(cms(), log()));

export const loadAthlete = (slug: string): Promise<Athlete | null> =>
  cached(`cms:athlete:${slug}`, () => readAthlete(cms(), slug, log()));

export const loadCountries = (): Promise<Country[]> => cached('cms:countries', () => readCountries(cms(), log()));

/** Slugs the CMS could hold: keeps junk out of cache keys and queries. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9][a-z0-9-]{0,95}$/.test(value);
}

/** The media items behind a list of ids (an athlete's `vods`), newest first; missing or failing ones left out. */
export async function loadVideos(mediaIds: string[], language: string): Promise<MediaItem[]> {
  const ids = [...new Set(mediaIds)];
  const results = await Promise.allSettled(ids.map((id) => loadMedia(id, language)));
  const items: MediaItem[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') {
      if (result.value) items.push(result.value);
    } else {
      log().warn({ err: result.reason, mediaid: ids[index] }, 'athlete video could not be loaded');
    }
  });
  return newestFirst(items);
}
