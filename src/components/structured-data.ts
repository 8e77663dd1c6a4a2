import type { MediaItem } from '../domain/media';
import { getMediaStatus } from '../domain/media-status';
import { toIsoDuration } from '../lib/format';

/**
 * schema.org VideoObject for a media page (spec 3 §2: structured data for video). Live events and channels
 * carry a BroadcastEvent with `isLiveBroadcast`. URLs are made absolute against the site origin.
 */
export interface VideoJsonLdInput {
  item: MediaItem;
  /** Canonical page URL (absolute). */
  pageUrl: string;
  /** Site origin for relative asset URLs, e.g. `https://tv.example.com`. */
  origin: string;
  /** Image URL for thumbnailUrl (may be relative). */
  thumbnail: string;
  now: Date;
}

const absolute = (url: string, origin: string) => new URL(url, `${origin.replace(/\/+$/, '')}/`).toString();

export function videoJsonLd({ item, pageUrl, origin, thumbnail, now }: VideoJsonLdInput): Record<string, unknown> {
  const source = item.sources.find((candidate) => /mpegurl|mp4/i.test(candidate.type)) ?? item.sources[0];
  const isLiveContent = item.contentType === 'liveevent' || item.contentType === 'livechannel';
  const status = getMediaStatus(item, now);
  const uploadDate = item.pubdate
    ? new Date(item.pubdate * 1000).toISOString()
    : (item.scheduledStart ?? undefined);

  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    '@id': pageUrl,
    name: item.title,
    description: item.description || item.title,
    thumbnailUrl: [absolute(thumbnail, origin)],
    uploadDate,
    embedUrl: pageUrl,
  };
  if (item.duration > 0) data.duration = toIsoDuration(item.duration);
  if (source) data.contentUrl = absolute(source.file, origin);
  if (item.genre) data.genre = item.genre;
  if (item.tags.length) data.keywords = item.tags.join(', ');
  if (isLiveContent || item.scheduledStart) {
    data.publication = {
      '@type': 'BroadcastEvent',
      isLiveBroadcast: isLiveContent || status === 'LIVE',
      ...(item.scheduledStart ? { startDate: item.scheduledStart } : {}),
      ...(item.scheduledEnd ? { endDate: item.scheduledEnd } : {}),
    };
  }
  return data;
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` inside values. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
