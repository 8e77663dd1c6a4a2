import { z } from 'zod';
import type { MediaSource } from '../../domain/media';
import { toMedia } from '../media/jw/parse';
import { signJwt } from '../media/jw/url-signing';
import { AppError } from '../shared/app-error';
import { PassportRefused } from './bridge';
import { callService, jsonOf, serviceUnavailable, type CallOptions } from './http';
import { PLATFORM_USER_AGENT } from '../shared/platform-user-agent';

/**
 * JW's side of a signed playback (spec 1 §7 "Media platform" and "Entitlement"):
 * - GET {entitlements host}/v3/sites/{siteId}/entitlements with the passport as Bearer → `{ plans: [...] }`, each
 *   plan `{ id, metadata: { access_model } }` (older replies: `access_plan.id`, `access_model` at the top);
 * - GET {delivery}/v2/sites/{siteId}/media/{id}/playback.json?passport=…&plan_id=… → the one-item playlist of
 *   `/v2/media/{id}`, its sources signed for this viewer; a 403 there is a passport the platform refuses;
 * - GET {delivery}/v2/media/{id}[/drm/{policyId}]?token=… → the same playlist, signed by a media token or by this
 *   server (a DRM policy's: the sources carry `drm` with each key system's licence URL, valid minutes only);
 * - playback.json takes `drm_policy_id` for a DRM property (JW's "signed content URL for DRM playback");
 * - HEAD on a stream address, whose 403 is a geo block.
 * On a property that requires URL signing (a config's `custom.urlSigning`), `/v2/media/{id}` and `playback.json`
 * go out as `path?token=<JWT>`: HS256 with the property's secret, claims `resource` (the path), `exp` (a few minutes
 * ahead) and the request's other parameters (JW's "Protect your content with signed URLs").
 */
export interface EntitledPlan {
  id: string;
  accessModel: string | undefined;
}

export interface JwSignedDelivery {
  /** The plans the passport holds; a refused passport throws `PassportRefused`. */
  entitledPlans(siteId: string, passport: string): Promise<EntitledPlan[]>;
  /** Whether a URL signing secret is configured (`signed` requests need it). */
  readonly canSign: boolean;
  /** Sources for this passport and plan, the request signed when `signed`; null when JW has no such media. */
  sourcesByPassport(
    siteId: string,
    mediaId: string,
    passport: string,
    planId: string,
    signed?: boolean,
    drmPolicyId?: string,
  ): Promise<MediaSource[] | null>;
  /**
   * A free item's sources from a signed `GET /v2/media/{id}`; null when JW has no such media. JW refusing the
   * signature (403) throws `SignatureRefused`.
   */
  openSources(mediaId: string, drmPolicyId?: string): Promise<MediaSource[] | null>;
  /** Sources signed by a media token; null when JW has no such media. */
  sourcesByToken(mediaId: string, token: string, drmPolicyId?: string): Promise<MediaSource[] | null>;
  /**
   * A DRM policy's sources with their licence URLs (`GET /v2/media/{id}/drm/{policyId}`, signed with the property's
   * secret, as JW requires for every DRM request); null when JW has no such media. A refused signature throws
   * `SignatureRefused`.
   */
  drmSources(mediaId: string, drmPolicyId: string): Promise<MediaSource[] | null>;
  /** The status of a HEAD on a stream address; null when it did not answer (the player then finds out itself). */
  streamStatus(url: string): Promise<number | null>;
}

const planSchema = z
  .looseObject({
    id: z.string().optional(),
    access_model: z.string().optional(),
    access_plan: z.looseObject({ id: z.string().optional() }).optional(),
    metadata: z.looseObject({ access_model: z.string().optional() }).optional(),
  })
  .transform((plan) => ({
    id: plan.id ?? plan.access_plan?.id,
    accessModel: plan.metadata?.access_model ?? plan.access_model,
  }));
const plansSchema = z.object({ plans: z.array(z.unknown()).default([]) });

const SERVICE = 'video service';
const PLANS_SERVICE = 'entitlement service';

export const notEntitled = () => new AppError(403, 'not_entitled', 'Unauthorized');

/** JW refused a request this server signed: the secret is not the property's, or the clocks disagree. */
export class SignatureRefused extends Error {
  constructor(readonly path: string) {
    super(`JW refused the signed request for ${path} (403)`);
    this.name = 'SignatureRefused';
  }
}

/** Seconds a signed playback request stays valid: it is made at once, the margin is for clock skew. */
const SIGNED_REQUEST_TTL_S = 300;

