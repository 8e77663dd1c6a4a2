import type { MediaItem, Playlist } from '../../../domain/media';
import { MediaPlatformError, type MediaPlatform } from '../port';
import { DEFAULT_EPISODES_PAGE_LIMIT, orderByIds, uniqueIds } from '../shared';
import {
  toContentList,
  toEpisodesPage,
  toMedia,
  toMediaImages,
  toPlaylist,
  toSeries,
  toSeriesMemberships,
} from './parse';
import { signDeliveryPath } from './url-signing';
import { episodesWithArtwork, playlistWithArtwork, withArtworkUrls } from './artwork';
import { PLATFORM_USER_AGENT } from '../../shared/platform-user-agent';

export interface JwMediaPlatformOptions {
  /** e.g. `https://cdn.jwplayer.com` */
  baseUrl: string;
  /** JW_ALTERNATE_BASE: an app config the primary host fails to serve (outage, 5xx) is asked for once more here. */
  alternateBaseUrl?: string;
  /** Told when a config is asked for from the alternate host. */
  onAlternate?: (path: string, error: MediaPlatformError) => void;
  /** The property's API secret; when set, Delivery API URLs are signed (JWT `?token=`). */
  signingSecret?: string;
  fetch?: typeof fetch;
  /** Per request; default 8 s. */
  timeoutMs?: number;
  /** Time for token expiry; default the system clock. */
  clock?: () => Date;
}

type Query = Record<string, string | number | undefined>;

const DEFAULT_TIMEOUT_MS = 8_000;

/** The JW Player Delivery API over HTTP. */
export function createJwMediaPlatform(options: JwMediaPlatformOptions): MediaPlatform {
  const base = options.baseUrl.replace(/\/+$/, '');
  const alternate = options.alternateBaseUrl?.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? (() => new Date());

  function buildUrl(path: string, query: Query, signed: boolean, host = base): string {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = String(value);
    if (signed && options.signingSecret) {
      return host + signDeliveryPath(path, params, options.signingSecret, clock());
    }
    const search = new URLSearchParams(params).toString();
    return host + path + (search ? `?${search}` : '');
  }

  /** The parsed JSON body, or `null` for 404. App configs are public; every other call is signed. */
  async function get(path: string, query: Query = {}, host = base): Promise<unknown> {
    const url = buildUrl(path, query, !path.startsWith('/apps/configs/'), host);
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': PLATFORM_USER_AGENT },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const reason = timedOut ? `timed out after ${timeoutMs} ms` : error instanceof Error ? error.message : 'failed';
      throw new MediaPlatformError(`media platform request ${path} ${reason}`, timedOut ? 504 : undefined);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MediaPlatformError(`media platform answered ${response.status} for ${path}`, response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new MediaPlatformError(`media platform sent a body that is not JSON for ${path}`, 502);
    }
  }

  const segment = encodeURIComponent;

  return {
    name: 'jw',

    async getAppConfig(configId) {
      const path = `/apps/configs/${segment(configId)}.json`;
      try {
        return await get(path);
      } catch (error) {
        const outage = error instanceof MediaPlatformError && (error.status === undefined || error.status >= 500);
        if (!alternate || !outage) throw error;
        options.onAlternate?.(path, error);
        return get(path, {}, alternate);
      }
    },

    async getPlaylist(id, { pageLimit, pageOffset, relatedMediaId, language } = {}) {
      const path = `/v2/playlists/${segment(id)}`;
      const body = await get(path, {
        page_limit: pageLimit,
        page_offset: pageOffset,
        related_media_id: relatedMediaId,
      });
      if (body === null) return null;
      const playlist = playlistWithArtwork(toPlaylist(body, path, id, language), base);
      return relatedMediaId ? withoutMedia(playlist, relatedMediaId) : playlist;
    },

    async getMedia(id, { language } = {}) {
      const path = `/v2/media/${segment(id)}`;
      const body = await get(path);
      const item = body === null ? null : toMedia(body, path, language);
      return item && withArtworkUrls(item, base);
    },

    async getContentList(siteId, id, { language } = {}) {
      const path = `/v2/sites/${segment(siteId)}/content_lists/${segment(id)}`;
      const body = await get(path);
      return body === null ? null : playlistWithArtwork(toContentList(body, path, id, language), base);
    },

    async getSeries(id) {
      const path = `/apps/series/${segment(id)}`;
      const body = await get(path);
      return body === null ? null : toSeries(body, path);
    },

    async getSeriesMemberships(mediaIds) {
      const ids = uniqueIds(mediaIds);
      if (ids.length === 0) return {};
      const body = await get('/apps/series', { media_ids: ids.join(',') });
      return body === null ? {} : toSeriesMemberships(body, '/apps/series');
    },

    async getEpisodes(seriesId, { season, pageOffset, pageLimit, afterId, language } = {}) {
      const path =
        season === undefined
          ? `/apps/series/${segment(seriesId)}/episodes`
          : `/apps/series/${segment(seriesId)}/seasons/${season}/episodes`;
      const limit = pageLimit ?? DEFAULT_EPISODES_PAGE_LIMIT;
      const body = await get(path, { page_offset: pageOffset, page_limit: limit, after_id: afterId });
      if (body === null) return null;
      const request = { seriesId, season, pageIndex: pageOffset ?? 0, pageLimit: limit };
      return episodesWithArtwork(toEpisodesPage(body, path, request, language), base);
    },

    async searchPlaylist(playlistId, query, { language } = {}) {
      const path = `/v2/playlists/${segment(playlistId)}`;
      const body = await get(path, { search: query });
      return body === null ? null : playlistWithArtwork(toPlaylist(body, path, playlistId, language), base);
    },

    async searchAppContent(siteId, query, { language } = {}) {
      const path = `/v2/sites/${segment(siteId)}/app_content/media/search`;
      const body = await get(path, { search_query: query });
      return body === null ? null : playlistWithArtwork(toPlaylist(body, path, `search:${siteId}`, language), base);
    },

    async getWatchlist(playlistId, mediaIds, { language } = {}) {
      const ids = uniqueIds(mediaIds);
      if (ids.length === 0) return { id: playlistId, title: '', items: [], custom: {} };
      const path = `/apps/watchlists/${segment(playlistId)}`;
      const body = await get(path, { media_ids: ids.join(',') });
      if (body === null) return null;
      const playlist = playlistWithArtwork(toPlaylist(body, path, playlistId, language), base);
      return { ...playlist, items: orderByIds(playlist.items, ids) };
    },

    async getMediaImages(id) {
      const path = `/v2/media/${segment(id)}/images.json`;
      const body = await get(path);
      return body === null ? null : toMediaImages(body, path);
    },
  };
}

/** Recommendations never include the media they are related to. */
function withoutMedia(playlist: Playlist, mediaId: string): Playlist {
  return { ...playlist, items: playlist.items.filter((item: MediaItem) => item.mediaid !== mediaId) };
}
