import type { Episode, MediaItem, Series } from '../../domain/media';
import { defaultSeason, EPISODES_PAGE_SIZE } from '../../domain/series';
import { playlistPath } from '../../lib/routes';
import type { Logger } from 'pino';
import { isContentId, type Catalog } from './catalog';
import type { MediaPageUseCases } from './media-page';
import type { SeriesUseCases } from './series';

/**
 * What a series screen shows (`/s/{seriesId}` and a series item on `/m/{id}`, spec 3 §2 Series): the series and
 * its media item (artwork, trailer, favourite), the selected season's episodes (page size 20, "Load more" pages
 * cumulative so they work without JavaScript), the current episode (`e`, else the first of the season) and the
 * episode after it. A series the platform does not know redirects to the fallback link: the playlist of that id
 * (series built from a playlist) when there is one, else not found. Other failures are the `series_error` screen.
 */
export type SeriesPage =
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string }
  | { kind: 'error' }
  | {
      kind: 'series';
      series: Series;
      seriesItem: MediaItem | null;
      season?: number;
      episodes: Episode[];
      /** Episodes in the selected season (or the series, when it has no seasons). */
      total: number;
      /** Pages of episodes shown (1-based). */
      page: number;
      current: Episode | null;
      /** The current episode is the one the address names (`e`), not the default first one. */
      episodeFromAddress: boolean;
      next?: Episode;
      trailer: MediaItem | null;
    };

export interface SeriesPageRequest {
  seriesId: string;
  episodeId?: string | null;
  season?: number;
  page?: number;
  language: string;
}

const MAX_PAGE = 25;

/** `?season=` / `?page=` as positive whole numbers, else undefined. */
export function positiveInt(raw: string | null | undefined, max = 10_000): number | undefined {
  if (!raw || !/^\d{1,5}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
}

export interface SeriesPageDeps {
  catalog: Pick<Catalog, 'loadMedia' | 'loadPlaylist'>;
  series: Pick<SeriesUseCases, 'loadSeries' | 'loadEpisodes' | 'loadNextEpisode'>;
  mediaPage: Pick<MediaPageUseCases, 'loadTrailer'>;
  logger: Pick<Logger, 'error'>;
}

export type SeriesPageUseCases = ReturnType<typeof makeSeriesPage>;

export function makeSeriesPage({ catalog, series: seriesCases, mediaPage, logger }: SeriesPageDeps) {
  const { loadMedia, loadPlaylist } = catalog;
  const { loadSeries, loadEpisodes, loadNextEpisode } = seriesCases;
  const { loadTrailer } = mediaPage;

  async function fallback(seriesId: string, language: string): Promise<SeriesPage> {
    const playlist = await loadPlaylist(seriesId, { language }).catch(() => null);
    return playlist ? { kind: 'redirect', location: playlistPath(seriesId) } : { kind: 'not-found' };
  }

  /** The episode `e` names, when it is an episode of this series. */
  async function currentEpisode(seriesId: string, episodeId: string | null | undefined, language: string): Promise<Episode | null> {
    if (!episodeId || !isContentId(episodeId)) return null;
    const media = await loadMedia(episodeId, language).catch(() => null);
    if (!media || media.contentType !== 'episode' || (media.seriesId && media.seriesId !== seriesId)) return null;
    return { media, seasonNumber: media.seasonNumber ?? 0, episodeNumber: media.episodeNumber ?? 0 };
  }

  async function loadSeriesPage(request: SeriesPageRequest): Promise<SeriesPage> {
    const { seriesId, language } = request;
    if (!isContentId(seriesId)) return { kind: 'not-found' };
    try {
      const series = await loadSeries(seriesId);
      if (!series) return fallback(seriesId, language);

      const [seriesItem, chosen] = await Promise.all([
        loadMedia(seriesId, language).catch(() => null),
        currentEpisode(seriesId, request.episodeId, language),
      ]);
      const seasons = series.seasons.map((season) => season.seasonNumber);
      const season = defaultSeason(seasons, { requested: request.season, episodeSeason: chosen?.seasonNumber });
      const page = Math.min(request.page ?? 1, MAX_PAGE);

      const episodes: Episode[] = [];
      let total = 0;
      for (let pageOffset = 0; pageOffset < page; pageOffset++) {
        const result = await loadEpisodes(seriesId, { language, season, pageOffset, pageLimit: EPISODES_PAGE_SIZE });
        if (!result) break;
        episodes.push(...result.episodes);
        total = result.total;
        if (episodes.length >= total || result.episodes.length === 0) break;
      }

      const current = chosen ?? episodes[0] ?? null;
      const [next, trailer] = await Promise.all([
        current ? loadNextEpisode(seriesId, current.media.mediaid, language) : Promise.resolve(undefined),
        seriesItem ? loadTrailer(seriesItem, language) : Promise.resolve(null),
      ]);
      return { kind: 'series', series, seriesItem, season, episodes, total, page, current, episodeFromAddress: chosen !== null, next, trailer };
    } catch (error) {
      logger.error({ err: error, seriesId }, 'series could not be loaded');
      return { kind: 'error' };
    }
  }

  return { loadSeriesPage };
}