function sourcesOf(body: unknown, resource: string): MediaSource[] | null {
  try {
    return toMedia(body, resource)?.sources ?? null;
  } catch (error) {
    throw Object.assign(serviceUnavailable(SERVICE), { cause: error });
  }
}

export function createJwSignedDelivery(
  options: {
    deliveryBaseUrl: string;
    entitlementsBaseUrl: string;
    /** The JW property's URL signing secret; absent, nothing can be signed. */
    urlSigningSecret?: string;
    clock?: () => Date;
  } & CallOptions,
): JwSignedDelivery {
  const delivery = options.deliveryBaseUrl.replace(/\/+$/, '');
  const entitlements = options.entitlementsBaseUrl.replace(/\/+$/, '');
  const site = (siteId: string) => `/v2/sites/${encodeURIComponent(siteId)}`;
  const json = { accept: 'application/json' };
  const secret = options.urlSigningSecret || undefined;
  const clock = options.clock ?? (() => new Date());

  /** `path?query`, or with `signed` `path?token=` whose claims carry the query, the path and the expiry. */
  function address(path: string, query: Record<string, string>, signed: boolean): string {
    if (!signed) {
      const search = new URLSearchParams(query).toString();
      return `${delivery}${path}${search ? `?${search}` : ''}`;
    }
    if (!secret) throw new Error('URL signing asked for without a secret');
    const exp = Math.floor(clock().getTime() / 1000) + SIGNED_REQUEST_TTL_S;
    return `${delivery}${path}?token=${signJwt({ ...query, resource: path, exp }, secret)}`;
  }

  /** A `/v2/media/{id}[/drm/{policyId}]` this server signs. */
  async function openSources(mediaId: string, drmPolicyId?: string): Promise<MediaSource[] | null> {
    const drm = drmPolicyId ? `/drm/${encodeURIComponent(drmPolicyId)}` : '';
    const path = `/v2/media/${encodeURIComponent(mediaId)}${drm}`;
    const response = await callService(SERVICE, address(path, {}, true), { headers: json }, options);
    if (response.status === 404) return null;
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new SignatureRefused(path);
    }
    if (!response.ok) throw serviceUnavailable(SERVICE);
    return sourcesOf(await jsonOf(SERVICE, response), path);
  }

  return {
    canSign: secret !== undefined,

    async entitledPlans(siteId, passport) {
      const url = `${entitlements}/v3/sites/${encodeURIComponent(siteId)}/entitlements`;
      const headers = { ...json, authorization: `Bearer ${passport}` };
      const response = await callService(PLANS_SERVICE, url, { headers }, options);
      if (response.status === 401 || response.status === 403) throw new PassportRefused();
      if (!response.ok) throw serviceUnavailable(PLANS_SERVICE);
      const parsed = plansSchema.safeParse(await jsonOf(PLANS_SERVICE, response));
      if (!parsed.success) throw serviceUnavailable(PLANS_SERVICE);
      return parsed.data.plans.flatMap((raw) => {
        const plan = planSchema.safeParse(raw);
        return plan.success && plan.data.id ? [{ id: plan.data.id, accessModel: plan.data.accessModel }] : [];
      });
    },

    async sourcesByPassport(siteId, mediaId, passport, planId, signed = false, drmPolicyId) {
      const path = `${site(siteId)}/media/${encodeURIComponent(mediaId)}/playback.json`;
      const drm: Record<string, string> = drmPolicyId ? { drm_policy_id: drmPolicyId } : {};
      const url = address(path, { passport, plan_id: planId, ...drm }, signed);
      const response = await callService(SERVICE, url, { headers: json }, options);
      if (response.status === 403) throw new PassportRefused();
      if (response.status === 404) return null;
      if (!response.ok) throw notEntitled();
      return sourcesOf(await jsonOf(SERVICE, response), path);
    },

    async sourcesByToken(mediaId, token, drmPolicyId) {
      const drm = drmPolicyId ? `/drm/${encodeURIComponent(drmPolicyId)}` : '';
      const path = `/v2/media/${encodeURIComponent(mediaId)}${drm}`;
      const query = new URLSearchParams({ token });
      const response = await callService(SERVICE, `${delivery}${path}?${query}`, { headers: json }, options);
      if (response.status === 404) return null;
      if (!response.ok) throw notEntitled();
      return sourcesOf(await jsonOf(SERVICE, response), path);
    },

    openSources,

    drmSources: (mediaId, drmPolicyId) => openSources(mediaId, drmPolicyId),

    async streamStatus(url) {
      try {
        const response = await (options.fetch ?? fetch)(url, {
          method: 'HEAD',
          headers: { 'user-agent': PLATFORM_USER_AGENT },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        return response.status;
      } catch {
        return null;
      }
    },
  };
}
