import { allows, consentInCookies } from '../../../domain/consent/consent';
import {
  LIVE_TICK_SECONDS,
  pingQuery,
  quantileCount,
  quantilesReached,
  reverseDomain,
  type JwPingDetail,
  type JwPingMedia,
  type JwPingSession,
} from '../../../domain/analytics/jw-ping';

/**
 * JW analytics pings from our player (issue 46 item 4, decision 4608): when the site config has an
 * `analyticsToken` (the layout's `jw-analytics` meta) and the viewer allowed analytics, each `<video>` the player
 * plays reports setup, play, the quantiles watched (live: a tick every 20 s of playback) and seeks to JW's ping
 * endpoint, as JW's own apps do. Consent is read before every ping: one declined now stops the next.
 */
export const JW_ANALYTICS_META = 'jw-analytics';
export const APP_VERSION = '1.0.0';

export interface JwAnalyticsPage {
  analyticsId: string;
  pingUrl: string;
}

/** The page's settings from its meta, or undefined when the config has no analytics token. */
export function jwAnalyticsOfPage(doc: Document = document): JwAnalyticsPage | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${JW_ANALYTICS_META}"]`);
  const pingUrl = meta?.dataset.pingUrl;
  return meta?.content && pingUrl ? { analyticsId: meta.content, pingUrl } : undefined;
}

export function analyticsConsented(cookies: string = document.cookie): boolean {
  return allows(consentInCookies(cookies), 'analytics');
}

export interface JwTrackerOptions {
  page: JwAnalyticsPage;
  media: JwPingMedia & { live: boolean };
  send: (url: string) => void;
  consented: () => boolean;
  now: () => number;
  /** The signed-in viewer's id hash (only asked with consent). */
  userHash: () => string | undefined;
  language: string;
  host: string;
}

function randomId(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => alphabet[byte % 36]).join('');
}

/** Listens to one `<video>`; returns the function that stops. */
export function trackJwAnalytics(video: HTMLVideoElement, options: JwTrackerOptions): () => void {
  const { page, media, send, consented, now } = options;
  const session: Omit<JwPingSession, 'userHash'> = {
    analyticsId: page.analyticsId,
    embedId: randomId(),
    playId: randomId(),
    sequence: 1,
    appVersion: APP_VERSION,
    bundleId: reverseDomain(options.host),
    language: options.language,
  };
  const ping = (detail: JwPingDetail) => {
    if (!consented()) return;
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : media.durationSeconds;
    const query = pingQuery({ ...session, userHash: options.userHash() }, { ...media, durationSeconds: duration }, detail, now());
    send(`${page.pingUrl}?${query}`);
  };

  let played = false;
  let quantilesSent = 0;
  let liveSeconds = 0;
  let lastTime: number | undefined;
  const on: Array<[string, () => void]> = [
    [
      'playing',
      () => {
        if (played) return;
        played = true;
        ping({ event: 's' });
      },
    ],
    [
      'timeupdate',
      () => {
        if (!played) return;
        if (media.live) {
          const step = lastTime === undefined ? 0 : video.currentTime - lastTime;
          lastTime = video.currentTime;
          // A jump (a seek, a reload of the live window) is not time watched.
          if (step > 0 && step < 2) liveSeconds += step;
          while (liveSeconds >= LIVE_TICK_SECONDS) {
            liveSeconds -= LIVE_TICK_SECONDS;
            ping({ event: 't', live: true });
          }
          return;
        }
        const duration = Number.isFinite(video.duration) ? video.duration : media.durationSeconds;
        const quantiles = quantileCount(duration);
        for (const quantile of quantilesReached(video.currentTime, duration, quantilesSent)) {
          quantilesSent = quantile;
          ping({ event: 't', quantile, quantiles });
        }
      },
    ],
    ['seeked', () => played && ping({ event: 'vs' })],
  ];
  for (const [type, handler] of on) video.addEventListener(type, handler);
  ping({ event: 'e' });
  return () => {
    for (const [type, handler] of on) video.removeEventListener(type, handler);
  };
}

/** The hex SHA-1 of the viewer's id: the protocol's 40-character user hash. */
export async function userHashOf(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(userId));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A ping as JW's apps send it: a beacon, which needs no answer and no CORS. */
export function sendPing(url: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  void fetch(url, { method: 'POST', mode: 'no-cors', keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/**
 * The observer the player hands its `<video>` to on this page, or undefined when the config has no analytics
 * token. `viewerId` is read once, with consent, for the user hash.
 */
export function jwAnalyticsObserver(
  media: { mediaid: string; title: string; duration: number },
  language: string,
  viewerId: () => string | undefined,
): ((video: HTMLVideoElement) => () => void) | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = jwAnalyticsOfPage();
  if (!page) return undefined;
  let userHash: string | undefined;
  const id = analyticsConsented() ? viewerId() : undefined;
  if (id) void userHashOf(id).then((hash) => (userHash = hash));
  return (video) =>
    trackJwAnalytics(video, {
      page,
      media: { mediaid: media.mediaid, title: media.title, durationSeconds: media.duration, live: media.duration === 0 },
      send: sendPing,
      consented: () => analyticsConsented(),
      now: () => Date.now(),
      userHash: () => userHash,
      language,
      host: location.hostname,
    });
}
