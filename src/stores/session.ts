import { atom, computed, onMount } from 'nanostores';
import { appConfigHeaders } from '../lib/api/app-config-header';
import { z } from 'zod';
import { userSchema, type SessionBody, type User } from '../lib/api/contract';
import { ApiRequestError, createApiClient, withRefreshRetries } from '../lib/api/client';
import { browserStorage } from '../lib/local-storage';
import { platformTokensIn } from '../lib/auth/platform-tokens';
import { AUTH_CHANNEL_NAME, AUTH_STORAGE_KEY } from './session-hint';

/**
 * The viewer's sign-in state, shared by every island (DESIGN §6). The session itself is in httpOnly cookies;
 * what scripts keep is only its non-secret summary — the user and when the access token expires — in local
 * storage under `auth-storage` (spec 2 §3), so islands render signed-in state at once. A BroadcastChannel tells
 * the other tabs about sign-in, sign-out, profile changes and refreshes (spec 1 §4).
 */
export type SessionUser = User;

export type Session = { status: 'guest' } | { status: 'signed-in'; user: User; expiresAt: number };

export { AUTH_STORAGE_KEY };

const storedSessionSchema = z.object({ user: userSchema, expiresAt: z.number() });

type Message =
  | { type: 'signed-in'; user: User; expiresAt: number }
  | { type: 'signed-out' }
  | { type: 'refreshing' }
  | { type: 'resolved'; user: User; expiresAt: number }
  | { type: 'rejected' };

function readStored(): Session {
  try {
    const raw = browserStorage()?.getItem(AUTH_STORAGE_KEY);
    const parsed = raw ? storedSessionSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? { status: 'signed-in', ...parsed.data } : { status: 'guest' };
  } catch {
    return { status: 'guest' };
  }
}

function writeStored(session: Session) {
  try {
    const storage = browserStorage();
    if (session.status === 'signed-in') {
      storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: session.user, expiresAt: session.expiresAt }));
    } else {
      storage?.removeItem(AUTH_STORAGE_KEY);
    }
  } catch {
    // Storage refused: the state stays in memory for this page.
  }
}

export const $session = atom<Session>({ status: 'guest' });
// Whichever island reads the session first starts it (reads the stored state, listens to the other tabs).
onMount($session, () => startSession());
/** The signed-in user, or null for a guest. */
export const $user = computed($session, (session) => (session.status === 'signed-in' ? session.user : null));

const channel: BroadcastChannel | null =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);

function broadcast(message: Message) {
  channel?.postMessage(message);
}

function apply(session: Session) {
  writeStored(session);
  $session.set(session);
}

let refreshing: Promise<boolean> | undefined;

/**
 * Set when renewing a signed-in session failed (spec 2 §4): the server refused it, or 3 attempts, 1 s then 2 s
 * apart, found it unreachable. The session is already cleared; the header then takes the viewer to /login with
 * "Authentication failed - please log in again" (spec 2 §8). Every tab of the session follows (decision 4403).
 */
export const $sessionLost = atom(false);

