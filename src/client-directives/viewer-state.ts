import { STORAGE_PREFIX } from '../lib/local-storage';
import { AUTH_CHANNEL_NAME, AUTH_STORAGE_KEY } from '../stores/session-hint';

/**
 * Whether this browser can have viewer state an island must show: a stored session, or a guest's favorites or
 * watch history in local storage. Read without loading any island code (the client directives use it).
 */
const LIST_KEYS = [`${STORAGE_PREFIX}favorites`, `${STORAGE_PREFIX}history`];
const EMPTY = new Set([null, '', '[]']);

export function mayHaveViewerState(): boolean {
  try {
    return (
      !EMPTY.has(localStorage.getItem(AUTH_STORAGE_KEY)) ||
      LIST_KEYS.some((key) => !EMPTY.has(localStorage.getItem(key)))
    );
  } catch {
    return false; // storage denied: a guest without lists, and no session can be kept either
  }
}

/** Calls `onChange` once viewer state appears later (a sign-in or a list written in this tab or another). */
export function whenViewerStateAppears(onChange: () => void): void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
  const check = () => {
    if (!mayHaveViewerState()) return;
    window.removeEventListener('storage', check);
    channel?.close();
    onChange();
  };
  window.addEventListener('storage', check);
  channel?.addEventListener('message', check);
}

export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
