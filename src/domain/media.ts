/**
 * The app's own media model (spec 1 §3, spec 3 §3). Adapters map wire shapes into these types;
 * nothing outside an adapter sees a vendor's JSON.
 */

export type ContentType = 'series' | 'episode' | 'livechannel' | 'liveevent' | 'page' | 'hub';

/** VCH.EventState as set by the media platform's live-event workflow. */
export type EventState = 'PRE_LIVE' | 'LIVE_UNPUBLISHED' | 'LIVE_PUBLISHED' | 'INSTANT_VOD' | 'VOD_PUBLIC';

export type MediaStatus = 'LIVE' | 'VOD' | 'SCHEDULED';

export interface ImageVariant {
  src: string;
  width: number;
  type: string;
}

/** The key systems a protected source names (spec 3 §3 "drm with playready/widevine/fairplay urls"). */
export type KeySystemName = 'widevine' | 'playready' | 'fairplay' | 'clearkey';

/** One key system's licence server for a protected source. */
export interface DrmLicence {
  licenseUrl: string;
  /** FairPlay: the application certificate. */
  certificateUrl?: string;
  /** Headers the licence request carries (the own backend's licence token). */
  headers?: Record<string, string>;
}

export type SourceDrm = Partial<Record<KeySystemName, DrmLicence>>;

export interface MediaSource {
  file: string;
  type: string;
  label?: string;
  width?: number;
  height?: number;
  drm?: SourceDrm;
}

export interface MediaTrack {
  file: string;
  kind: 'captions' | 'subtitles' | 'chapters' | 'thumbnails';
  label?: string;
  language?: string;
  isDefault?: boolean;
}

/** An offer reference from `productIds`, e.g. `cleeng:S123456_NL` or `!jwp:12345` (premier). */
export interface ProductRef {
  provider: string;
  offerId: string;
  premier: boolean;
}

export interface MediaItem {
  mediaid: string;
  title: string;
  description: string;
  /** Media type as the platform reports it (`video`, `audio`, …); search panels show only `video`. */
  mediaType?: string;
  tags: string[];
  /** Seconds; 0 means live. */
  duration: number;
  feedid?: string;
  /** Default poster URL (the platform's `image`). */
  image: string;
  images: ImageVariant[];
  link?: string;
  genre?: string;
  rating?: string;
  /** Publication date in epoch seconds. */
  pubdate?: number;
  sources: MediaSource[];
  tracks: MediaTrack[];

  contentType?: ContentType;
  seriesId?: string;
  seriesPlaylistId?: string;
  episodeNumber?: number;
  seasonNumber?: number;

  productIds: ProductRef[];
  requiresSubscription: boolean;
  free: boolean;

  cardImage?: string;
  channelLogoImage?: string;
  backgroundImage?: string;
  /** Short looping preview (`motion thumbnail`) shown on card hover. */
  motionThumbnail?: string;

  /** ISO 8601 instants from VCH.ScheduledStart / VCH.ScheduledEnd. */
  scheduledStart?: string;
  scheduledEnd?: string;
  eventState?: EventState;
  onDemand?: boolean;

  geoBlockingMessage?: string;
  scheduleUrl?: string;
  scheduleToken?: string;
  scheduleType?: string;
  catchupHours?: number;
  scheduleDemo?: boolean;
  liveChannelsId?: string;
  trailerId?: string;
  synopsis?: string;
  /** Raw `name#seconds,name#seconds` list; parsed where chapters are shown. */
  seekCuePoints?: string;
  /** Every custom parameter as the platform sent it (after translation). */
  custom: Record<string, string>;
}

export interface Playlist {
  /** Playlist id (`feedid`). */
  id: string;
  title: string;
  description?: string;
  kind?: string;
  items: MediaItem[];
  cardImageAspectRatio?: string;
  shelfImageAspectRatio?: string;
  /** Set when a client should refetch (live or scheduled items inside). */
  refetch?: boolean;
  custom: Record<string, string>;
  /** Next-page link offset, when the platform pages the playlist. */
  nextPageOffset?: number;
}

export interface Season {
  seasonId: string;
  seasonNumber: number;
  title: string;
  description?: string;
  episodeCount: number;
}

export interface Series {
  seriesId: string;
  title: string;
  description: string;
  episodeCount: number;
  seasonCount: number;
  seasons: Season[];
}

export interface Episode {
  episodeNumber: number;
  seasonNumber: number;
  media: MediaItem;
}

export interface EpisodesPage {
  episodes: Episode[];
  pageOffset: number;
  pageLimit: number;
  total: number;
}

/** Which series (and where in it) a media item belongs to: `/apps/series?media_ids=`. */
export interface SeriesMembership {
  seriesId: string;
  episodeNumber: number;
  seasonNumber: number;
}
