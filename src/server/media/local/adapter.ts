import { resolveRelativeTimes } from '../../shared/relative-time';
import type { MediaPlatform } from '../port';
import { DEFAULT_EPISODES_PAGE_LIMIT, uniqueIds } from '../shared';
import {
  toContentList,
  toEpisodesPage,
  toMedia,
  toMediaImages,
  toPlaylist,
  toSeries,
  toSeriesMemberships,
} from '../jw/parse';
import { loadCatalog, readAppConfig, type Catalog, type PlaylistDefinition, type RawItem } from './catalog';
import { relatedItems, searchItems } from './ranking';

export interface LocalMediaPlatformOptions {
  /** Folder with media.json, playlists.json, series.json and configs/. */
  catalogDir: string;
  /** The instant relative times (`now-30m`) are resolved against; see `demoTimeAnchor` in the container. */
  timeAnchor: () => Date;
}

/** JW's maximum (and default) playlist page size. */
const MAX_PAGE_LIMIT = 500;

/**
 * The demo media platform: answers from `data/demo/catalog` by building the very JSON bodies the JW Delivery API
 * sends and passing them through the JW adapter's parser and mapper. The files are read once; relative event
 * times (`now-30m`) are resolved against `timeAnchor()`.
 */
export function createLocalMediaPlatform({ catalogDir, timeAnchor }: LocalMediaPlatformOptions): MediaPlatform {
  let loading: Promise<Catalog> | undefined;

  /** Loaded once; a failed load is retried on the next call (the files may appear later). */
  function catalog(): Promise<Catalog> {
    loading ??= loadCatalog(catalogDir).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  }

  function wireItem(item: RawItem, now: Date, feedid?: string): Record<string, unknown> {
    const resolved = resolveRelativeTimes(item, now);
    return feedid ? { ...resolved, feedid } : resolved;
  }

  function playlistBody(
    definition: PlaylistDefinition,
    items: readonly RawItem[],
    paging: { pageOffset?: number; pageLimit?: number; query?: Record<string, string> } = {},
  ) {
    const offset = Math.max(1, Math.trunc(paging.pageOffset ?? 1));
    const limit = Math.min(MAX_PAGE_LIMIT, Math.max(1, Math.trunc(paging.pageLimit ?? MAX_PAGE_LIMIT)));
    const now = timeAnchor();
    // `media`, `related` and `search` are the catalog's rules, not fields JW sends.
    const { media: _media, related: _related, search: _search, ...fields } = definition;
    return {
      ...fields,
      links: pageLinks(definition.feedid, offset, limit, items.length, paging.query),
      playlist: items.slice(offset - 1, offset - 1 + limit).map((item) => wireItem(item, now, definition.feedid)),
    };
  }

  function listedItems(data: Catalog, ids: readonly string[]): RawItem[] {
    return ids.flatMap((id) => {
      const item = data.itemsById.get(id);
      return item ? [item] : [];
    });
  }

  return {
    name: 'local',

    async getAppConfig(configId) {
      return readAppConfig(catalogDir, configId);
    },

    async getPlaylist(id, { pageLimit, pageOffset, relatedMediaId, language } = {}) {
      const data = await catalog();
      const definition = data.playlists.get(id);
      if (!definition) return null;
      let items: RawItem[];
      if (definition.related) {
        const reference = relatedMediaId ? data.itemsById.get(relatedMediaId) : undefined;
        items = reference ? relatedItems(data.items, reference) : relatedMediaId ? [] : newestFirst(data.items);
      } else if (definition.search) {
        items = []; // a search playlist only answers with a search term (searchPlaylist)
      } else {
        items = listedItems(data, definition.media ?? []).filter((item) => item.mediaid !== relatedMediaId);
      }
      const query = relatedMediaId ? { related_media_id: relatedMediaId } : undefined;
      return toPlaylist(
        playlistBody(definition, items, { pageOffset, pageLimit, query }),
        `local playlist ${id}`,
        id,
        language,
      );
    },

    async getMedia(id, { language } = {}) {
      const data = await catalog();
      const item = data.itemsById.get(id);
      if (!item) return null;
      const body = { title: item.title, kind: 'Single Item', feedid: id, playlist: [wireItem(item, timeAnchor())] };
      return toMedia(body, `local media ${id}`, language);
    },

    async getContentList(_siteId, id, { language } = {}) {
      const data = await catalog();
      const definition = data.playlists.get(id);
      if (!definition) return null;
      const body = playlistBody(definition, listedItems(data, definition.media ?? []));
      return toContentList(body, `local content list ${id}`, id, language);
    },

    async getSeries(id) {
      const data = await catalog();
      const series = data.series.get(id);
      if (!series) return null;
      const { episodes, ...fields } = series;
      const body = {
        ...fields,
        episode_count: series.episode_count ?? episodes.length,
        season_count: series.season_count ?? series.seasons.length,
      };
      return toSeries(body, `local series ${id}`);
    },

    async getSeriesMemberships(mediaIds) {
      const data = await catalog();
      const wanted = new Set(uniqueIds(mediaIds));
      const body: Record<string, Array<{ series_id: string; episode_number: number; season_number: number }>> = {};
      for (const series of data.series.values()) {
        for (const episode of series.episodes) {
          if (!wanted.has(episode.media_id)) continue;
          (body[episode.media_id] ??= []).push({
            series_id: series.series_id,
            episode_number: episode.episode_number,
            season_number: episode.season_number,
          });
        }
      }
      return toSeriesMemberships(body, 'local series memberships');
    },

    async getEpisodes(seriesId, { season, pageOffset, pageLimit, afterId, language } = {}) {
      const data = await catalog();
      const series = data.series.get(seriesId);
      if (!series) return null;
      const seasonInfo = season === undefined ? undefined : series.seasons.find((s) => s.season_number === season);
      if (season !== undefined && !seasonInfo) return null;

      let episodes = series.episodes
        .filter((episode) => season === undefined || episode.season_number === season)
        .filter((episode) => data.itemsById.has(episode.media_id))
        .sort((a, b) => a.season_number - b.season_number || a.episode_number - b.episode_number);
      if (afterId !== undefined) {
        const position = episodes.findIndex((episode) => episode.media_id === afterId);
        episodes = position === -1 ? [] : episodes.slice(position + 1);
      }

      const pageIndex = Math.max(0, Math.trunc(pageOffset ?? 0));
      const limit = Math.max(1, Math.trunc(pageLimit ?? DEFAULT_EPISODES_PAGE_LIMIT));
      const now = timeAnchor();
      const body = {
        ...seasonInfo,
        episodes: episodes.slice(pageIndex * limit, (pageIndex + 1) * limit).flatMap((episode) => {
          const item = data.itemsById.get(episode.media_id);
          return item
            ? [
                {
                  episode_number: episode.episode_number,
                  season_number: episode.season_number,
                  media_item: wireItem(item, now),
                },
              ]
            : [];
        }),
        pagination: { page: pageIndex + 1, page_limit: limit, total: episodes.length },
      };
      const request = { seriesId, season, pageIndex, pageLimit: limit };
      return toEpisodesPage(body, `local episodes ${seriesId}`, request, language);
    },

    async searchPlaylist(playlistId, query, { language } = {}) {
      const data = await catalog();
      const definition = data.playlists.get(playlistId);
      if (!definition) return null;
      // The search playlist searches the whole catalog; any other playlist searches its own items.
      const pool = definition.search ? data.items : listedItems(data, definition.media ?? []);
      const body = playlistBody(definition, searchItems(pool, query, language), { query: { search: query } });
      return toPlaylist(body, `local search ${playlistId}`, playlistId, language);
    },

    // The demo catalogue is one property: its whole catalogue is the site's app content.
    async searchAppContent(siteId, query, { language } = {}) {
      const data = await catalog();
      const now = timeAnchor();
      const body = { title: '', playlist: searchItems(data.items, query, language).map((item) => wireItem(item, now)) };
      return toPlaylist(body, `local app content search ${siteId}`, `search:${siteId}`, language);
    },

    async getWatchlist(playlistId, mediaIds, { language } = {}) {
      const ids = uniqueIds(mediaIds);
      if (ids.length === 0) return { id: playlistId, title: '', items: [], custom: {} };
      const data = await catalog();
      const definition = data.playlists.get(playlistId);
      if (!definition) return null;
      const body = playlistBody(definition, listedItems(data, ids));
      return toPlaylist(body, `local watchlist ${playlistId}`, playlistId, language);
    },

    async getMediaImages(id) {
      const data = await catalog();
      const item = data.itemsById.get(id);
      return item ? toMediaImages({ images: item.images ?? [] }, `local images ${id}`) : null;
    },
  };
}

/** The recommendations playlist without a reference media: the newest items. */
function newestFirst(items: readonly RawItem[]): RawItem[] {
  const pubdate = (item: RawItem) => (typeof item.pubdate === 'number' ? item.pubdate : 0);
  return [...items].sort((a, b) => pubdate(b) - pubdate(a));
}

function pageLinks(feedid: string, offset: number, limit: number, total: number, query: Record<string, string> = {}) {
  const link = (pageOffset: number) =>
    `/v2/playlists/${encodeURIComponent(feedid)}?${new URLSearchParams({ ...query, page_offset: String(pageOffset), page_limit: String(limit) })}`;
  const lastOffset = total > 0 ? 1 + Math.floor((total - 1) / limit) * limit : 1;
  return {
    first: link(1),
    last: link(lastOffset),
    ...(offset - 1 + limit < total && { next: link(offset + limit) }),
  };
}
