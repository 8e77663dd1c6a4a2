import { expandMacros } from '../../../domain/ads/ad-macros';
import type { Tracking, TrackingEvent } from '../../../domain/ads/ad-plan';

/**
 * Sends an ad's tracking pixels for one event: GET requests as images (what ad servers expect, and what the
 * CSP's `img-src` allows), macros filled in at the moment of the event.
 */
export type Beacon = (url: string) => void;

export const imageBeacon: Beacon = (url) => {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
};

export function fireTracking(
  tracking: Tracking,
  event: TrackingEvent,
  beacon: Beacon,
  details: { adPlayhead?: number; errorCode?: number } = {},
  now: () => Date = () => new Date(),
  random: () => number = Math.random,
): void {
  const urls = tracking[event];
  if (!urls?.length) return;
  const values = {
    cacheBuster: String(Math.floor(random() * 1e8)).padStart(8, '0'),
    timestamp: now().toISOString(),
    ...details,
  };
  for (const url of urls) beacon(expandMacros(url, values));
}
