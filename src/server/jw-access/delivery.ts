import { z } from 'zod';
import type { MediaSource } from '../../domain/media';
import { toMedia } from '../media/jw/parse';
import { AppError } from '../shared/app-error';
import { PassportRefused } from './bridge';
import { callService, jsonOf, serviceUnavailable, type CallOptions } from './http';

/**
 * JW's side of a signed playback (spec 1 §7 "Media platform" and "Entitlement"):
 * - GET {entitlements host}/v3/sites/{siteId}/entitlements with the passport as Bearer → `{ plans: [...] }`, each
 *   plan `{ id, metadata: { access_model } }` (older replies: `access_plan.id`, `access_model` at the top);
 * - GET {delivery}/v2/sites/{siteId}/media/{id}/playback.json?passport=…&plan_id=… → the one-item playlist of
 *   `/v2/media/{id}`, its sources signed for this viewer; a 403 there is a passport the platform refuses;
 * - GET {delivery}/v2/media/{id}[/drm/{policyId}]?token=… → the same playlist, signed by a media token;
 * - HEAD on a stream address, whose 403 is a geo block.
 */
export interface EntitledPlan {
  id: string;
  accessModel: string | undefined;
}

export interface JwSignedDelivery {
  /** The plans the passport holds; a refused passport throws `PassportRefused`. */
  entitledPlans(siteId: string, passport: string): Promise<EntitledPlan[]>;
  /** Sources for this passport and plan; null when JW has no such media. */
  sourcesByPassport(siteId: string, mediaId: string, passport: string, planId: string): Promise<MediaSource[] | null>;
  /** Sources signed by a media token; null when JW has no such media. */
  sourcesByToken(mediaId: string, token: string, drmPolicyId?: string): Promise<MediaSource[] | null>;
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

function sourcesOf(body: unknown, resource: string): MediaSource[] | null {
  try {
    return toMedia(body, resource)?.sources ?? null;
  } catch (error) {
    throw Object.assign(serviceUnavailable(SERVICE), { cause: error });
  }
}

export function createJwSignedDelivery(
  options: { deliveryBaseUrl: string; entitlementsBaseUrl: string } & CallOptions,
): JwSignedDelivery {
  const delivery = options.deliveryBaseUrl.replace(/\/+$/, '');
  const entitlements = options.entitlementsBaseUrl.replace(/\/+$/, '');
  const site = (siteId: string) => `/v2/sites/${encodeURIComponent(siteId)}`;
  const json = { accept: 'application/json' };

  return {
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

    async sourcesByPassport(siteId, mediaId, passport, planId) {
      const path = `${site(siteId)}/media/${encodeURIComponent(mediaId)}/playback.json`;
      const query = new URLSearchParams({ passport, plan_id: planId });
      const response = await callService(SERVICE, `${delivery}${path}?${query}`, { headers: json }, options);
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

    async streamStatus(url) {
      try {
        const response = await (options.fetch ?? fetch)(url, {
          method: 'HEAD',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        return response.status;
      } catch {
        return null;
      }
    },
  };
}
