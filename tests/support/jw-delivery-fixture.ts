import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';
import { SITE_ID, type JwAccessFixture } from './jw-access-fixture';

/**
 * A local JW delivery host for signed playback (spec 1 §7 "Media platform", "Entitlement", signed media):
 * - GET /v3/sites/{siteId}/entitlements, the passport as Bearer → `{ total, page, page_length, plans }`, each plan
 *   `{ id, metadata: { name, access_model } }` (JW's plans reply; the shape its open-source OTT app reads);
 * - GET /v2/sites/{siteId}/media/{id}/playback.json?passport&plan_id → the `/v2/media/{id}` one-item playlist with
 *   signed sources; 403 for a passport JW does not take, 401 for a plan the holder lacks;
 * - GET /v2/media/{id}[/drm/{policyId}] → without `token` the item's metadata (a paid item without sources, a free
 *   one with its sources), with a token JW knows for that media (an entitlement host's, or InPlayer's
 *   `signed-{id}-…`) the signed sources;
 * - GET /v2/media/{id}/drm/{policyId}, and playback.json with `drm_policy_id` (a DRM property, JW's "signed content
 *   URL for DRM playback"): only signed (a media token, or a JWT of the property's secret: JW takes no unsigned DRM
 *   request), the policy one of `drmPolicies` (else 404); the sources are JW Studio DRM's: DASH with Widevine and
 *   PlayReady licence URLs (`drm.widevine.url`, `drm.playready.url`), HLS with FairPlay's (`processSpcUrl`,
 *   `certificateUrl`), each licence URL carrying its own short-lived signature;
 * - HEAD (or GET) /streams/{id}/master.m3u8 → 403 when the item is geo-blocked here, else the playlist.
 * The passports are the access-bridge fixture's. `mode` makes every answer hang or fail (503).
 *
 * URL signing (`signingSecret` set: the property requires it): every `/v2/media/…` and `playback.json` request must
 * carry `?token=`, a JWT (HS256, signed with the property's secret) whose `resource` claim is the request's path and
 * whose `exp` (epoch seconds) has not passed; the other query parameters travel as claims (JW's "Protect your content
 * with signed URLs", docs.jwplayer.com/platform/docs/how-to-enable-url-token-signing). A media token JW issued for
 * the media (an entitlement host's, InPlayer's) is JW's own signature and is taken as it is. Anything else: 403.
 */
export const PAID_MEDIA = 'Locked01';
export const OTHER_MEDIA = 'Locked02';
/** A free item: its sources are in every answer for it. */
export const FREE_MEDIA = 'Open0001';
export const GEO_MESSAGE = 'Only viewers in the Netherlands can watch this.';
/** The DRM policy the fixture's property has. */
export const DRM_POLICY = 'Pol1cy01';

export interface JwDeliveryFixture extends FixtureServer {
  requests: string[];
  /** The plans a platform token's passport holds. */
  plans: Map<string, Array<{ id: string; access_model: string }>>;
  /** Media tokens JW takes: token → media id. */
  mediaTokens: Map<string, string>;
  /** Media whose stream answers 403 (a geo block). */
  geoBlocked: Set<string>;
  /** Refuses this many more playback.json calls with 403, as if the passport had expired at JW. */
  refusePlayback: number;
  mode: 'ok' | 'hang' | 'fail';
  /** The property's URL signing secret; set, unsigned or badly signed delivery requests are refused (403). */
  signingSecret: string | null;
  /** The property's DRM policies. */
  drmPolicies: Set<string>;
}

/** The claims of a JWT signed with `secret`, or why it is refused. */
export function verifiedClaims(token: string, secret: string): Record<string, unknown> | string {
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) return 'Invalid token';
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Invalid token signature';
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'HS256') return 'Invalid token algorithm';
    return JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  } catch {
    return 'Invalid token';
  }
}

const items: Record<string, Record<string, unknown>> = {
  [PAID_MEDIA]: {
    title: 'The locked final',
    requiresSubscription: 'true',
    productIds: 'cleeng:S345678901_NL,jwp:S9001',
    geoBlockingMessage: GEO_MESSAGE,
  },
  [OTHER_MEDIA]: {
    title: 'Another locked match',
    requiresSubscription: 'true',
    productIds: 'cleeng:S345678901_NL,jwp:S9001',
  },
  [FREE_MEDIA]: { title: 'An open highlight' },
};

