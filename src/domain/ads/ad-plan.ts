/**
 * The ad plan of one playback (client-side ad insertion): the breaks of a VMAP or JW ad schedule with the linear
 * ads their VAST documents resolved to. The server builds it (`GET /api/ads/{mediaid}`); the player plays it.
 * Wrappers are already followed: each ad carries the tracking of its whole wrapper chain.
 */

/** Tracking events the player reports (VAST 4 names; `impression`, `error` and `clickTracking` included). */
export const TRACKING_EVENTS = [
  'impression',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'clickTracking',
  'pause',
  'resume',
  'mute',
  'unmute',
  'error',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

export type Tracking = Partial<Record<TrackingEvent, string[]>>;

export interface AdMediaFile {
  url: string;
  /** MIME type, e.g. `video/mp4`. */
  type: string;
  width?: number;
  height?: number;
}

export interface LinearAd {
  id: string;
  title?: string;
  mediaFile: AdMediaFile;
  /** Seconds, as the VAST `Duration` says. */
  duration: number;
  /** Seconds after which the viewer may skip; absent: not skippable. */
  skipOffset?: number;
  /** Opened in a new tab by "Learn more". */
  clickThrough?: string;
  tracking: Tracking;
}

/**
 * Where a break sits in the content: before it, after it, at a time or a share of the duration, or at the nth
 * cue point of the media (VMAP `#n`; the media's chapters, spec 3 §5).
 */
export type BreakPosition =
  | { kind: 'start' }
  | { kind: 'end' }
  | { kind: 'time'; seconds: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'cue'; index: number };

export interface AdBreak {
  id: string;
  position: BreakPosition;
  ads: LinearAd[];
}

export interface AdPlan {
  breaks: AdBreak[];
}

export const EMPTY_PLAN: AdPlan = { breaks: [] };

/**
 * What the player island is told about ads on a page (the same for every viewer of that config): fetch a plan
 * and insert the ads itself (`csai`), or play the platform's ad-insertion stream at `url` (`ssai`).
 */
export type PlayerAds = { kind: 'csai'; configSource: string } | { kind: 'ssai'; url: string };
