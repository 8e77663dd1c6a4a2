import { z } from 'zod';
import type { MediaItem, MediaSource } from '../../domain/media';
import type { SiteConfig } from '../../domain/site-config';
import type { Customer } from '../commerce/port';
import type { JwAccessBridge } from '../jw-access/bridge';
import { notEntitled, type EntitledPlan, type JwSignedDelivery } from '../jw-access/delivery';
import type { EntitlementAnswer, EntitlementQuestion } from '../jw-access/entitlement-host';
import { AppError } from '../shared/app-error';
import { sessionExpired } from './account/errors';
import type { PaidPlayback } from './playback';

/**
 * Signed playback of a paid item when the media platform is JW and the viewer's account is on Cleeng or JWP
 * (spec 1 §7 "Access bridge", "Entitlement"; issue 12 point 4). Which way the sources are signed, first that applies:
 * 1. the config names its own entitlement host (`custom.entitlementHost`): the host's `{ entitled, token }`, the
 *    token signing `GET /v2/media/{id}[/drm/{policy}]?token=` (spec 1 §7 "Media platform");
 * 2. an access bridge is configured: it turns the customer's platform token ("bearer jwt") into a passport, whose
 *    plans (`/v3/sites/{siteId}/entitlements`, svod preferred) and `playback.json?passport&plan_id` give the
 *    sources; a 403 there refreshes the passport and retries once (spec 1 §8);
 * 3. JWP without a bridge: InPlayer's media token (`GET /v2/items/jw-media/token`, 402 = no access) is InPlayer's
 *    own per-item answer and signs `GET /v2/media/{id}?token=` like an entitlement host's token.
 * A Cleeng site without a bridge keeps the own rules (offer check and URL signing).
 * Then a HEAD on the first `.m3u8`: a 403 is a geo block, answered with the item's (else the config's)
 * `geoBlockingMessage`.
 */
export interface JwPaidPlaybackDeps {
  platform: 'cleeng' | 'jwp';
  delivery: JwSignedDelivery;
  /** The access bridge of a JW property (site id); null when no bridge host is configured. */
  bridgeFor: ((siteId: string) => JwAccessBridge) | null;
  /** JWP only: InPlayer's token for one media of an app config (used when there is no bridge). */
  mediaToken: ((platformToken: string, item: { appConfigId: string; mediaId: string }) => Promise<string>) | null;
  askEntitlementHost: (question: EntitlementQuestion) => Promise<EntitlementAnswer>;
}

/** What the site config's `custom` says about signed playback (spec 1 §3 Config, custom). */
export interface SigningSettings {
  entitlementHost?: string;
  drmPolicyId?: string;
  twg: boolean;
  accessType: string;
  geoBlockingMessage?: string;
}

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1')
  .catch(false);
const text = z.string().trim().min(1).optional().catch(undefined);
const customSchema = z.object({
  entitlementHost: z
    .url({ protocol: /^https?$/ })
    .optional()
    .catch(undefined),
  drmPolicyId: text,
  isTwgAuth: flag,
  geoBlockingMessage: text,
});

export function signingSettings(config: Pick<SiteConfig, 'custom' | 'contentProtection'>): SigningSettings {
  const custom = customSchema.parse(config.custom);
  return {
    entitlementHost: custom.entitlementHost,
    drmPolicyId: custom.drmPolicyId ?? config.contentProtection?.drm?.defaultPolicyId,
    twg: custom.isTwgAuth,
    accessType: config.contentProtection?.accessModel ?? 'svod',
    geoBlockingMessage: custom.geoBlockingMessage,
  };
}

/** The plan a playback is asked for: the svod one when the passport holds it, else the first. */
export function preferredPlan(plans: EntitledPlan[]): EntitledPlan | undefined {
  return plans.find((plan) => plan.accessModel?.toLowerCase() === 'svod') ?? plans[0];
}

/** The stream whose HEAD tells a geo block: the first `.m3u8` address. */
export function firstHlsSource(sources: MediaSource[]): MediaSource | undefined {
  return sources.find((source) => /\.m3u8(?:$|[?#])/i.test(source.file) || /mpegurl/i.test(source.type));
}

const DEFAULT_GEO_MESSAGE = 'This video cannot be played from your current location.';

/** Spec 1 §8 "access blocked (carries geoBlockingMessage)". */
export const accessBlocked = (geoBlockingMessage: string | undefined) =>
  new AppError(403, 'access_blocked', geoBlockingMessage ?? DEFAULT_GEO_MESSAGE, {
    details: geoBlockingMessage ? { geoBlockingMessage } : {},
  });

const mediaGone = (mediaId: string) => new AppError(404, 'not_found', `Media ${mediaId} not found`);

export function createJwPaidPlayback(deps: JwPaidPlaybackDeps): PaidPlayback {
  async function signedSources(token: string, item: MediaItem, config: SiteConfig, settings: SigningSettings) {
    if (settings.entitlementHost) {
      const answer = await deps.askEntitlementHost({
        host: settings.entitlementHost,
        twg: settings.twg,
        provider: deps.platform,
        platformToken: token,
        mediaId: item.mediaid,
        drmPolicyId: settings.drmPolicyId,
        accessType: settings.accessType,
        params: { siteId: config.siteId },
      });
      if (!answer.entitled) throw notEntitled();
      return deps.delivery.sourcesByToken(item.mediaid, answer.token, settings.drmPolicyId);
    }
    if (deps.bridgeFor) {
      return deps.bridgeFor(config.siteId).withPassport(token, async (passport) => {
        const plan = preferredPlan(await deps.delivery.entitledPlans(config.siteId, passport));
        if (!plan) throw notEntitled();
        return deps.delivery.sourcesByPassport(config.siteId, item.mediaid, passport, plan.id);
      });
    }
    const appConfigId = config.id ?? config.siteId;
    const mediaToken = await deps.mediaToken!(token, { appConfigId, mediaId: item.mediaid });
    return deps.delivery.sourcesByToken(item.mediaid, mediaToken, settings.drmPolicyId);
  }

  return {
    async sources(customer: Customer, item: MediaItem, config: SiteConfig | null) {
      if (!config) return null;
      const settings = signingSettings(config);
      const signable = settings.entitlementHost || deps.mediaToken || deps.bridgeFor;
      if (!signable) return null;
      if (!customer.platformToken) throw sessionExpired();
      const sources = await signedSources(customer.platformToken, item, config, settings);
      if (!sources) throw mediaGone(item.mediaid);
      const stream = firstHlsSource(sources);
      if (stream && (await deps.delivery.streamStatus(stream.file)) === 403) {
        throw accessBlocked(item.geoBlockingMessage ?? settings.geoBlockingMessage);
      }
      return sources.map(({ file, type }) => ({ file, type }));
    },
  };
}
