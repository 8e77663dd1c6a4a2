import type { EpisodesPage, MediaItem, Playlist } from '../../../domain/media';

/**
 * The artwork a JW item names by image label (spec 1 §7: `/v2/media/{id}/images/{label}.webp` with
 * `poster_fallback` and `fallback`, decision 4431). A custom param `cardImage`, `backgroundImage` or
 * `channelLogoImage` holds either a whole image address (kept as it is) or the label of one of the item's images
 * (`card_16x9`): then the address is JW's image-by-label URL. Cards and backgrounds fall back to the item's
 * poster (`poster_fallback=1`), a logo does not — a poster is no logo — and every one names `fallback`, the
 * poster's own address, for when JW has neither. Pure.
 */
const ARTWORK = ['cardImage', 'backgroundImage', 'channelLogoImage'] as const;
type Artwork = (typeof ARTWORK)[number];

const LABEL = /^[\w-]{1,64}$/;
/** Widths JW serves the label's image at: cards and logos at a card's, backgrounds at a hero's. */
const WIDTH: Record<Artwork, number> = { cardImage: 640, backgroundImage: 1920, channelLogoImage: 320 };

export function imageLabelUrl(
  base: string,
  mediaId: string,
  label: string,
  options: { width: number; posterFallback: boolean; fallback?: string },
): string {
  const query = new URLSearchParams({ width: String(options.width) });
  if (options.posterFallback) query.set('poster_fallback', '1');
  if (options.fallback) query.set('fallback', options.fallback);
  return `${base}/v2/media/${encodeURIComponent(mediaId)}/images/${label}.webp?${query}`;
}

export function withArtworkUrls(item: MediaItem, base: string): MediaItem {
  let resolved: MediaItem | undefined;
  for (const field of ARTWORK) {
    const value = item[field];
    if (!value || !LABEL.test(value)) continue;
    resolved ??= { ...item };
    resolved[field] = imageLabelUrl(base, item.mediaid, value, {
      width: WIDTH[field],
      posterFallback: field !== 'channelLogoImage',
      fallback: item.image || undefined,
    });
  }
  return resolved ?? item;
}

export function playlistWithArtwork(playlist: Playlist, base: string): Playlist {
  return { ...playlist, items: playlist.items.map((item) => withArtworkUrls(item, base)) };
}

export function episodesWithArtwork(page: EpisodesPage, base: string): EpisodesPage {
  return {
    ...page,
    episodes: page.episodes.map((episode) => ({ ...episode, media: withArtworkUrls(episode.media, base) })),
  };
}
