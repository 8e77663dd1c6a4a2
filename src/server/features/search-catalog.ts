import type { MediaItem, Playlist } from '../../domain/media';
import type { SiteConfig } from '../../domain/site-config';
import type { Logger } from 'pino';
import type { MediaPlatform } from '../media/port';
import type { DataCache } from '../shared/data-cache';
import { isContentId, type Catalog } from './catalog';
import type { SeriesUseCases } from './series';

/** The platform's largest playlist page. */
const PLAYLIST_PAGE = 500;
const MAX_PLAYLIST_PAGES = 40;

export interface SearchCatalogDeps {
  cache: DataCache;
  media: Pick<MediaPlatform, 'getPlaylist'>;
  logger: Pick<Logger, 'warn'>;
  mediaTtlMs: number;
  catalog: Pick<Catalog, 'loadContentList' | 'loadMedia'>;
  series: Pick<SeriesUseCases, 'loadAllEpisodes'>;
}

export type SearchCatalogUseCases = ReturnType<typeof makeSearchCatalog>;

export function makeSearchCatalog({ cache, media, logger, mediaTtlMs, catalog, series }: SearchCatalogDeps) {
  const { loadContentList, loadMedia } = catalog;
  const { loadAllEpisodes } = series;

  /**
   * The media a viewer can reach on this site, gathered through the media port for the search index: the items
   * of every playlist and content list the config shows (shelves and menu), the episodes of every series among
   * them, and the videos the CMS links (athletes' and sports' videos). The platform has no "list everything"
   * call; this is the catalog as the site presents it. A list that cannot be loaded is left out and logged.
   */
  async function loadSearchableMedia(config: SiteConfig, language: string, linkedIds: readonly string[]): Promise<MediaItem[]> {
    const found = new Map<string, MediaItem>();
    const add = (items: readonly MediaItem[]) => {
      for (const item of items) if (!found.has(item.mediaid)) found.set(item.mediaid, item);
    };
    const settle = async <T>(what: Record<string, unknown>, load: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await load();
      } catch (error) {
        logger.warn({ err: error, ...what }, 'search index: a catalog part could not be loaded');
        return undefined;
      }
    };

    const lists = [
      ...config.content.flatMap((shelf) => (shelf.contentId ? [{ type: shelf.type, id: shelf.contentId }] : [])),
      ...config.menu.map((entry) => ({ type: entry.type, id: entry.contentId })),
    ].filter((list, index, all) => isContentId(list.id) && all.findIndex((other) => other.id === list.id) === index);

    const loaded = await Promise.all(
      lists.map(({ type, id }) =>
        settle({ list: id }, async () => {
          if (type === 'playlist') return loadWholePlaylist(id, language);
          if (type === 'content_list') return (await loadContentList(config.siteId, id, language))?.items ?? [];
          if (type === 'media') {
            const item = await loadMedia(id, language);
            return item ? [item] : [];
          }
          return [];
        }),
      ),
    );
    for (const items of loaded) add(items ?? []);

    const seriesIds = [...found.values()].filter((item) => item.contentType === 'series').map((item) => item.seriesId ?? item.mediaid);
    const episodes = await Promise.all(
      [...new Set(seriesIds)].map((seriesId) => settle({ seriesId }, () => loadAllEpisodes(seriesId, { language }))),
    );
    for (const list of episodes) add((list ?? []).map((episode) => episode.media));

    const missing = [...new Set(linkedIds)].filter((id) => isContentId(id) && !found.has(id));
    const linked = await Promise.all(missing.map((id) => settle({ mediaid: id }, () => loadMedia(id, language))));
    add(linked.filter((item): item is MediaItem => Boolean(item)));
    return [...found.values()];
  }

  /** Every item of a playlist, page by page (`page_offset` is JW's 1-based item offset). */
  async function loadWholePlaylist(id: string, language: string): Promise<MediaItem[]> {
    const items: MediaItem[] = [];
    let pageOffset: number | undefined = 1;
    for (let page = 0; pageOffset !== undefined && page < MAX_PLAYLIST_PAGES; page++) {
      const offset: number = pageOffset;
      const result: Playlist | null = await cache.get(`playlist-page:${id}:${language}:${offset}`, mediaTtlMs, () =>
        media.getPlaylist(id, { language, pageOffset: offset, pageLimit: PLAYLIST_PAGE }),
      );
      if (!result) break;
      items.push(...result.items);
      pageOffset = result.nextPageOffset;
    }
    return items;
  }

  return { loadSearchableMedia };
}
