import { listableSports } from '../../../domain/sports';
import { readSport, readSports, type ContentLog } from '../../cms/content';
import type { Cms } from '../../cms/port';
import type { DataCache } from '../../shared/data-cache';
import type { SportCatalog } from './deps';

/** The CMS's sports for the preferences, through the shared cache under the keys the CMS webhook drops. */
export function createSportCatalog(deps: { cms: Cms; cache: DataCache; ttlMs: number; log: ContentLog }): SportCatalog {
  const sports = async () =>
    listableSports(await deps.cache.get('cms:sports', deps.ttlMs, () => readSports(deps.cms, deps.log)));
  return {
    async titles() {
      return (await sports()).map((sport) => sport.title);
    },
    async mediaIdsFor(titles) {
      const wanted = new Set(titles);
      const slugs = (await sports()).filter((sport) => wanted.has(sport.title)).map((sport) => sport.slug);
      const details = await Promise.all(
        slugs.map((slug) => deps.cache.get(`cms:sport:${slug}`, deps.ttlMs, () => readSport(deps.cms, slug, deps.log))),
      );
      return [...new Set(details.flatMap((sport) => sport?.vods ?? []))];
    },
  };
}
