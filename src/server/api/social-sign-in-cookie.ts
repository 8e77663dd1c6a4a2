import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import type { PendingSignIn } from '../social-login/port';

/**
 * A social sign-in between the redirect to the provider and its callback: state, nonce, PKCE verifier and the
 * page to return to, encrypted (A256GCM) in one short-lived httpOnly cookie sent only to the callback. SameSite=Lax
 * lets it ride along the provider's top-level redirect back; a provider that POSTs the answer from its own site
 * (Apple's form_post) needs SameSite=None, which browsers accept only with Secure (on a local http origin, Lax).
 * It is cleared by the callback, used or not.
 */
export const SOCIAL_SIGN_IN_COOKIE = 'social_sign_in';
export const SOCIAL_SIGN_IN_TTL_S = 600;
const COOKIE_PATH = '/api/auth/social';

export interface PendingCookie extends PendingSignIn {
  provider: string;
  returnTo: string;
}

const pendingSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

export async function sealPending(pending: PendingCookie, key: Uint8Array, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new EncryptJWT({ ...pending })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SOCIAL_SIGN_IN_TTL_S)
    .encrypt(key);
}

/** The pending sign-in, or null when the cookie is missing, forged, expired or malformed. */
export async function openPending(value: string | null, key: Uint8Array, now: Date): Promise<PendingCookie | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, key, { currentDate: now });
    const parsed = pendingSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function pendingCookie(value: string, secure: boolean, crossSitePost = false): string {
  return [
    `${SOCIAL_SIGN_IN_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${value ? SOCIAL_SIGN_IN_TTL_S : 0}`,
    'HttpOnly',
    crossSitePost && secure ? 'SameSite=None' : 'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
