import type { NotificationPage, NotificationView } from '../../lib/api/notifications-contract';
import {
  NOTIFICATION_CHANNEL,
  NOTIFICATION_READ_EVENT,
  NOTIFICATION_STREAM_PATH,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_POPUP_SIZE,
  READ_NOTIFICATIONS_KEY,
} from '../../lib/notifications/constants';
import { applyGuestReads, parseReadIds, prepend, withReadId } from '../../lib/notifications/view';
import { onSessionHintChange, readSessionHint } from '../../stores/session-hint';

/**
 * The viewer's notifications in the browser, shared by the bell, its popup and `/notifications` (one module, so
 * one state and one stream per page). Accounts read and mark through the API (the session store, loaded only for
 * them, renews the session when needed); guests see the public notifications and keep what they read in local
 * storage (`read_notifications`, spec 3 §3). New notifications arrive over the `notification` event stream.
 */
export interface CenterState {
  unread: number;
  /** The newest notifications (the popup's), or null until asked for. */
  latest: NotificationView[] | null;
}

type SessionModule = typeof import('../../stores/session');
let sessionModule: Promise<SessionModule> | undefined;
const loadSession = () => (sessionModule ??= import('../../stores/session'));

let state: CenterState = { unread: 0, latest: null };
const listeners = new Set<(state: CenterState) => void>();
const arrivals = new Set<(view: NotificationView) => void>();
let started = false;
let stream: EventSource | null = null;
let lastEventId: string | null = null;
let retryDelayMs = 1_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const signedIn = () => readSessionHint() !== null;

function set(next: Partial<CenterState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener(state);
}

export function subscribe(listener: (state: CenterState) => void): () => void {
  listeners.add(listener);
  listener(state);
  return () => listeners.delete(listener);
}

/** Called with each notification that arrives over the stream (the `/notifications` page prepends it). */
export function onArrival(listener: (view: NotificationView) => void): () => void {
  arrivals.add(listener);
  return () => arrivals.delete(listener);
}

function guestReadIds(): Set<string> {
  try {
    return parseReadIds(localStorage.getItem(READ_NOTIFICATIONS_KEY));
  } catch {
    return new Set();
  }
}

async function get<T>(path: string): Promise<T> {
  if (signedIn()) return (await loadSession()).api.get<T>(path);
  const response = await fetch(`/api${path}`, { headers: { accept: 'application/json' }, credentials: 'omit' });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  return (await response.json()) as T;
}

/** One page of the viewer's notifications (guests: with their stored read state). */
export async function fetchPage(page: number, limit = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> {
  const result = await get<NotificationPage>(`/notification/get-all-notifications?page=${page}&limit=${limit}`);
  return signedIn() ? result : { ...result, items: applyGuestReads(result.items, guestReadIds()) };
}

async function refreshCount() {
  if (signedIn()) {
    set({ unread: await get<number>('/notification/unread-count') });
    return;
  }
  // Guests have no unread count on the server (spec 2 §7): the badge counts the unread among the popup's latest.
  const items = await loadLatest();
  set({ unread: items.filter((item) => !item.read).length });
}

export async function loadLatest(): Promise<NotificationView[]> {
  const { items } = await fetchPage(1, NOTIFICATIONS_POPUP_SIZE);
  set({ latest: items });
  return items;
}

/** Marks a notification read (server for accounts, local storage plus a `notificationRead` event for guests). */
export async function markRead(view: NotificationView): Promise<void> {
  if (view.read) return;
  const readOne = (items: NotificationView[] | null) =>
    items?.map((item) => (item.id === view.id ? { ...item, read: true } : item)) ?? null;
  set({ unread: Math.max(0, state.unread - 1), latest: readOne(state.latest) });
  if (signedIn()) {
    await get(`/notification/${encodeURIComponent(view.id)}?notificationType=${view._type}`);
    return;
  }
  try {
    localStorage.setItem(READ_NOTIFICATIONS_KEY, JSON.stringify(withReadId(guestReadIds(), view.id)));
  } catch {
    // Storage refused: read for this page only.
  }
  window.dispatchEvent(new CustomEvent(NOTIFICATION_READ_EVENT, { detail: { id: view.id } }));
}

function received(event: MessageEvent<string>) {
  lastEventId = event.lastEventId || lastEventId;
  retryDelayMs = 1_000;
  let view: NotificationView;
  try {
    view = JSON.parse(event.data) as NotificationView;
  } catch {
    return;
  }
  const latest = state.latest ? prepend(state.latest, view).slice(0, NOTIFICATIONS_POPUP_SIZE) : null;
  const guestUnread = !signedIn() && latest ? latest.filter((item) => !item.read).length : undefined;
  set({ unread: guestUnread ?? state.unread + 1, latest });
  for (const listener of arrivals) listener(view);
}

function openStream() {
  clearTimeout(retryTimer);
  stream?.close();
  const query = new URLSearchParams();
  if (!signedIn()) query.set('as', 'guest');
  if (lastEventId) query.set('lastEventId', lastEventId);
  const source = new EventSource(`${NOTIFICATION_STREAM_PATH}?${query.toString()}`);
  stream = source;
  source.addEventListener(NOTIFICATION_CHANNEL, received);
  source.addEventListener('ready', (event) => {
    lastEventId = (event as MessageEvent<string>).lastEventId || lastEventId;
    retryDelayMs = 1_000;
    document.documentElement.dataset.notificationStream = 'ready';
  });
  source.addEventListener('error', () => {
    // The browser retries by itself (sending Last-Event-ID) unless the answer was an error, e.g. a 401 after the
    // access token expired: then renew the session (any API call does) and open a new stream.
    if (source.readyState !== EventSource.CLOSED || stream !== source) return;
    retryTimer = setTimeout(() => {
      void refreshCount()
        .catch(() => undefined)
        .finally(openStream);
    }, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, 30_000);
  });
}

/** Starts once per page: the count, the stream, and following sign-in changes and guests' reads in other tabs. */
export function start(): void {
  if (started) return;
  started = true;
  void refreshCount().catch(() => undefined);
  if (typeof EventSource !== 'undefined') openStream();
  let wasSignedIn = signedIn();
  // The hint also changes on every session renewal; only a sign-in or sign-out changes what the viewer sees.
  onSessionHintChange(() => {
    if (signedIn() === wasSignedIn) return;
    wasSignedIn = signedIn();
    lastEventId = null;
    set({ latest: null });
    void refreshCount().catch(() => undefined);
    if (typeof EventSource !== 'undefined') openStream();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === READ_NOTIFICATIONS_KEY && !signedIn()) void refreshCount().catch(() => undefined);
  });
}
