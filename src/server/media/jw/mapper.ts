import type {
  ContentType,
  DrmLicence,
  EpisodesPage,
  EventState,
  ImageVariant,
  MediaItem,
  MediaSource,
  MediaTrack,
  Playlist,
  Series,
  SeriesMembership,
  SourceDrm,
} from '../../../domain/media';
import { applyTranslations, parseBoolean, parseInstant, parseNumber, parseProductIds } from './custom-params';
import type {
  WireEpisodesPage,
  WireItem,
  WireMediaImages,
  WirePlaylist,
  WireSeries,
  WireSeriesMemberships,
} from './wire';

/** Maps parsed JW wire shapes (`wire.ts`) into the app's media model (`domain/media.ts`). Pure. */

const CONTENT_TYPES: readonly ContentType[] = ['series', 'episode', 'livechannel', 'liveevent', 'page', 'hub'];
const EVENT_STATES: readonly EventState[] = [
  'PRE_LIVE',
  'LIVE_UNPUBLISHED',
  'LIVE_PUBLISHED',
  'INSTANT_VOD',
  'VOD_PUBLIC',
];
const NOT_YET_VOD: readonly EventState[] = ['PRE_LIVE', 'LIVE_UNPUBLISHED', 'LIVE_PUBLISHED'];

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value : undefined;
}

