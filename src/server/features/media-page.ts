import type { MediaItem, Playlist } from '../../domain/media';
import { mediaScreenOf, nextItemAfter } from '../../domain/media-screen';
import type { SiteConfig } from '../../domain/site-config';
import { episodePath, liveGuidePath, mediaPath, slugify } from '../../lib/routes';
import type { Logger } from 'pino';
import { isContentId, type Catalog } from './catalog';
import type { SeriesUseCases } from './series';

/**
 * What `/m/{id}` shows (spec 3 §2 Media detail): the screen by content type, or a redirect — an episode to its
 * series page, a live channel of the guide to the guide, an outdated slug to the canonical URL. Video screens get
 * their related list (the `r` playlist the viewer came from, else the recommendations for this item), the next
 * item after completion, and the trailer.
 */
export type MediaPage =
  | { kind: 'not-found' }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'series'; item: MediaItem; seriesId: string }
  | { kind: 'page'; item: MediaItem }
  | { kind: 'video'; item: MediaItem; related: Playlist | null; next?: MediaItem; trailer: MediaItem | null };

export interface MediaPageRequest {
  id: string | undefined;
  slug: string | undefined;
  search: URLSearchParams;
  language: string;
  config: SiteConfig;
  now: Date;
}

export interface MediaPageDeps {
  catalog: Pick<Catalog, 'loadMedia' | 'loadPlaylist'>;
  series: Pick<SeriesUseCases, 'loadSeries' | 'loadSeriesMembership'>;
  logger: Pick<Logger, 'warn'>;
}

export type MediaPageUseCases = ReturnType<typeof makeMediaPage>;

export function makeMediaPage({ catalog, series: seriesCases, logger }: MediaPageDeps) {
  const { loadMedia, loadPlaylist } = catalog;
  const { loadSeries, loadSeriesMembership } = seriesCases;

  async function optional<T>(what: Record<string, unknown>, load: () => Promise<T>): Promise<T | null> {
    try {
      return await load();
    } catch (error) {
      logger.warn({ err: error, ...what }, 'optional media page data could not be loaded');
      return null;
    }
  }

  /** The `r` playlist when given and loadable, else the recommendations related to the item. */
  async function relatedList(item: MediaItem, playlistId: string | null, request: MediaPageRequest): Promise<Playlist | null> {
    const recommendations = request.config.features.recommendationsPlaylist;
    // Coming from a recommendations shelf: the recommendations for this item, not the playlist's default order.
    if (playlistId && isContentId(playlistId) && playlistId !== recommendations) {
      const origin = await optional({ playlistId }, () => loadPlaylist(playlistId, { language: request.language }));
      if (origin && origin.items.length > 0) return origin;
    }
    if (!recommendations) return null;
    return optional({ playlistId: recommendations, mediaId: item.mediaid }, () =>
      loadPlaylist(recommendations, { language: request.language, relatedMediaId: item.mediaid }),
    );
  }

  /** An episode opened alone: its series page with the episode, when the series can be found. */
  async function episodeRedirect(item: MediaItem, search: URLSearchParams): Promise<string | undefined> {
    const membership = await optional({ mediaId: item.mediaid }, () => loadSeriesMembership(item.mediaid));
    const seriesId = membership?.seriesId ?? item.seriesId;
    if (!seriesId) return undefined;
    const series = await optional({ seriesId }, () => loadSeries(seriesId));
    if (!series) return undefined;
    return episodePath(item, series, { play: search.get('play') === '1', playlistId: search.get('r') ?? undefined });
  }

  async function loadMediaPage(request: MediaPageRequest): Promise<MediaPage> {
    const { id, search, language, now } = request;
    const item = isContentId(id) ? await loadMedia(id, language) : null;
    if (!item) return { kind: 'not-found' };

    const screen = mediaScreenOf(item);
    if (screen === 'episode') {
      const location = await episodeRedirect(item, search);
      // No series found: the fallback is the episode on its own, as a video.
      if (location) return { kind: 'redirect', location, status: 302 };
    }
    if (screen === 'livechannel' && item.liveChannelsId && isContentId(item.liveChannelsId)) {
      return { kind: 'redirect', location: liveGuidePath(item.liveChannelsId, item.mediaid), status: 302 };
    }
    if ((request.slug ?? '') !== slugify(item.title)) {
      const query = search.toString();
      return { kind: 'redirect', location: `${mediaPath(item)}${query ? `?${query}` : ''}`, status: 301 };
    }
    if (screen === 'series') return { kind: 'series', item, seriesId: item.seriesId ?? item.mediaid };
    if (screen === 'page') return { kind: 'page', item };

    const [related, trailer] = await Promise.all([relatedList(item, search.get('r'), request), loadTrailer(item, language)]);
    const next = related ? nextItemAfter(related.items, item.mediaid, now) : undefined;
    return { kind: 'video', item, related, next, trailer };
  }

  /** The item's trailer (`trailerId`), or null when it has none or it cannot be loaded. */
  function loadTrailer(item: Pick<MediaItem, 'trailerId'>, language: string): Promise<MediaItem | null> {
    const trailerId = item.trailerId;
    if (!trailerId || !isContentId(trailerId)) return Promise.resolve(null);
    return optional({ trailerId }, () => loadMedia(trailerId, language));
  }

  return { loadMediaPage, loadTrailer };
}
