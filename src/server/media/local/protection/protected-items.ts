import type { MediaItem } from '../../../../domain/media';

/**
 * Which demo items play protected media: a paid item whose stream is a premium clip
 * (`/demo-media/hls/premium/{clip}/master.m3u8`) plays that clip encrypted with its own key, at
 * `/demo-media/protected/{mediaid}/master.m3u8`. A paid live stream (`live/premium/…`) stays signed-only.
 */
const PREMIUM_CLIP = /^\/demo-media\/hls\/premium\/([A-Za-z0-9_-]+)\/master\.m3u8$/;

export function protectedClipOf(item: Pick<MediaItem, 'sources'>): string | null {
  for (const source of item.sources) {
    const clip = PREMIUM_CLIP.exec(source.file)?.[1];
    if (clip) return clip;
  }
  return null;
}

export const protectedMasterPath = (mediaid: string) => `/demo-media/protected/${mediaid}/master.m3u8`;
