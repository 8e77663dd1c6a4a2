import type { Sport, SportSummary } from '../../domain/content';
import type { MediaItem } from '../../domain/media';
import { listableSports, orderSportVideos, otherSports } from '../../domain/sports';
import { readSport, readSports } from '../cms/content';
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import type { DataCache } from '../shared/data-cache';
import { isContentId, type Catalog } from './catalog';

/**
 * Data for `/sports` and `/sports/{slug}` (spec 3 §2 Sports) through the shared cache: CMS documents with the CMS
 * TTL (`cms:sports`, `cms:sport:{slug}` — the keys a revalidation drops), media with the media TTL. CMS failures
 * reject (the page shows the error screen); a video or grid playlist that cannot be loaded is left out and logged.
 */

/** Slugs the CMS could hold: keeps junk out of cache keys and queries. */
export function isSportSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9][a-z0-9-]{0,95}$/.test(value);
}

/** A custom video grid's link: `/p/{playlistId}` shows that playlist's first items; other links are kept as links. */
export function gridPlaylistId(link: string): string | undefined {
  const match = /^\/p\/([^/?#]+)/.exec(link);
  const id = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return isContentId(id) ? id : undefined;
}

export const GRID_ITEM_LIMIT = 4;

export interface SportVideoGrid {
  key: string;
  title: string;
  link: string;
  items: MediaItem[];
}

export interface SportPageData {
  sport: Sport;
  /** The sport's videos: live first, then by scheduled start or publication date, newest first. */
  videos: MediaItem[];
  guideVideos: MediaItem[];
  grids: SportVideoGrid[];
  otherSports: SportSummary[];
}

export interface SportsDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  cmsTtlMs: number;
  catalog: Pick<Catalog, 'loadMedia' | 'loadPlaylist'>;
}

export type SportsUseCases = ReturnType<typeof makeSports>;

export function makeSports({ cache, cms, logger, cmsTtlMs, catalog }: SportsDeps) {
  const { loadMedia, loadPlaylist } = catalog;

  async function loadListableSports(): Promise<SportSummary[]> {
    // The query already orders and excludes; the domain rule keeps the page right whatever the CMS sends.
    return listableSports(await cache.get('cms:sports', cmsTtlMs, () => readSports(cms, logger)));
  }

  function loadSport(slug: string): Promise<Sport | null> {
    return cache.get(`cms:sport:${slug}`, cmsTtlMs, () => readSport(cms, slug, logger));
  }

  async function loadItems(mediaIds: readonly string[], language: string): Promise<MediaItem[]> {
    const ids = [...new Set(mediaIds)].filter(isContentId);
    const results = await Promise.allSettled(ids.map((id) => loadMedia(id, language)));
    return results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return result.value ? [result.value] : [];
      logger.warn({ err: result.reason, mediaid: ids[index] }, 'sport video could not be loaded');
      return [];
    });
  }

  async function loadGrid(grid: Sport['customVideoGrids'][number], language: string): Promise<SportVideoGrid> {
    const playlistId = gridPlaylistId(grid.link);
    if (!playlistId) return { ...grid, items: [] };
    try {
      const playlist = await loadPlaylist(playlistId, { language });
      return { ...grid, items: playlist?.items.slice(0, GRID_ITEM_LIMIT) ?? [] };
    } catch (error) {
      logger.warn({ err: error, playlistId }, 'sport video grid could not be loaded');
      return { ...grid, items: [] };
    }
  }

  /** Everything `/sports/{slug}` shows, or null when no such sport exists (or it is the excluded one). */
  async function loadSportPage(slug: string, language: string, now: Date): Promise<SportPageData | null> {
    if (!isSportSlug(slug)) return null;
    const [sport, sports] = await Promise.all([loadSport(slug), loadListableSports()]);
    if (!sport || listableSports([sport]).length === 0) return null;
    const [videos, guideVideos, grids] = await Promise.all([
      loadItems(sport.vods, language),
      loadItems(sport.beginnersGuide.videos, language),
      Promise.all(sport.customVideoGrids.map((grid) => loadGrid(grid, language))),
    ]);
    return {
      sport,
      videos: orderSportVideos(videos, now),
      guideVideos,
      grids: grids.filter((grid) => grid.items.length > 0 || !gridPlaylistId(grid.link)),
      otherSports: otherSports(sports, sport.slug),
    };
  }

  /**
   * The titles of the CMS's sports, for the preferences grids (spec 3 §2 Preferences). A CMS failure is logged and
   * leaves the grid empty rather than failing the page: the rest of the page still works.
   */
  async function sportTitles(): Promise<string[]> {
    try {
      return (await loadListableSports()).map((sport) => sport.title);
    } catch (error) {
      logger.warn({ err: error }, 'sports for the preferences could not be loaded');
      return [];
    }
  }

  return { loadListableSports, loadSport, loadSportPage, sportTitles };
}
