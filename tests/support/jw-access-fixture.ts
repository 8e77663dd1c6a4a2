import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A local JW access bridge as spec 1 §7 "Access bridge" describes it (the spec shows no more of its wire format):
 * PUT /v2/sites/{siteId}/access/generate with the customer's platform token as Bearer, PUT
 * /v2/sites/{siteId}/access/refresh with the JSON body `{ refresh_token }`; both answer `{ passport, refresh_token }`.
 * A refresh token works once. `revokePassports` makes the media platform refuse the passports issued so far.
 */
export const SITE_ID = 'AuRoRa01';

export interface JwAccessFixture extends FixtureServer {
  /** Platform tokens the bridge accepts. */
  platformTokens: Set<string>;
  requests: string[];
  /** Whether the media platform would take this passport. */
  passportValid(passport: string): boolean;
  /** The platform token a valid passport was issued for (what JW's plans and playback answer for). */
  holderOf(passport: string): string | undefined;
  revokePassports(): void;
  /** Makes the bridge refuse every refresh token issued so far. */
  expireRefreshTokens(): void;
}

export async function startJwAccessFixture(): Promise<JwAccessFixture> {
  const platformTokens = new Set<string>();
  /** Valid passport → the platform token it stands for; refresh token → likewise. */
  const passports = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const requests: string[] = [];

  function issue(res: ServerResponse, holder: string) {
    const passport = `pp-${randomBytes(9).toString('base64url')}`;
    const refresh = `rt-${randomBytes(9).toString('base64url')}`;
    passports.set(passport, holder);
    refreshTokens.set(refresh, holder);
    sendJson(res, 200, { passport, refresh_token: refresh });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    requests.push(`${req.method} ${path}`);
    let text = '';
    for await (const chunk of req) text += chunk;
    if (req.method === 'PUT' && path === `/v2/sites/${SITE_ID}/access/generate`) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !platformTokens.has(token)) return sendJson(res, 401, { message: 'Unauthorized' });
      return issue(res, token);
    }
    if (req.method === 'PUT' && path === `/v2/sites/${SITE_ID}/access/refresh`) {
      const body = (text ? JSON.parse(text) : {}) as { refresh_token?: string };
      const holder = body.refresh_token ? refreshTokens.get(body.refresh_token) : undefined;
      if (!body.refresh_token || !holder) return sendJson(res, 403, { message: 'Invalid refresh token' });
      refreshTokens.delete(body.refresh_token);
      return issue(res, holder);
    }
    return sendJson(res, 404, { message: 'Not found' });
  }

  const server = await startFixtureServer(handle);
  return {
    ...server,
    platformTokens,
    requests,
    passportValid: (passport) => passports.has(passport),
    holderOf: (passport) => passports.get(passport),
    revokePassports: () => passports.clear(),
    expireRefreshTokens: () => refreshTokens.clear(),
  };
}
