import type { EpisodesPage, ImageVariant, MediaItem, Playlist, Series, SeriesMembership } from '../../domain/media';

/**
 * The media platform (JW Player Delivery API shapes). Two adapters implement it: `jw/` (the real API over
 * HTTP) and `local/` (the demo catalog in `data/demo`). Both pass `tests/contract/media-platform.contract.ts`.
 *
 * Conventions: a missing resource resolves to `null`; any other failure rejects with `MediaPlatformError`.
 * `language` selects translated fields (`title-{lang}` …) when present.
 */
export interface MediaPlatform {
  readonly name: 'local' | 'jw';
  /** The raw app config for an 8-character config id (`/apps/configs/{id}.json`); validated by the caller. */
  getAppConfig(configId: string): Promise<unknown | null>;
  getPlaylist(id: string, options?: PlaylistOptions): Promise<Playlist | null>;
  getMedia(id: string, options?: LanguageOption): Promise<MediaItem | null>;
  getContentList(siteId: string, id: string, options?: LanguageOption): Promise<Playlist | null>;
  getSeries(id: string): Promise<Series | null>;
  /** `/apps/series?media_ids=…`: for each media id that is an episode, the series it belongs to. */
  getSeriesMemberships(mediaIds: string[]): Promise<Record<string, SeriesMembership[]>>;
  getEpisodes(seriesId: string, options?: EpisodesOptions): Promise<EpisodesPage | null>;
  /** The config's search playlist (`/v2/playlists/{id}?search=…`). */
  searchPlaylist(playlistId: string, query: string, options?: LanguageOption): Promise<Playlist | null>;
  /** The property's own search over all its media (`/v2/sites/{siteId}/app_content/media/search?search_query=…`). */
  searchAppContent(siteId: string, query: string, options?: LanguageOption): Promise<Playlist | null>;
  /** `/apps/watchlists/{playlistId}?media_ids=…`: the given media, in the given order, skipping unknown ids. */
  getWatchlist(playlistId: string, mediaIds: string[], options?: LanguageOption): Promise<Playlist | null>;
  getMediaImages(id: string): Promise<ImageVariant[] | null>;
}

export interface LanguageOption {
  language?: string;
}

export interface PlaylistOptions extends LanguageOption {
  pageLimit?: number;
  pageOffset?: number;
  /** Turns a recommendations playlist into "related to this media". */
  relatedMediaId?: string;
}

export interface EpisodesOptions extends LanguageOption {
  season?: number;
  pageOffset?: number;
  pageLimit?: number;
  afterId?: string;
}

export class MediaPlatformError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MediaPlatformError';
  }
}
