/**
 * JW Player's OTT ping protocol (issue 46 item 4): the events and parameters a JW property's analytics counts
 * (plays, minutes watched, trending) from an app's video views. Pure: what to send and when; the player's
 * tracker (islands/player/analytics) sends it.
 */
export type JwPingEvent = 'e' | 's' | 't' | 'vs';

/** Quantiles a video is split into, by its duration (seconds); each crossed quantile is one `t` ping. */
export function quantileCount(durationSeconds: number): number {
  if (durationSeconds < 30) return 1;
  if (durationSeconds < 60) return 4;
  if (durationSeconds < 180) return 8;
  if (durationSeconds < 300) return 16;
  return 32;
}

/** `pw` of the quantile ending at `quantile` (1-based) of `quantiles`: the watched part on a 128 scale. */
export function quantileWatched(quantile: number, quantiles: number): number {
  return Math.trunc((128 * quantile) / quantiles);
}

/**
 * The quantiles newly passed when playback reaches `positionSeconds`, given the highest one already sent:
 * a quantile counts once its end is crossed (the 9th second of a 72 s video ends the first of 8).
 */
export function quantilesReached(positionSeconds: number, durationSeconds: number, alreadySent: number): number[] {
  if (!(durationSeconds > 0)) return [];
  const quantiles = quantileCount(durationSeconds);
  const reached = Math.min(quantiles, Math.trunc((positionSeconds * quantiles) / durationSeconds));
  const fresh: number[] = [];
  for (let quantile = alreadySent + 1; quantile <= reached; quantile += 1) fresh.push(quantile);
  return fresh;
}

/** A live stream's time tick: every 20 s of playback, with `pw=-1`, `q=0`. */
export const LIVE_TICK_SECONDS = 20;

export interface JwPingSession {
  /** The property's analytics id: the config's `analyticsToken`. */
  analyticsId: string;
  /** Generated per player instance and per item loaded into it ([0-9a-z]{12}). */
  embedId: string;
  playId: string;
  /** Ticks up when the item changes in the same player. */
  sequence: number;
  appVersion: string;
  /** The site's host as a reverse domain name (`tv.example.com` → `com.example.tv`). */
  bundleId: string;
  /** A hash of the signed-in viewer's id ([0-9a-f]{40}), only with their analytics consent. */
  userHash?: string;
  language: string;
}

export interface JwPingMedia {
  mediaid: string;
  title: string;
  durationSeconds: number;
  feedId?: string;
}

export type JwPingDetail =
  | { event: 'e' | 'vs' }
  | { event: 's' }
  | { event: 't'; quantile: number; quantiles: number }
  | { event: 't'; live: true };

/** The query of one ping, in the protocol's names. */
export function pingQuery(session: JwPingSession, media: JwPingMedia, detail: JwPingDetail, now: number): URLSearchParams {
  const query = new URLSearchParams({
    e: detail.event,
    aid: session.analyticsId,
    sa: String(now),
    emi: session.embedId,
    pli: session.playId,
    pss: String(session.sequence),
    av: session.appVersion,
    bun: session.bundleId,
    oos: 'Web',
    sdk: '0',
    olng: session.language,
    id: media.mediaid,
    t: media.title,
  });
  if (media.feedId) query.set('fed', media.feedId);
  if (session.userHash) query.set('oaid', session.userHash);
  if (detail.event === 's') query.set('vd', String(Math.trunc(media.durationSeconds)));
  if (detail.event === 't') {
    if ('live' in detail) {
      query.set('pw', '-1');
      query.set('q', '0');
      query.set('ti', String(LIVE_TICK_SECONDS));
    } else {
      query.set('vd', String(Math.trunc(media.durationSeconds)));
      query.set('q', String(detail.quantiles));
      query.set('pw', String(quantileWatched(detail.quantile, detail.quantiles)));
    }
  }
  return query;
}

/** `tv.example.com` → `com.example.tv`; an address without dots stays as it is. */
export function reverseDomain(host: string): string {
  return host.split('.').reverse().join('.');
}
