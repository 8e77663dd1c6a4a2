import { createHmac } from 'node:crypto';

/**
 * JW Player URL signing with JWT: the Delivery API accepts `?token=<HS256 JWT>` whose claims carry `resource`
 * (the request path), `exp` (epoch seconds) and the request's query parameters, signed with the property's
 * API secret. The signed URL carries only the token; the parameters travel inside it.
 */
export type JwtClaims = Record<string, string | number>;

function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const unsigned = `${base64UrlJson({ alg: 'HS256', typ: 'JWT' })}.${base64UrlJson(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/**
 * Expiry one `ttlSeconds` ahead, rounded up to a 5-minute boundary so that every request in the same window
 * produces the same URL and CDN caches still hit.
 */
export function tokenExpiry(now: Date, ttlSeconds = 3_600): number {
  const step = 300;
  return Math.ceil((Math.floor(now.getTime() / 1_000) + ttlSeconds) / step) * step;
}

/** `path?token=…` for `path` with `params` signed into the token. */
export function signDeliveryPath(path: string, params: Record<string, string>, secret: string, now: Date): string {
  const token = signJwt({ ...params, resource: path, exp: tokenExpiry(now) }, secret);
  return `${path}?token=${token}`;
}

/**
 * A media file on JW's CDN (a manifest, a progressive rendition) signed until `expiresAt`, for a viewer entitled to
 * a paid item: the URL with `?token=` whose claims name the path and the expiry. Query parameters of the original
 * travel inside the token.
 */
export function signJwMediaUrl(url: string, expiresAt: number, secret: string): string {
  const parsed = new URL(url);
  const params = Object.fromEntries(parsed.searchParams);
  const token = signJwt({ ...params, resource: parsed.pathname, exp: expiresAt }, secret);
  return `${parsed.origin}${parsed.pathname}?token=${token}`;
}