export async function startJwDeliveryFixture(access: JwAccessFixture): Promise<JwDeliveryFixture> {
  const state = {
    requests: [] as string[],
    plans: new Map<string, Array<{ id: string; access_model: string }>>(),
    mediaTokens: new Map<string, string>(),
    geoBlocked: new Set<string>(),
    refusePlayback: 0,
    mode: 'ok' as JwDeliveryFixture['mode'],
    signingSecret: null as string | null,
    drmPolicies: new Set([DRM_POLICY]),
  };
  let base = '';

  function playlist(id: string, signed: boolean) {
    const sig = randomBytes(6).toString('hex');
    const sources = signed
      ? [
          { file: `${base}/streams/${id}/master.m3u8?sig=${sig}`, type: 'application/vnd.apple.mpegurl' },
          { file: `${base}/streams/${id}/720.mp4?sig=${sig}`, type: 'video/mp4', width: 1280, height: 720 },
        ]
      : [];
    const item = { mediaid: id, description: '', duration: 5400, pubdate: 1_767_225_600, sources, ...items[id] };
    return { title: items[id]!.title, playlist: [item] };
  }

  /** A DRM policy's playlist: JW Studio DRM's sources, with the licence URLs of each key system. */
  function drmPlaylist(id: string) {
    const sig = randomBytes(6).toString('hex');
    const licence = (system: string) => `${base}/v2/licenses/${id}/${system}?token=${sig}`;
    const sources = [
      {
        file: `${base}/streams/${id}/manifest.mpd?sig=${sig}`,
        type: 'application/dash+xml',
        drm: { widevine: { url: licence('widevine') }, playready: { url: licence('playready') } },
      },
      {
        file: `${base}/streams/${id}/master.m3u8?sig=${sig}`,
        type: 'application/vnd.apple.mpegurl',
        drm: {
          fairplay: { processSpcUrl: licence('fairplay'), certificateUrl: `${base}/v2/licenses/fairplay/certificate` },
        },
      },
    ];
    const item = { mediaid: id, description: '', duration: 5400, pubdate: 1_767_225_600, sources, ...items[id] };
    return { title: items[id]!.title, playlist: [item] };
  }

  /** A DRM request's signature: a media token JW issued for the media, or a JWT of the property's secret. */
  function drmRefusal(url: URL, id: string): string | null {
    const token = url.searchParams.get('token');
    if (!token) return 'DRM requests must be signed';
    if (isMediaToken(token, id)) return null;
    if (!state.signingSecret) return 'Invalid token';
    const params = signedParams(url, id);
    return typeof params === 'string' ? params : null;
  }

  const bearer = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const isMediaToken = (token: string, id: string) =>
    state.mediaTokens.get(token) === id || token.startsWith(`signed-${id}-`);

  /**
   * The request's parameters once its signature is checked (the claims of a signed one, else the query), or the
   * refusal. Without `signingSecret`, the query as it is.
   */
  function signedParams(url: URL, mediaId: string): URLSearchParams | string {
    const token = url.searchParams.get('token');
    if (!state.signingSecret || (token && isMediaToken(token, mediaId))) return url.searchParams;
    if (!token) return 'This resource requires a signed URL';
    const claims = verifiedClaims(token, state.signingSecret);
    if (typeof claims === 'string') return claims;
    if (claims.resource !== url.pathname) return 'Token resource does not match the request';
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return 'Token expired';
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(claims)) {
      if (key !== 'resource' && key !== 'exp') params.set(key, String(value));
    }
    return params;
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const path = url.pathname;
    state.requests.push(`${req.method} ${path}${url.search}`);
    if (state.mode === 'hang') return new Promise<void>(() => undefined);
    if (state.mode === 'fail') return sendJson(res, 503, { message: 'Service Unavailable' });
    let m: RegExpExecArray | null;

    if (req.method === 'GET' && path === `/v3/sites/${SITE_ID}/entitlements`) {
      const passport = bearer(req);
      const holder = passport ? access.holderOf(passport) : undefined;
      if (!holder) return sendJson(res, 403, { message: 'Invalid passport' });
      const plans = (state.plans.get(holder) ?? []).map(({ id, access_model }) => ({
        id,
        metadata: { name: `Plan ${id}`, access_model },
      }));
      return sendJson(res, 200, { total: plans.length, page: 1, page_length: 10, plans });
    }
    if (req.method === 'GET' && (m = new RegExp(`^/v2/sites/${SITE_ID}/media/([^/]+)/playback\\.json$`).exec(path))) {
      const id = m[1]!;
      const params = signedParams(url, id);
      if (typeof params === 'string') return sendJson(res, 403, { message: params });
      const holder = access.holderOf(params.get('passport') ?? '');
      if (!holder || state.refusePlayback > 0) {
        state.refusePlayback = Math.max(0, state.refusePlayback - 1);
        return sendJson(res, 403, { message: 'Invalid passport' });
      }
      if (!items[id]) return sendJson(res, 404, { message: 'Not found' });
      const held = state.plans.get(holder)?.some((plan) => plan.id === params.get('plan_id'));
      if (!held) return sendJson(res, 401, { message: 'Plan does not grant this media' });
      const policy = params.get('drm_policy_id');
      if (policy && !state.drmPolicies.has(policy)) return sendJson(res, 404, { message: 'DRM policy not found' });
      return sendJson(res, 200, policy ? drmPlaylist(id) : playlist(id, true));
    }
    if (req.method === 'GET' && (m = /^\/v2\/media\/([^/]+)\/drm\/([^/]+)$/.exec(path))) {
      const [, id, policy] = m as unknown as [string, string, string];
      const refusal = drmRefusal(url, id);
      if (refusal) return sendJson(res, 403, { message: refusal });
      if (!items[id] || !state.drmPolicies.has(policy)) return sendJson(res, 404, { message: 'Not found' });
      return sendJson(res, 200, drmPlaylist(id));
    }
    if (req.method === 'GET' && (m = /^\/v2\/media\/([^/]+)$/.exec(path))) {
      const id = m[1]!;
      const params = signedParams(url, id);
      if (typeof params === 'string') return sendJson(res, 403, { message: params });
      if (!items[id]) return sendJson(res, 404, { message: 'Not found' });
      const token = url.searchParams.get('token');
      // A free item's sources are open; a paid item's only for a media token JW knows.
      if (!token || !isMediaToken(token, id)) {
        if (token && !state.signingSecret) return sendJson(res, 403, { message: 'Invalid token' });
        return sendJson(res, 200, playlist(id, items[id]!.requiresSubscription !== 'true'));
      }
      return sendJson(res, 200, playlist(id, true));
    }
    if ((req.method === 'HEAD' || req.method === 'GET') && (m = /^\/streams\/([^/]+)\/master\.m3u8$/.exec(path))) {
      if (state.geoBlocked.has(m[1]!)) {
        res.writeHead(403);
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' });
      return void res.end(req.method === 'HEAD' ? undefined : '#EXTM3U\n');
    }
    return sendJson(res, 404, { message: 'Not found' });
  }

  const server = await startFixtureServer(handle);
  base = server.url;
  return Object.assign(state, server);
}
