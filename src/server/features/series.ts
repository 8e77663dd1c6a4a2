import type { Episode, EpisodesPage, Series, SeriesMembership } from '../../domain/media';
import { EPISODES_PAGE_SIZE } from '../../domain/series';
import type { MediaPlatform } from '../media/port';
import type { DataCache } from '../shared/data-cache';
import { isContentId } from './catalog';

/**
 * Series use-cases (spec 1 §7 series calls, spec 3 §2 Series) through the shared data cache (media TTL): the
 * series, its episodes page by page (`page_offset`, or `after_id` for "what comes next"), and which series an
 * episode belongs to. A missing series or season is `null`; platform failures reject.
 */

export interface EpisodesQuery {
  language: string;
  season?: number;
  /** 0-based page index. */
  pageOffset?: number;
  pageLimit?: number;
  /** Episodes after this one (series order), e.g. the next episode with `pageLimit: 1`. */
  afterId?: string;
}

export interface SeriesDeps {
  cache: DataCache;
  media: MediaPlatform;
  mediaTtlMs: number;
}

export type SeriesUseCases = ReturnType<typeof makeSeries>;

export function makeSeries({ cache, media, mediaTtlMs }: SeriesDeps) {
  function loadSeries(seriesId: string): Promise<Series | null> {
    if (!isContentId(seriesId)) return Promise.resolve(null);
    return cache.get(`series:${seriesId}`, mediaTtlMs, () => media.getSeries(seriesId));
  }

  function loadEpisodes(seriesId: string, query: EpisodesQuery): Promise<EpisodesPage | null> {
    if (!isContentId(seriesId)) return Promise.resolve(null);
    const pageLimit = query.pageLimit ?? EPISODES_PAGE_SIZE;
    const key = `episodes:${seriesId}:${query.language}:${query.season ?? ''}:${query.pageOffset ?? 0}:${pageLimit}:${query.afterId ?? ''}`;
    return cache.get(key, mediaTtlMs, () =>
      media.getEpisodes(seriesId, {
        language: query.language,
        season: query.season,
        pageOffset: query.pageOffset,
        pageLimit,
        afterId: query.afterId,
      }),
    );
  }

  /** The episode that follows `episodeId` in the series (one-item lookup, spec 3 §9), if any. */
  async function loadNextEpisode(seriesId: string, episodeId: string, language: string): Promise<Episode | undefined> {
    const page = await loadEpisodes(seriesId, { language, afterId: episodeId, pageLimit: 1 });
    return page?.episodes[0];
  }

  /** Which series an episode belongs to (`/apps/series?media_ids=`); the first membership wins. */
  async function loadSeriesMembership(mediaId: string): Promise<SeriesMembership | undefined> {
    const memberships = await cache.get(`series-of:${mediaId}`, mediaTtlMs, () => media.getSeriesMemberships([mediaId]));
    return memberships[mediaId]?.[0];
  }

  /** Every episode of a series (or one season), page by page; stops after `maxPages` pages. */
  async function loadAllEpisodes(
    seriesId: string,
    query: Pick<EpisodesQuery, 'language' | 'season'>,
    maxPages = 25,
  ): Promise<Episode[]> {
    const episodes: Episode[] = [];
    for (let pageOffset = 0; pageOffset < maxPages; pageOffset++) {
      const page = await loadEpisodes(seriesId, { ...query, pageOffset });
      if (!page) break;
      episodes.push(...page.episodes);
      if (page.episodes.length === 0 || (pageOffset + 1) * page.pageLimit >= page.total) break;
    }
    return episodes;
  }

  return { loadSeries, loadEpisodes, loadNextEpisode, loadSeriesMembership, loadAllEpisodes };
}
