import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_S } from '../features/account/known-device';
import type { IssuedSession } from '../features/account/sessions';

/**
 * The web session lives in two httpOnly cookies scripts cannot read (DESIGN §6): the access token, sent with
 * every `/api` call, and the refresh token, sent only to `/api/auth`. SameSite=Lax; Secure except on a local
 * http origin (`localhost`, `127.0.0.1`), where browsers would drop Secure cookies.
 */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isSecureOrigin(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' || !LOCAL_HOSTS.has(url.hostname);
}

function cookie(name: string, value: string, path: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function sessionCookies(session: IssuedSession, now: Date, secure: boolean): string[] {
  const refreshMaxAge = (session.refreshExpiresAt.getTime() - now.getTime()) / 1000;
  return [
    cookie(ACCESS_COOKIE, session.auth.jwt, '/api', session.auth.expiresIn, secure),
    cookie(REFRESH_COOKIE, session.auth.refreshToken, '/api/auth', refreshMaxAge, secure),
    // Kept after sign-out: it marks this browser as one the account used (login rate limits).
    ...(session.deviceTag
      ? [cookie(KNOWN_DEVICE_COOKIE, session.deviceTag, '/api/auth', KNOWN_DEVICE_MAX_AGE_S, secure)]
      : []),
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [cookie(ACCESS_COOKIE, '', '/api', 0, secure), cookie(REFRESH_COOKIE, '', '/api/auth', 0, secure)];
}
