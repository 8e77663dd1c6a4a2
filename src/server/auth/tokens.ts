import {
  createHash,
  createHmac,
  createSecretKey,
  randomBytes,
  randomInt,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

/**
 * Token material of the own backend:
 * - access tokens: short-lived JWTs (HS256, made and checked with node:crypto) naming the user;
 * - refresh tokens: 256 random bits, stored only as a SHA-256 digest;
 * - one-time codes: six random digits, stored as an HMAC with a server secret (a plain hash of six digits is
 *   reversed by trying all million).
 */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
const ISSUER = 'ott-site';
const AUDIENCE = 'ott-site:api';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const HS256_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const secretKeys = new WeakMap<Uint8Array, KeyObject>();
/** The HMAC key as a KeyObject, made once per key (from raw bytes node:crypto makes one on every call). */
function secretKey(key: Uint8Array): KeyObject {
  let made = secretKeys.get(key);
  if (!made) secretKeys.set(key, (made = createSecretKey(key)));
  return made;
}

/** `sessionId` is the refresh-token family: signing out or revoking it ends the access token's validity too. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export function signAccessToken(
  claims: AccessClaims,
  key: Uint8Array,
  now: Date,
  ttlS = ACCESS_TOKEN_TTL_S,
): { jwt: string; expiresAt: number } {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlS;
  const payload = {
    sid: claims.sessionId,
    sub: claims.userId,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: issuedAt,
    exp: expiresAt,
  };
  const signingInput = `${HS256_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const signature = createHmac('sha256', secretKey(key)).update(signingInput).digest('base64url');
  return { jwt: `${signingInput}.${signature}`, expiresAt };
}

/**
 * The claims of a valid, unexpired access token; null for anything else. Checked with node:crypto on the spot:
 * every authenticated API request verifies one, and WebCrypto's asynchronous HMAC (a thread-pool job and its
 * promises per call) was a twentieth of the API's CPU in the write profile. The header must name HS256 and
 * nothing else (no `crit`); the signature is compared in constant time before the payload is read.
 */
export function verifyAccessToken(jwt: string, key: Uint8Array, now: Date): AccessClaims | null {
  const [header, payload, signature, ...rest] = jwt.split('.');
  if (!header || !payload || !signature || rest.length > 0 || !BASE64URL.test(signature)) return null;
  const protectedHeader = decodeSegment(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  const expected = createHmac('sha256', secretKey(key)).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = decodeSegment(payload);
  if (!claims || claims.iss !== ISSUER) return null;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(AUDIENCE)) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > seconds)) return null;
  const { sub, sid } = claims;
  return typeof sub === 'string' && sub && typeof sid === 'string' && sid ? { userId: sub, sessionId: sid } : null;
}

/** A JWT segment's JSON object, or null when it is not base64url-encoded JSON of an object. */
function decodeSegment(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
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
