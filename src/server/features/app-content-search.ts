import type { SearchQuery } from '../../domain/search/query';
import type { SiteConfig } from '../../domain/site-config';
import type { SearchReply } from '../../lib/search-api';
import type { MediaPlatform } from '../media/port';
import type { DataCache } from '../shared/data-cache';
import { toVod } from './search';

export interface AppContentSearchDeps {
  media: MediaPlatform;
  cache: DataCache;
  ttlMs: number;
  logger: { warn(object: object, message: string): void };
}

/** `custom.appContentSearch` (true or "true"): the config asks for the property's own search (decision 4431). */
export function asksAppContentSearch(config: SiteConfig): boolean {
  const flag = config.custom.appContentSearch;
  return flag === true || flag === 'true';
}

/** The platform's search takes a text only: a search narrowed by a filter stays with the site's index. */
function isTextOnly(query: SearchQuery): boolean {
  const filters = [query.sports, query.disciplines, query.countries, query.athletes];
  return query.text !== '' && query.date === undefined && filters.every((values) => values.length === 0);
}

/**
 * A search reply whose videos come from the media platform's app-content search when the config asks for it
 * (spec 1 §7, `GET /v2/sites/{siteId}/app_content/media/search`), in the platform's order; the CMS categories stay
 * the site's. When the platform fails, the site's own videos answer and the failure is logged.
 */
export async function withAppContentVideos(
  deps: AppContentSearchDeps,
  reply: SearchReply,
  site: { config: SiteConfig; query: SearchQuery; language: string },
): Promise<SearchReply> {
  const { config, query, language } = site;
  if (!asksAppContentSearch(config) || !isTextOnly(query) || !query.types.includes('vod')) return reply;
  const key = `app-content-search:${config.siteId}:${language}:${query.text.toLowerCase()}`;
  try {
    const found = await deps.cache.get(key, deps.ttlMs, () =>
      deps.media.searchAppContent(config.siteId, query.text, { language }),
    );
    const vod = (found?.items ?? []).map(toVod);
    return {
      data: { ...reply.data, vod: vod.slice(0, query.limit) },
      meta: { total: { ...reply.meta.total, vod: vod.length } },
    };
  } catch (error) {
    deps.logger.warn({ err: error, siteId: config.siteId }, 'app-content search failed; answering from the index');
    return reply;
  }
}

export type AppContentSearchUseCases = ReturnType<typeof makeAppContentSearch>;

/** The app-content search bound to its ports, for pages and routes. */
export function makeAppContentSearch(deps: AppContentSearchDeps) {
  return {
    withAppContentVideos: (reply: SearchReply, site: { config: SiteConfig; query: SearchQuery; language: string }) =>
      withAppContentVideos(deps, reply, site),
  };
}
