import { EMPTY_PLAN, type AdPlan, type PlayerAds } from '../../domain/ads/ad-plan';
import { ssaiPlaybackUrl } from '../../domain/ads/ssai';
import type { MediaItem } from '../../domain/media';
import type { SiteConfig } from '../../domain/site-config';
import type { AdResolver, AdScheduleSource } from '../ads/resolver';
import type { RateLimit, RateLimiter } from '../auth/rate-limiter';
import { AppError, mediaItemNotFound } from '../shared/app-error';
import type { SiteConfigResult } from '../settings/site-config-loader';

/**
 * Ads of the site config (spec 1 §3, spec 3 §7). `adDeliveryMethod: ssai` plays the platform's ad-insertion
 * stream instead of the media's own (needs `adConfig`); otherwise ads are inserted by our player from, in order:
 * `adScheduleUrls.xml` (a VMAP), `adScheduleUrls.json` (a JW schedule), or the `adSchedule` id (the platform's
 * `/v2/advertising/schedules/{id}.json`). The schedule addresses get the media's `media_id`.
 */
export type { PlayerAds };

/** `media_id` set on an address, leaving the rest of it (macros included) as written. */
export function withMediaId(url: string, mediaid: string): string {
  const [path, hash] = url.split('#', 2) as [string, string | undefined];
  const value = `media_id=${encodeURIComponent(mediaid)}`;
  const replaced = path.replace(/([?&])media_id=[^&]*/, `$1${value}`);
  const withId = replaced !== path ? replaced : `${path}${path.includes('?') ? '&' : '?'}${value}`;
  return hash === undefined ? withId : `${withId}#${hash}`;
}

export function adScheduleSource(
  config: SiteConfig,
  mediaid: string,
  scheduleUrl: (id: string) => string,
): AdScheduleSource | null {
  if (config.adDeliveryMethod === 'ssai') return null;
  const { xml, json } = config.adScheduleUrls ?? {};
  if (xml) return { kind: 'vmap', url: withMediaId(xml, mediaid) };
  if (json) return { kind: 'schedule', url: withMediaId(json, mediaid) };
  if (config.adSchedule) return { kind: 'schedule', url: scheduleUrl(config.adSchedule) };
  return null;
}

/** What the player island needs to know about ads on a page of this config (the same for every viewer). */
export function playerAdsFor(
  config: SiteConfig,
  configSource: string,
  mediaid: string,
  ssaiApiBase: string,
): PlayerAds | undefined {
  if (config.adDeliveryMethod === 'ssai') {
    return config.adConfig
      ? {
          kind: 'ssai',
          url: ssaiPlaybackUrl({ apiBase: ssaiApiBase, siteId: config.siteId, mediaid, adConfigId: config.adConfig }),
        }
      : undefined;
  }
  const { xml, json } = config.adScheduleUrls ?? {};
  return xml || json || config.adSchedule ? { kind: 'csai', configSource } : undefined;
}

/** The player inserts ads itself on this config's pages (their CSP then admits ad servers' files and pixels). */
export function hasClientSideAds(config: SiteConfig): boolean {
  return playerAdsFor(config, '', '', '')?.kind === 'csai';
}

export interface AdsDeps {
  loadSiteConfig(source: string | null): Promise<SiteConfigResult>;
  getMedia(mediaid: string): Promise<MediaItem | null>;
  resolver: Pick<AdResolver, 'resolve'>;
  /** The platform's address of an `adSchedule` id. */
  scheduleUrl(id: string): string;
  /** Each plan may fetch remote VAST documents: requests per IP are counted by the shared limiter. */
  rateLimit?: { limiter: Pick<RateLimiter, 'hit'>; rule: RateLimit; clock: () => Date } | null;
}

/** Counts one ad plan request of `ip`; 429 with Retry-After when over the limit. */
export async function limitAdRequests(deps: AdsDeps, ip: string): Promise<void> {
  if (!deps.rateLimit) return;
  const { limiter, rule, clock } = deps.rateLimit;
  const decision = await limiter.hit(`ads:ip:${ip}`, rule, clock());
  if (decision.allowed) return;
  const { retryAfterSeconds } = decision;
  throw new AppError(
    429,
    'too_many_requests',
    `Too many ad requests. Please try again in ${retryAfterSeconds} seconds.`,
    {
      retryAfterSeconds,
      details: { retryAfterSeconds },
    },
  );
}

/**
 * The ad plan for one playback of `mediaid` under the config the page was rendered with. An unknown media is a
 * 404; a config without ads, or one that cannot be loaded, gives an empty plan (the content plays).
 */
export async function adPlanFor(deps: AdsDeps, mediaid: string, configSource: string | null): Promise<AdPlan> {
  const [config, item] = await Promise.all([deps.loadSiteConfig(configSource), deps.getMedia(mediaid)]);
  if (!item) throw mediaItemNotFound();
  if (!config.ok) return EMPTY_PLAN;
  const source = adScheduleSource(config.config, mediaid, deps.scheduleUrl);
  return source ? deps.resolver.resolve(source, mediaid) : EMPTY_PLAN;
}
