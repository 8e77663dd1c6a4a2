import type { ClientDirective } from 'astro';
import { STORAGE_PREFIX } from '../lib/local-storage';
import { AUTH_CHANNEL_NAME, AUTH_STORAGE_KEY } from '../stores/session-hint';

/**
 * `client:lists`: hydrates a watch-list island only when it can have something to show: a guest's list in local
 * storage is not empty, or a session is stored. Otherwise it waits until that changes (a sign-in in this tab or
 * another, a list written in another tab). So a first visit loads no script for lists it cannot have yet.
 * When there is something, it hydrates like `client:idle` with a 2 s cap.
 */
const LIST_KEYS = [`${STORAGE_PREFIX}favorites`, `${STORAGE_PREFIX}history`];
const EMPTY = new Set([null, '', '[]']);

function mayHaveLists(): boolean {
  try {
    return (
      !EMPTY.has(localStorage.getItem(AUTH_STORAGE_KEY)) ||
      LIST_KEYS.some((key) => !EMPTY.has(localStorage.getItem(key)))
    );
  } catch {
    return false; // storage denied: a guest without lists, and no session can be kept either
  }
}

const listsDirective: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200);
  if (mayHaveLists()) {
    whenIdle();
    return;
  }
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL_NAME);
  const onChange = () => {
    if (!mayHaveLists()) return;
    window.removeEventListener('storage', onChange);
    channel?.close();
    void hydrate();
  };
  window.addEventListener('storage', onChange);
  channel?.addEventListener('message', onChange);
};

export default listsDirective;
