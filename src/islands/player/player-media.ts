import { isPaidItem } from '../../domain/entitlement';
import type { EventState, MediaItem, MediaTrack, SourceDrm } from '../../domain/media';

/**
 * What the player island needs to know about a media item. Serialisable (it crosses the server → island
 * boundary as props); pages build it with `toPlayerMedia(item)`.
 */
export interface PlayerSource {
  file: string;
  type: string;
  /** A protected source's key systems and licence servers (a paid item's, from the playback check). */
  drm?: SourceDrm;
}

export interface PlayerTrack {
  file: string;
  kind: MediaTrack['kind'];
  label?: string;
  language?: string;
  isDefault?: boolean;
}

export interface PlayerMedia {
  mediaid: string;
  title: string;
  /** Poster URL shown before playback (16:9). */
  poster: string;
  posterSrcSet?: string;
  /** The poster is not on screen when the page loads (a trailer's closed dialog): loaded lazily, without priority. */
  posterOffscreen?: boolean;
  /** Empty for a paid item: the player asks the server for signed sources (`GET /api/playback/{mediaid}`). */
  sources: PlayerSource[];
  /** A paid item whose sources come from the server's playback check. */
  paid?: boolean;
  tracks: PlayerTrack[];
  /** Seconds; 0 means live. */
  duration: number;
  scheduledStart?: string;
  scheduledEnd?: string;
  eventState?: EventState;
  /** Raw `name#seconds,…` list (see `src/domain/cue-points.ts`). */
  seekCuePoints?: string;
  /** Lets the watch history keep one entry per series. */
  seriesId?: string;
  /** The platform's own text for a geo block, shown instead of the generic one. */
  geoBlockingMessage?: string;
}

const POSTER_WIDTH = 1280;

export function toPlayerMedia(item: MediaItem): PlayerMedia {
  const paid = isPaidItem(item);
  const variants = item.images
    .filter((image) => image.type.startsWith('image/') && image.width > 0)
    .sort((a, b) => a.width - b.width);
  const poster = variants.find((image) => image.width >= POSTER_WIDTH) ?? variants[variants.length - 1];
  return {
    mediaid: item.mediaid,
    title: item.title,
    poster: poster?.src ?? item.image,
    posterSrcSet: variants.length ? variants.map((image) => `${image.src} ${image.width}w`).join(', ') : undefined,
    sources: paid ? [] : item.sources.map(({ file, type }) => ({ file, type })),
    paid,
    tracks: item.tracks.map(({ file, kind, label, language, isDefault }) => ({
      file,
      kind,
      label,
      language,
      isDefault,
    })),
    duration: item.duration,
    scheduledStart: item.scheduledStart,
    scheduledEnd: item.scheduledEnd,
    eventState: item.eventState,
    seekCuePoints: item.seekCuePoints,
    seriesId: item.seriesId,
    geoBlockingMessage: item.geoBlockingMessage,
  };
}

/**
 * The `<track>` children to render: captions and subtitles only, minus those the stream already carries (the demo
 * clips expose the same WebVTT both as an HLS rendition and as a media track), matched by language or label.
 */
export function sidecarTextTracks(
  tracks: PlayerTrack[],
  streamSubtitles: Array<{ name: string; language?: string }>,
): PlayerTrack[] {
  const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  return tracks.filter(
    (track) =>
      (track.kind === 'captions' || track.kind === 'subtitles') &&
      !streamSubtitles.some((stream) => same(stream.language, track.language) || same(stream.name, track.label)),
  );
}
