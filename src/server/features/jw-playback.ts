import { z } from 'zod';
import type { MediaItem, MediaSource } from '../../domain/media';
import type { SiteConfig } from '../../domain/site-config';
import type { Customer } from '../commerce/port';
import type { JwAccessBridge } from '../jw-access/bridge';
import { notEntitled, SignatureRefused, type EntitledPlan, type JwSignedDelivery } from '../jw-access/delivery';
import type { EntitlementAnswer, EntitlementQuestion } from '../jw-access/entitlement-host';
import { AppError, mediaItemNotFound } from '../shared/app-error';
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
 *
 * `custom.urlSigning` (spec 1 §3): the config's JW property requires JW's URL signing, so this server signs its
 * playback requests to JW (a free item's `/v2/media/{id}`, a passport's `playback.json`) with the property's secret
 * (JW_URL_SIGNING_SECRET). A media token's request is signed by the token itself. Without a secret, or when JW
 * refuses the signature, playback is a 503 `playback_unavailable` and the reason goes to the log.
 */
export interface JwPaidPlaybackDeps {
  platform: 'cleeng' | 'jwp';
  delivery: JwSignedDelivery;
  /** The access bridge of a JW property (site id); null when no bridge host is configured. */
  bridgeFor: ((siteId: string) => JwAccessBridge) | null;
  /** JWP only: InPlayer's token for one media of an app config (used when there is no bridge). */
  mediaToken: ((platformToken: string, item: { appConfigId: string; mediaId: string }) => Promise<string>) | null;
  askEntitlementHost: (question: EntitlementQuestion) => Promise<EntitlementAnswer>;
  /** Told why a playback could not be signed (the operator's to fix; the viewer gets a 503). */
  log?: (reason: string, details: Record<string, unknown>) => void;
}

/** What the site config's `custom` says about signed playback (spec 1 §3 Config, custom). */
export interface SigningSettings {
  entitlementHost?: string;
  drmPolicyId?: string;
  twg: boolean;
  accessType: string;
  geoBlockingMessage?: string;
  /** The JW property requires URL signing on delivery requests. */
  urlSigning: boolean;
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
  urlSigning: flag,
});

export function signingSettings(config: Pick<SiteConfig, 'custom' | 'contentProtection'>): SigningSettings {
  const custom = customSchema.parse(config.custom);
  return {
    entitlementHost: custom.entitlementHost,
    drmPolicyId: custom.drmPolicyId ?? config.contentProtection?.drm?.defaultPolicyId,
    twg: custom.isTwgAuth,
    accessType: config.contentProtection?.accessModel ?? 'svod',
    geoBlockingMessage: custom.geoBlockingMessage,
    urlSigning: custom.urlSigning,
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

/** The platform has no playable item of this id any more (spec 1 §8 "MediaItem not found"). */
export const mediaGone = mediaItemNotFound;

/** A playback this server cannot sign as the property requires: the viewer may retry later, the log says why. */
export const signingUnavailable = () =>
  new AppError(503, 'playback_unavailable', 'This video cannot be played right now. Please try again later.', {
    retryAfterSeconds: 60,
  });

export function createJwPaidPlayback(deps: JwPaidPlaybackDeps): PaidPlayback {
  const log = deps.log ?? (() => undefined);

  /** Refuses (503, logged) a config whose property requires URL signing when this server has no secret. */
  function assertCanSign(config: SiteConfig | null): void {
    if (!config || !signingSettings(config).urlSigning || deps.delivery.canSign) return;
    log('custom.urlSigning is on but JW_URL_SIGNING_SECRET (or JW_API_SECRET) is not set', { siteId: config.siteId });
    throw signingUnavailable();
  }

  /** The call, with JW refusing this server's signature answered as a 503 and logged. */
  async function refusedSignatureLogged<T>(config: SiteConfig, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof SignatureRefused)) throw error;
      log(`${error.message}: is JW_URL_SIGNING_SECRET the property's secret?`, { siteId: config.siteId });
      throw signingUnavailable();
    }
  }

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
        const { urlSigning, drmPolicyId } = settings;
        return deps.delivery.sourcesByPassport(config.siteId, item.mediaid, passport, plan.id, urlSigning, drmPolicyId);
      });
    }
    const appConfigId = config.id ?? config.siteId;
    const mediaToken = await deps.mediaToken!(token, { appConfigId, mediaId: item.mediaid });
    return deps.delivery.sourcesByToken(item.mediaid, mediaToken, settings.drmPolicyId);
  }

  return {
    assertCanSign,

    async freeSources(item, config) {
      if (!config || !signingSettings(config).urlSigning) return null;
      assertCanSign(config);
      const sources = await refusedSignatureLogged(config, () => deps.delivery.openSources(item.mediaid));
      if (!sources) throw mediaGone();
      return sources.map(({ file, type, drm }) => ({ file, type, ...(drm && { drm }) }));
    },

    async sources(customer: Customer, item: MediaItem, config: SiteConfig | null) {
      if (!config) return null;
      const settings = signingSettings(config);
      const signable = settings.entitlementHost || deps.mediaToken || deps.bridgeFor;
      if (!signable) return null;
      if (!customer.platformToken) throw sessionExpired();
      const sources = await signedSources(customer.platformToken, item, config, settings);
      if (!sources) throw mediaGone();
      const stream = firstHlsSource(sources);
      if (stream && (await deps.delivery.streamStatus(stream.file)) === 403) {
        throw accessBlocked(item.geoBlockingMessage ?? settings.geoBlockingMessage);
      }
      return sources.map(({ file, type, drm }) => ({ file, type, ...(drm && { drm }) }));
    },
  };
}
