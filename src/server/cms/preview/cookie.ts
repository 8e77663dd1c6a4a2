import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The draft-preview cookie: `{expiresAtMs}.{signature}`, an HMAC-SHA256 keyed from `CMS_PREVIEW_SECRET`, so
 * only the server that knows the secret can make one, and changing the secret ends every preview. Checked
 * synchronously: server.mjs's kept-page fast path must know before it answers whether a request is a preview.
 */
export const PREVIEW_COOKIE = 'ott_preview';
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

const keyOf = (secret: string) => createHmac('sha256', secret).update('ott-site draft preview cookie v1').digest();
const signatureOf = (secret: string, expiresAt: number) =>
  createHmac('sha256', keyOf(secret)).update(`preview:${expiresAt}`).digest('base64url');

export function signPreviewCookie(secret: string, now: number, ttlMs = PREVIEW_TTL_MS): string {
  const expiresAt = now + ttlMs;
  return `${expiresAt}.${signatureOf(secret, expiresAt)}`;
}

/** Whether `value` is a cookie this secret signed that has not expired; anything else is a public visitor. */
export function isValidPreviewCookie(secret: string, value: string | null | undefined, now: number): boolean {
  if (!secret || !value) return false;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  const expected = Buffer.from(signatureOf(secret, expiresAt));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