async function requestRefresh(): Promise<SessionBody | null> {
  const response = await fetch('/api/auth/refresh-token', {
    headers: { ...appConfigHeaders(), 'x-session': 'cookie', accept: 'application/json' },
    credentials: 'same-origin',
    // The server rotates the refresh token at once: a refresh cut off by leaving the page would leave the browser
    // with the retired token (and the next page signed out). A keepalive request finishes, cookies included.
    keepalive: true,
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`refresh failed with status ${response.status}`);
  return (await response.json()) as SessionBody;
}

/**
 * Renews the session once for every tab: the Web Locks API lets one tab refresh while the others wait; a tab that
 * gets the lock after another refreshed sees the newer expiry in `auth-storage` and does not refresh again (the
 * cookies are shared, and presenting a retired refresh token would fail).
 */
function refreshSession(): Promise<boolean> {
  const known = $session.get();
  const knownExpiry = known.status === 'signed-in' ? known.expiresAt : 0;
  const run = async (): Promise<boolean> => {
    const stored = readStored();
    if (stored.status === 'signed-in' && stored.expiresAt > knownExpiry) {
      $session.set(stored);
      return true;
    }
    broadcast({ type: 'refreshing' });
    let refused = false;
    const body = await withRefreshRetries(async () => {
      const renewed = await requestRefresh();
      refused = !renewed;
      if (!renewed) return false;
      apply({ status: 'signed-in', user: renewed.user, expiresAt: renewed.auth.expiresAt });
      return true;
    }).catch(() => false);
    const session = $session.get();
    if (body && session.status === 'signed-in') {
      broadcast({ type: 'resolved', user: session.user, expiresAt: session.expiresAt });
    } else {
      apply({ status: 'guest' });
      broadcast({ type: 'rejected' });
      // A guest's refresh (picking up a social sign-in's cookies) that found the server unreachable lost nothing.
      if (refused || known.status === 'signed-in') $sessionLost.set(true);
    }
    return body;
  };
  refreshing ??= (
    typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('ott-auth-refresh', run) : run()
  ).finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/** The API client every island uses. */
export const api = createApiClient({
  hasSession: () => $session.get().status === 'signed-in',
  expiresAt: () => {
    const session = $session.get();
    return session.status === 'signed-in' ? session.expiresAt : null;
  },
  refresh: refreshSession,
});

/** Stores a fresh session (after login, confirmation or refresh) and tells the other tabs. */
export function signedIn(body: SessionBody) {
  const session: Session = { status: 'signed-in', user: body.user, expiresAt: body.auth.expiresAt };
  apply(session);
  broadcast({ type: 'signed-in', user: body.user, expiresAt: body.auth.expiresAt });
}

/** Forgets the session in every tab (after logout, deletion or a password change the server already ended). */
export function signedOut() {
  apply({ status: 'guest' });
  broadcast({ type: 'signed-out' });
}

/** Replaces the user after a profile change. */
export function userChanged(user: User) {
  const session = $session.get();
  if (session.status !== 'signed-in') return;
  const next: Session = { ...session, user };
  apply(next);
  broadcast({ type: 'signed-in', user, expiresAt: session.expiresAt });
}

export async function logout(): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { noRefresh: true });
  } finally {
    signedOut();
  }
}

let started = false;

/** True while a session that arrived in cookies (social sign-in) is being loaded: screens wait before judging. */
export const $pickingUpSession = atom(false);

/** Must match the server's `SOCIAL_SIGN_IN_FRAGMENT` (src/server/api/operations/social.ts). */
const SOCIAL_SIGN_IN_FRAGMENT = '#social-sign-in';

/**
 * Reads the stored session, listens to the other tabs, and checks with the server that the session is still
 * alive (`GET /auth/user`, refreshing when the access token expired). Called once per page by the islands.
 */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $session.set(readStored());
  channel?.addEventListener('message', (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.type === 'signed-in' || message.type === 'resolved') {
      $session.set({ status: 'signed-in', user: message.user, expiresAt: message.expiresAt });
    } else if (message.type === 'signed-out' || message.type === 'rejected') {
      const wasSignedIn = $session.get().status === 'signed-in';
      $session.set({ status: 'guest' });
      if (message.type === 'rejected' && wasSignedIn) $sessionLost.set(true);
    }
  });
  const platformTokens = platformTokensIn(window.location?.hash ?? '');
  if (platformTokens) {
    // Back from a platform's own social sign-in (JWP) with its tokens in the fragment: the server keeps them as the
    // session (httpOnly cookies) once the platform confirms them. The fragment goes at once, whatever happens.
    history.replaceState(history.state, '', location.pathname + location.search);
    $pickingUpSession.set(true);
    void api
      .post<SessionBody>('/auth/social/tokens', platformTokens, { noRefresh: true })
      .then(signedIn, () => {
        const back = new URL(location.href);
        back.searchParams.set('social_error', 'social_failed');
        location.replace(back);
      })
      .finally(() => $pickingUpSession.set(false));
    return;
  }
  if (window.location?.hash === SOCIAL_SIGN_IN_FRAGMENT) {
    // Back from a social sign-in (spec 3 §4): the session is in the cookies the server just set. Load the user
    // through a refresh, then strip the fragment.
    $pickingUpSession.set(true);
    void refreshSession().finally(() => {
      history.replaceState(history.state, '', location.pathname + location.search);
      $pickingUpSession.set(false);
    });
    return;
  }
  if ($session.get().status === 'signed-in') {
    api
      // Spec 2 §7: up to 3 retries, none on 401 (that is the refresh's business).
      .get<User>('/auth/user', { retries: 3 })
      .then((user) => userChanged(user))
      .catch((error: unknown) => {
        // 401 here means the refresh failed too: the session is over. Network trouble keeps the stored state.
        if (error instanceof ApiRequestError && error.status === 401) apply({ status: 'guest' });
      });
  }
}