function splitTags(tags: string | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** JW lists motion thumbnails (short mp4 loops) among the images; take the widest no wider than 640 px. */
function pickMotionThumbnail(images: WireItem['images']): string | undefined {
  const videos = images.filter((image) => image.type.startsWith('video/')).sort((a, b) => a.width - b.width);
  return (videos.filter((video) => video.width <= 640).at(-1) ?? videos[0])?.src;
}

type WireDrmSystem = NonNullable<NonNullable<WireItem['sources'][number]['drm']>['widevine']>;

function licenceOf(system: WireDrmSystem | undefined): DrmLicence | undefined {
  if (!system?.licenseUrl) return undefined;
  return system.certificateUrl
    ? { licenseUrl: system.licenseUrl, certificateUrl: system.certificateUrl }
    : { licenseUrl: system.licenseUrl };
}

function mapSource(source: WireItem['sources'][number]): MediaSource {
  const systems = source.drm && {
    playready: licenceOf(source.drm.playready),
    widevine: licenceOf(source.drm.widevine),
    fairplay: licenceOf(source.drm.fairplay),
  };
  const drm: SourceDrm | undefined =
    systems && Object.fromEntries(Object.entries(systems).filter(([, licence]) => licence !== undefined));
  const hasDrm = drm && Object.keys(drm).length > 0;
  return {
    file: source.file,
    type: source.type,
    label: source.label,
    width: source.width,
    height: source.height,
    ...(hasDrm && { drm }),
  };
}

function mapTrack(track: WireItem['tracks'][number]): MediaTrack {
  return {
    file: track.file,
    kind: track.kind,
    label: track.label,
    language: track.language,
    isDefault: track.default,
  };
}

export function mapMediaItem(wire: WireItem, language?: string): MediaItem {
  const translatable: Record<string, string> = { ...wire.custom, title: wire.title, description: wire.description };
  if (wire.tags !== undefined) translatable.tags = wire.tags;
  const { title = '', description = '', tags, ...custom } = applyTranslations(translatable, language);

  const images: ImageVariant[] = wire.images
    .filter((image) => image.type.startsWith('image/'))
    .map(({ src, width, type }) => ({ src, width, type }));

  return {
    mediaid: wire.mediaid,
    title,
    description,
    mediaType: wire.mediaType,
    tags: splitTags(tags),
    duration: wire.duration ?? 0,
    feedid: wire.feedid,
    image: wire.image ?? images[0]?.src ?? '',
    images,
    link: wire.link,
    genre: nonEmpty(custom.genre),
    rating: nonEmpty(custom.rating),
    pubdate: wire.pubdate === undefined ? undefined : Math.trunc(wire.pubdate),
    sources: wire.sources.map(mapSource),
    tracks: wire.tracks.map(mapTrack),

    contentType: oneOf(CONTENT_TYPES, custom.contentType),
    seriesId: nonEmpty(custom.seriesId ?? custom.series_id),
    seriesPlaylistId: nonEmpty(custom.seriesPlaylistId),
    episodeNumber: parseNumber(custom.episodeNumber),
    seasonNumber: parseNumber(custom.seasonNumber),

    productIds: parseProductIds(custom.productIds),
    requiresSubscription: parseBoolean(custom.requiresSubscription) ?? false,
    free: parseBoolean(custom.free) ?? false,

    cardImage: nonEmpty(custom.cardImage),
    channelLogoImage: nonEmpty(custom.channelLogoImage),
    backgroundImage: nonEmpty(custom.backgroundImage),
    motionThumbnail: nonEmpty(custom.motionThumbnail) ?? pickMotionThumbnail(wire.images),

    scheduledStart: parseInstant(custom['VCH.ScheduledStart']),
    scheduledEnd: parseInstant(custom['VCH.ScheduledEnd']),
    eventState: oneOf(EVENT_STATES, custom['VCH.EventState']),
    onDemand: parseBoolean(custom['VCH.OnDemand']),

    geoBlockingMessage: nonEmpty(custom.geoBlockingMessage),
    scheduleUrl: nonEmpty(custom.scheduleUrl),
    scheduleToken: nonEmpty(custom.scheduleToken),
    scheduleType: nonEmpty(custom.scheduleType),
    catchupHours: parseNumber(custom.catchupHours),
    scheduleDemo: parseBoolean(custom.scheduleDemo),
    liveChannelsId: nonEmpty(custom.liveChannelsId),
    trailerId: nonEmpty(custom.trailerId),
    synopsis: nonEmpty(custom.synopsis),
    seekCuePoints: nonEmpty(custom.SeekCuePoints ?? custom.seekCuePoints),
    custom,
  };
}

/** A client should poll a playlist that holds live channels or events that are not plain VOD yet. */
function needsRefetch(items: MediaItem[]): boolean {
  return items.some(
    (item) =>
      item.contentType === 'livechannel' ||
      (item.eventState !== undefined && NOT_YET_VOD.includes(item.eventState)) ||
      (item.contentType === 'liveevent' && item.eventState === undefined),
  );
}

function nextPageOffset(nextLink: string | undefined): number | undefined {
  if (!nextLink) return undefined;
  try {
    return parseNumber(new URL(nextLink, 'http://relative.invalid').searchParams.get('page_offset') ?? undefined);
  } catch {
    return undefined;
  }
}

export function mapPlaylist(wire: WirePlaylist, fallbackId: string, language?: string): Playlist {
  const translatable: Record<string, string> = { ...wire.custom, title: wire.title };
  if (wire.description !== undefined) translatable.description = wire.description;
  const { title = '', description, ...custom } = applyTranslations(translatable, language);
  const items = wire.items.map((item) => mapMediaItem(item, language));
  return {
    id: wire.feedid ?? fallbackId,
    title,
    description,
    kind: wire.kind,
    items,
    cardImageAspectRatio: nonEmpty(custom.cardImageAspectRatio),
    shelfImageAspectRatio: nonEmpty(custom.shelfImageAspectRatio),
    refetch: parseBoolean(custom.refetch) || needsRefetch(items),
    custom,
    nextPageOffset: nextPageOffset(wire.nextLink),
  };
}

export function mapSeries(wire: WireSeries): Series {
  return {
    seriesId: wire.series_id,
    title: wire.title,
    description: wire.description,
    episodeCount: wire.episode_count,
    seasonCount: wire.season_count,
    seasons: wire.seasons
      .map((season) => ({
        seasonId: season.season_id,
        seasonNumber: season.season_number,
        title: season.season_title,
        description: nonEmpty(season.season_description),
        episodeCount: season.episode_count,
      }))
      .sort((a, b) => a.seasonNumber - b.seasonNumber),
  };
}

export interface EpisodesRequest {
  seriesId: string;
  pageIndex: number;
  pageLimit: number;
  season?: number;
}

/** Episodes page; each episode's media also learns its series, season and episode number if it lacked them. */
export function mapEpisodesPage(wire: WireEpisodesPage, request: EpisodesRequest, language?: string): EpisodesPage {
  const episodes = wire.episodes.map((episode) => {
    const media = mapMediaItem(episode.media_item, language);
    const seasonNumber = episode.season_number ?? request.season ?? media.seasonNumber ?? 0;
    return {
      episodeNumber: episode.episode_number,
      seasonNumber,
      media: {
        ...media,
        seriesId: media.seriesId ?? request.seriesId,
        episodeNumber: media.episodeNumber ?? episode.episode_number,
        seasonNumber: media.seasonNumber ?? seasonNumber,
      },
    };
  });
  return {
    episodes,
    pageOffset: wire.pageIndex ?? request.pageIndex,
    pageLimit: wire.pageLimit ?? request.pageLimit,
    total: wire.total ?? episodes.length,
  };
}

export function mapSeriesMemberships(wire: WireSeriesMemberships): Record<string, SeriesMembership[]> {
  const result: Record<string, SeriesMembership[]> = {};
  for (const [mediaId, entries] of Object.entries(wire)) {
    if (entries.length === 0) continue;
    result[mediaId] = entries.map((entry) => ({
      seriesId: entry.series_id,
      episodeNumber: entry.episode_number,
      seasonNumber: entry.season_number,
    }));
  }
  return result;
}

function guessImageType(src: string): string {
  const path = src.split('?')[0]?.toLowerCase() ?? '';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.mp4')) return 'video/mp4';
  return 'image/jpeg';
}

export function mapMediaImages(wire: WireMediaImages): ImageVariant[] {
  return wire.flatMap((entry) => {
    const src = entry.src ?? entry.image_url;
    return src ? [{ src, width: entry.width ?? 0, type: entry.type ?? guessImageType(src) }] : [];
  });
}
