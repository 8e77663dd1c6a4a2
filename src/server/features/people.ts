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
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import type { DataCache } from '../shared/data-cache';
import type { Catalog } from './catalog';

/**
 * Data for the federations and athletes pages (spec 3 §2), read through the shared cache: CMS documents with the
 * CMS TTL, media items with the media TTL. Lists and details throw when the CMS cannot be read (the page then
 * shows the error screen); a video that cannot be loaded is left out and logged.
 */

/** Slugs the CMS could hold: keeps junk out of cache keys and queries. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9][a-z0-9-]{0,95}$/.test(value);
}

export interface PeopleDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  cmsTtlMs: number;
  catalog: Pick<Catalog, 'loadMedia'>;
}

export type PeopleUseCases = ReturnType<typeof makePeople>;

export function makePeople({ cache, cms, logger, cmsTtlMs, catalog }: PeopleDeps) {
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => cache.get(key, cmsTtlMs, load);

  return {
    loadSports: (): Promise<SportSummary[]> => cached('cms:sports', () => readSports(cms, logger)),

    loadFederations: (): Promise<FederationSummary[]> => cached('cms:federations', () => readFederations(cms, logger)),

    loadFederation: (slug: string): Promise<Federation | null> =>
      cached(`cms:federation:${slug}`, () => readFederation(cms, slug, logger)),

    loadAthletes: (): Promise<AthleteSummary[]> => cached('cms:athletes', () => readAthletes(cms, logger)),

    loadAthlete: (slug: string): Promise<Athlete | null> =>
      cached(`cms:athlete:${slug}`, () => readAthlete(cms, slug, logger)),

    loadCountries: (): Promise<Country[]> => cached('cms:countries', () => readCountries(cms, logger)),

    /** The media items behind a list of ids (an athlete's `vods`), newest first; missing or failing ones left out. */
    async loadVideos(mediaIds: string[], language: string): Promise<MediaItem[]> {
      const ids = [...new Set(mediaIds)];
      const results = await Promise.allSettled(ids.map((id) => catalog.loadMedia(id, language)));
      const items: MediaItem[] = [];
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') {
          if (result.value) items.push(result.value);
        } else {
          logger.warn({ err: result.reason, mediaid: ids[index] }, 'athlete video could not be loaded');
        }
      });
      return newestFirst(items);
    },
  };
}
