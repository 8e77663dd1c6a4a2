import type { Episode, MediaItem, Series } from '../domain/media';
import { isPaidItem } from '../domain/entitlement';
import { getMediaStatus } from '../domain/media-status';
import { toIsoDuration } from '../lib/format';

/**
 * schema.org structured data (spec 3 §2: video, series and episode): a VideoObject for a media page (live events
 * and channels carry a BroadcastEvent with `isLiveBroadcast`), TVSeries and TVEpisode for series screens. URLs
 * are made absolute against the site origin.
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
  // A paid item's addresses are not public (the player gets signed ones from the server).
  const sources = isPaidItem(item) ? [] : item.sources;
  const source = sources.find((candidate) => /mpegurl|mp4/i.test(candidate.type)) ?? sources[0];
  const isLiveContent = item.contentType === 'liveevent' || item.contentType === 'livechannel';
  const status = getMediaStatus(item, now);
  const uploadDate = item.pubdate ? new Date(item.pubdate * 1000).toISOString() : (item.scheduledStart ?? undefined);

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
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SeriesJsonLdInput {
  series: Series;
  title: string;
  description: string;
  /** Canonical series page URL (absolute). */
  pageUrl: string;
  origin: string;
  /** Image URL (may be relative). */
  image?: string;
  /** The episodes shown on the page, each with its page URL (may be relative). */
  episodes: Array<{ episode: Episode; url: string }>;
}

/** schema.org TVSeries for a series screen (spec 3 §2 Series): its seasons and the episodes the page lists. */
export function seriesJsonLd(input: SeriesJsonLdInput): Record<string, unknown> {
  const { series, origin } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'TVSeries',
    '@id': input.pageUrl,
    url: input.pageUrl,
    name: input.title,
    description: input.description || input.title,
    ...(input.image ? { image: absolute(input.image, origin) } : {}),
    numberOfSeasons: series.seasonCount,
    numberOfEpisodes: series.episodeCount,
    containsSeason: series.seasons.map((season) => ({
      '@type': 'TVSeason',
      seasonNumber: season.seasonNumber,
      ...(season.title ? { name: season.title } : {}),
      numberOfEpisodes: season.episodeCount,
    })),
    episode: input.episodes.map(({ episode, url }) => ({
      '@type': 'TVEpisode',
      name: episode.media.title,
      episodeNumber: episode.episodeNumber,
      partOfSeason: { '@type': 'TVSeason', seasonNumber: episode.seasonNumber },
      url: absolute(url, origin),
    })),
  };
}

/** schema.org TVEpisode for the episode a series page shows, with its video. */
export function episodeJsonLd(
  input: VideoJsonLdInput & { episode: Episode; seriesTitle: string; seriesUrl: string },
): Record<string, unknown> {
  const { '@context': context, '@id': _videoId, ...video } = videoJsonLd(input);
  return {
    '@context': context,
    '@type': 'TVEpisode',
    '@id': input.pageUrl,
    url: input.pageUrl,
    name: input.episode.media.title,
    episodeNumber: input.episode.episodeNumber,
    partOfSeason: { '@type': 'TVSeason', seasonNumber: input.episode.seasonNumber },
    partOfSeries: { '@type': 'TVSeries', name: input.seriesTitle, '@id': input.seriesUrl },
    video,
  };
}
