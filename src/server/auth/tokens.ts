import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

/**
 * Token material of the own backend:
 * - access tokens: short-lived JWTs (HS256) naming the user;
 * - refresh tokens: 256 random bits, stored only as a SHA-256 digest;
 * - one-time codes: six random digits, stored as an HMAC with a server secret (a plain hash of six digits is
 *   reversed by trying all million).
 */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
const ISSUER = 'ott-site';
const AUDIENCE = 'ott-site:api';

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The HS256 key as a CryptoKey, imported once per key: given the raw bytes, jose imports them again on every
 * call, which cost more than the signature check itself (a third of the API's JWT work in the write profile).
 */
function hmacKey(key: Uint8Array): Promise<CryptoKey> {
  let imported = hmacKeys.get(key);
  if (!imported) {
    imported = crypto.subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(key, imported);
  }
  return imported;
}

/** `sessionId` is the refresh-token family: signing out or revoking it ends the access token's validity too. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export async function signAccessToken(
  claims: AccessClaims,
  key: Uint8Array,
  now: Date,
  ttlS = ACCESS_TOKEN_TTL_S,
): Promise<{ jwt: string; expiresAt: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlS;
  const jwt = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(await hmacKey(key));
  return { jwt, expiresAt };
}

/** The claims of a valid, unexpired access token; null for anything else. */
export async function verifyAccessToken(jwt: string, key: Uint8Array, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(jwt, await hmacKey(key), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
    });
    const { sub, sid } = payload;
    return typeof sub === 'string' && sub && typeof sid === 'string' && sid ? { userId: sub, sessionId: sid } : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashOtp(code: string, key: Uint8Array): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

export function otpMatches(code: string, storedHash: string, key: Uint8Array): boolean {
  const actual = Buffer.from(hashOtp(code, key), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
