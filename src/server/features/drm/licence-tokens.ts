import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Licence tokens of the own backend's Clear Key licence server: a short-lived, HMAC-SHA256-signed statement "this
 * viewer may ask once for the key of this item until `exp`", handed out with the item's protected sources by the
 * playback check. Format: `base64url(claims).base64url(mac)` with claims `{ sub, mid, exp, jti }`; the key is the
 * auth secret's `licence-token` key, used for nothing else. A token that is altered, expired or not well formed
 * verifies to null; whether it was used before is the licence server's to check (by `jti`).
 */
export const LICENCE_TOKEN_TTL_S = 120;

export interface LicenceClaims {
  userId: string;
  mediaid: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** The token's id: one licence per token. */
  jti: string;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  mid: z.string().min(1),
  exp: z.number().int(),
  jti: z.string().min(1),
});

const mac = (key: Uint8Array, payload: string) => createHmac('sha256', key).update(payload).digest();

export function issueLicenceToken(
  key: Uint8Array,
  grant: { userId: string; mediaid: string },
  now: Date,
  ttlS = LICENCE_TOKEN_TTL_S,
): { token: string; claims: LicenceClaims } {
  const claims: LicenceClaims = {
    userId: grant.userId,
    mediaid: grant.mediaid,
    expiresAt: Math.floor(now.getTime() / 1000) + ttlS,
    jti: randomUUID(),
  };
  const body = { sub: claims.userId, mid: claims.mediaid, exp: claims.expiresAt, jti: claims.jti };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return { token: `${payload}.${mac(key, payload).toString('base64url')}`, claims };
}

export function verifyLicenceToken(key: Uint8Array, token: string, now: Date): LicenceClaims | null {
  const match = /^([A-Za-z0-9_-]{1,2048})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: z.infer<typeof claimsSchema>;
  try {
    const result = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  if (parsed.exp <= Math.floor(now.getTime() / 1000)) return null;
  return { userId: parsed.sub, mediaid: parsed.mid, expiresAt: parsed.exp, jti: parsed.jti };
}
