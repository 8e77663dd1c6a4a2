/**
 * The light side of the sign-in state, for the header on every page: what the session store keeps in
 * `auth-storage` read without zod or the API client (which load only when a session exists or the viewer acts),
 * and a signal when it changes in this tab or another. A hint for display only — the session store validates it.
 */
export const AUTH_STORAGE_KEY = 'auth-storage';
/** The BroadcastChannel the session store announces sign-in, sign-out and refreshes on. */
export const AUTH_CHANNEL_NAME = 'auth';

export interface SessionHint {
  firstName: string;
  lastName: string;
  email: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function parseSessionHint(raw: string | null): SessionHint | null {
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isObject(stored) || !isObject(stored.user) || typeof stored.expiresAt !== 'number') return null;
    const { firstName, lastName, email } = stored.user;
    if (typeof firstName !== 'string' || typeof lastName !== 'string' || typeof email !== 'string') return null;
    return { firstName, lastName, email };
  } catch {
    return null;
  }
}

export function readSessionHint(): SessionHint | null {
  try {
    return parseSessionHint(typeof localStorage === 'undefined' ? null : localStorage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return null;
  }
}

/**
 * Calls `listener` when the stored session may have changed: another tab wrote it (`storage`), or the session
 * store of any tab, this one included, announced a change (a BroadcastChannel reaches the other channel objects
 * of the same tab too). Returns the unsubscribe function.
 */
export function onSessionHintChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel?.addEventListener('message', listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
  };
}
