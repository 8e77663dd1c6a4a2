import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A publisher's entitlement host (spec 1 §7 "Entitlement", config `custom.entitlementHost`): POST with JSON
 * `{ provider, credentials: { token }, asset: { id }, drmPolicyId, params, accessType }`, or GET
 * `?provider=twg&id=…&drmPolicyId=…&accessType=…` with the viewer's token as Bearer; it answers
 * `{ entitled, token }`. The spec shows no more; the token is registered with the JW delivery fixture through
 * `onToken`, so JW takes it for that media. `mode` makes it hang or fail (503).
 */
export interface EntitlementHostFixture extends FixtureServer {
  requests: Array<{ method: string; query: Record<string, string>; body: unknown; authorization?: string }>;
  /** `${platformToken} ${mediaId}` pairs the host grants. */
  grants: Set<string>;
  mode: 'ok' | 'hang' | 'fail';
}

export async function startEntitlementHostFixture(
  onToken: (token: string, mediaId: string) => void,
): Promise<EntitlementHostFixture> {
  const state = {
    requests: [] as EntitlementHostFixture['requests'],
    grants: new Set<string>(),
    mode: 'ok' as EntitlementHostFixture['mode'],
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture');
    let text = '';
    for await (const chunk of req) text += chunk;
    const body: unknown = text ? JSON.parse(text) : undefined;
    const authorization = req.headers.authorization;
    state.requests.push({ method: req.method ?? '', query: Object.fromEntries(url.searchParams), body, authorization });
    if (state.mode === 'hang') return new Promise<void>(() => undefined);
    if (state.mode === 'fail') return sendJson(res, 503, { message: 'Service Unavailable' });

    let viewer: string | undefined;
    let mediaId: string | undefined;
    if (req.method === 'POST') {
      const asked = body as { credentials?: { token?: string }; asset?: { id?: string } } | undefined;
      viewer = asked?.credentials?.token;
      mediaId = asked?.asset?.id;
    } else if (req.method === 'GET' && url.searchParams.get('provider') === 'twg') {
      viewer = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
      mediaId = url.searchParams.get('id') ?? undefined;
    }
    if (!viewer || !mediaId) return sendJson(res, 400, { message: 'token and asset id required' });
    if (!state.grants.has(`${viewer} ${mediaId}`)) return sendJson(res, 200, { entitled: false });
    const token = `host-${randomBytes(8).toString('hex')}`;
    onToken(token, mediaId);
    return sendJson(res, 200, { entitled: true, token });
  }

  return Object.assign(state, await startFixtureServer(handle));
}
