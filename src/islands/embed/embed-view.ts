import type { MediaItem } from '../../domain/media';
import { toPlayerMedia, type PlayerMedia } from '../player/player-media';

/**
 * What the embed shows, as the page renders it and as `GET /api/embed/{cmsId}` answers every 10 s: the live stream,
 * the VOD with the scheduled-time chip, or the fallback image with the chip. `scheduledStart` is the live stream's
 * start while it lies ahead; without it the chip says "Coming soon".
 */
export interface EmbedView {
  mode: 'live' | 'vod' | 'image';
  title: string;
  media?: PlayerMedia;
  scheduledStart?: string;
  fallbackImage?: { url: string; width?: number; height?: number; alt?: string };
}

export interface EmbedViewInput {
  mode: 'live' | 'vod' | 'image';
  media?: MediaItem;
  scheduledStart?: string;
}

export function toEmbedView(
  state: EmbedViewInput,
  config: { title: string; fallbackImage?: EmbedView['fallbackImage'] },
): EmbedView {
  return {
    mode: state.mode,
    title: state.media?.title ?? config.title,
    ...(state.media ? { media: toPlayerMedia(state.media) } : {}),
    ...(state.scheduledStart ? { scheduledStart: state.scheduledStart } : {}),
    ...(config.fallbackImage ? { fallbackImage: config.fallbackImage } : {}),
  };
}
