import type { PlayerSource } from '../player-media';
import { isHlsSource } from '../engine-choice';

/**
 * The pure rules of casting (docs/decisions/0152-nothing-of-casting-loads-with-the-page.md and
 * 0154-default-media-receiver-own-button.md): when the Cast SDK may be loaded, when a button shows, and what the
 * receiver is asked to play.
 */

/**
 * The Cast Web Sender loader. Its framework only works in Chromium-based browsers. The CSP allows it on casting
 * pages (`CAST_SCRIPT_SOURCES` in the server's security headers).
 */
export const CAST_SENDER_URL = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

export interface BrowserHints {
  userAgent: string;
  /** `navigator.userAgentData.brands` where the browser has it. */
  brands?: ReadonlyArray<{ brand: string }>;
}

/**
 * A Chromium-based desktop or Android browser. iOS browsers are all WebKit (Chrome on iOS says `CriOS`), and other
 * engines never get a working Cast framework, so the SDK is not fetched there.
 */
export function isCastCapableBrowser({ userAgent, brands }: BrowserHints): boolean {
  if (/\b(?:CriOS|FxiOS|EdgiOS)\//.test(userAgent)) return false;
  if (brands && brands.length > 0) return brands.some(({ brand }) => brand === 'Chromium');
  return /\bChrom(?:e|ium)\/\d+/.test(userAgent);
}

/** Load the Cast SDK only when the site turned casting on, the browser can cast, and playback has started. */
export function shouldLoadCastSender(options: { enabled: boolean; started: boolean; browser: BrowserHints }): boolean {
  return options.enabled && options.started && isCastCapableBrowser(options.browser);
}

/** The Cast framework's cast state: a button only when a device may be picked (or one is in use). */
export function castButtonVisible(castState: string | undefined): boolean {
  return castState !== undefined && castState !== 'NO_DEVICES_AVAILABLE';
}

/** Safari's AirPlay availability: a button only when a target is available. */
export function airplayButtonVisible(availability: string | undefined): boolean {
  return availability === 'available';
}

export const HLS_CONTENT_TYPE = 'application/x-mpegurl';

export interface CastLoadRequest {
  /** Absolute: the receiver fetches it itself. */
  contentUrl: string;
  contentType: string;
  streamType: 'BUFFERED' | 'LIVE';
  /** Seconds; null starts a live stream at its live edge. */
  currentTime: number | null;
  title: string;
  /** Absolute poster URL, when there is one. */
  imageUrl?: string;
}

/**
 * What the receiver is asked to play: the source playing locally (a paid item's signed address included), made
 * absolute against the page, from the local position (VOD) or the live edge (live).
 */
export function buildCastLoadRequest(options: {
  source: PlayerSource;
  live: boolean;
  currentTime: number;
  title: string;
  poster?: string;
  pageUrl: string;
}): CastLoadRequest {
  const { source, live, pageUrl } = options;
  const hls = isHlsSource(source);
  const position = Number.isFinite(options.currentTime) && options.currentTime > 0 ? options.currentTime : 0;
  return {
    contentUrl: new URL(source.file, pageUrl).href,
    contentType: hls ? HLS_CONTENT_TYPE : source.type || 'video/mp4',
    streamType: live ? 'LIVE' : 'BUFFERED',
    currentTime: live ? null : position,
    title: options.title,
    imageUrl: options.poster ? new URL(options.poster, pageUrl).href : undefined,
  };
}
