import { z } from 'zod';
import { callService, jsonOf, serviceUnavailable, type CallOptions } from './http';

/**
 * A publisher's own entitlement host (spec 1 §7 "Entitlement", config `custom.entitlementHost`): asked whether the
 * viewer may play an asset, it answers `{ entitled, token }`, the token signing the media request. Two forms:
 * - POST {host} with JSON `{ provider, credentials: { token }, asset: { id }, drmPolicyId, params, accessType }`;
 * - with `custom.isTwgAuth`, GET {host}?provider=twg&id=…&drmPolicyId=…&accessType=…, the viewer's token as Bearer
 *   (the spec lists no credentials for that form; a host has to know whom it answers).
 * A 401/403 from the host is an answer too: not entitled.
 */
export interface EntitlementQuestion {
  host: string;
  twg: boolean;
  provider: string;
  platformToken: string;
  mediaId: string;
  drmPolicyId?: string;
  accessType: string;
  params: Record<string, string>;
}

export type EntitlementAnswer = { entitled: true; token: string } | { entitled: false };

const SERVICE = 'entitlement service';
const replySchema = z.object({ entitled: z.boolean(), token: z.string().optional() });

function request(question: EntitlementQuestion): { url: string; init: RequestInit } {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (question.twg) {
    const query = new URLSearchParams({ provider: 'twg', id: question.mediaId, accessType: question.accessType });
    if (question.drmPolicyId) query.set('drmPolicyId', question.drmPolicyId);
    const url = new URL(question.host);
    for (const [key, value] of query) url.searchParams.set(key, value);
    return {
      url: url.toString(),
      init: { headers: { ...headers, authorization: `Bearer ${question.platformToken}` } },
    };
  }
  const body = {
    provider: question.provider,
    credentials: { token: question.platformToken },
    asset: { id: question.mediaId },
    drmPolicyId: question.drmPolicyId,
    params: question.params,
    accessType: question.accessType,
  };
  return {
    url: question.host,
    init: { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) },
  };
}

export async function askEntitlementHost(
  question: EntitlementQuestion,
  options: CallOptions,
): Promise<EntitlementAnswer> {
  const { url, init } = request(question);
  const response = await callService(SERVICE, url, init, options);
  if (response.status === 401 || response.status === 403) return { entitled: false };
  if (!response.ok) throw serviceUnavailable(SERVICE);
  const parsed = replySchema.safeParse(await jsonOf(SERVICE, response));
  if (!parsed.success) throw serviceUnavailable(SERVICE);
  const { entitled, token } = parsed.data;
  return entitled && token ? { entitled: true, token } : { entitled: false };
}
