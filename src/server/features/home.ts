import type { HomeContent, SportSummary } from '../../domain/content';
import { heroSlideItems, type HeroSlideItem } from '../../domain/hero-slider';
import type { MediaItem, Playlist } from '../../domain/media';
import type { SiteConfig, Shelf } from '../../domain/site-config';
import { readHomeContent, readSports } from '../cms/content';
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import type { DataCache } from '../shared/data-cache';
import type { Catalog } from './catalog';

/**
 * Everything the home page shows, loaded in parallel: CMS home content (hero, countdown), the sports list,
 * and one block per config content row, in the config's order (spec 3 §2 Home). A row that fails becomes an
 * `error` block (its shelf shows "Could not load items"); the other rows are unaffected.
 */
export type HomeShelf =
  | { type: 'media'; row: Shelf; status: 'ok'; playlist: Playlist }
  | { type: 'media'; row: Shelf; status: 'error' }
  | { type: 'watch-list'; row: Shelf; list: 'favorites' | 'continue_watching' };

export interface HomeData {
  content: HomeContent | null;
  sports: SportSummary[];
  shelves: HomeShelf[];
  /** The item the hero's call to action opens: first of the featured row, else of the first filled row. */
  featuredItem?: { item: MediaItem; playlistId: string };
  /** The hero slider's further slides: one item per CMS carousel playlist (`carouselVideos`). */
  carouselSlides: HeroSlideItem[];
  /** No media shelf has anything to show (and none failed). */
  allEmpty: boolean;
}

export interface HomeDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  cmsTtlMs: number;
  catalog: Pick<Catalog, 'loadContentList' | 'loadPlaylist'>;
}

export type HomeUseCases = ReturnType<typeof makeHome>;

export function makeHome({ cache, cms, logger, cmsTtlMs, catalog }: HomeDeps) {
  const { loadContentList, loadPlaylist } = catalog;

  async function loadRow(config: SiteConfig, row: Shelf, language: string): Promise<HomeShelf | null> {
    if (row.type === 'favorites' || row.type === 'continue_watching') {
      const enabled = row.type === 'favorites' ? config.features.favoritesList : config.features.continueWatchingList;
      return enabled ? { type: 'watch-list', row, list: row.type } : null;
    }
    // Playlist and content-list queries run only when a content id exists (spec 3 §5).
    if (!row.contentId) return null;
    try {
      const playlist =
        row.type === 'content_list'
          ? await loadContentList(config.siteId, row.contentId, language)
          : await loadPlaylist(row.contentId, { language });
      if (!playlist) throw new Error(`playlist ${row.contentId} not found`);
      return { type: 'media', row, status: 'ok', playlist };
    } catch (error) {
      logger.warn({ err: error, contentId: row.contentId }, 'home shelf could not be loaded');
      return { type: 'media', row, status: 'error' };
    }
  }

  async function optional<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await load();
    } catch (error) {
      logger.warn({ err: error }, `home: ${what} could not be loaded`);
      return fallback;
    }
  }

  function pickFeatured(shelves: HomeShelf[]): HomeData['featuredItem'] {
    const filled = shelves.filter(
      (shelf): shelf is Extract<HomeShelf, { status: 'ok' }> =>
        shelf.type === 'media' && shelf.status === 'ok' && shelf.playlist.items.length > 0,
    );
    const shelf = filled.find((candidate) => candidate.row.featured) ?? filled[0];
    const item = shelf?.playlist.items[0];
    return shelf && item ? { item, playlistId: shelf.playlist.id } : undefined;
  }

  /** The carousel's playlists (only `playlist` entries name a playlist); one that fails is left out. */
  async function loadCarouselPlaylists(content: HomeContent | null, language: string): Promise<Playlist[]> {
    const entries = (content?.carouselVideos ?? []).filter((entry) => entry.type === 'playlist');
    const playlists = await Promise.all(
      entries.map((entry) => optional(`carousel playlist ${entry.playlistId}`, () => loadPlaylist(entry.playlistId, { language }), null)),
    );
    return playlists.filter((playlist): playlist is Playlist => playlist !== null);
  }

  async function loadHome(config: SiteConfig, language: string): Promise<HomeData> {
    const content = optional('home content', () => cache.get('cms:home', cmsTtlMs, () => readHomeContent(cms, logger)), null);
    const [homeContent, sports, rows, carousel] = await Promise.all([
      content,
      optional('sports', () => cache.get('cms:sports', cmsTtlMs, () => readSports(cms, logger)), [] as SportSummary[]),
      Promise.all(config.content.map((row) => loadRow(config, row, language))),
      content.then((loaded) => loadCarouselPlaylists(loaded, language)),
    ]);
    const shelves = rows.filter((row): row is HomeShelf => row !== null);
    const mediaShelves = shelves.filter((shelf) => shelf.type === 'media');
    const allEmpty = mediaShelves.every((shelf) => shelf.status === 'ok' && shelf.playlist.items.length === 0);
    const featuredItem = pickFeatured(shelves);
    // The editorial slide's call to action already opens the featured item.
    const carouselSlides = heroSlideItems(carousel, featuredItem && !homeContent?.hideHeroVideo ? [featuredItem.item.mediaid] : []);
    return { content: homeContent, sports, shelves, featuredItem, carouselSlides, allEmpty };
  }

  return { loadHome };
}
