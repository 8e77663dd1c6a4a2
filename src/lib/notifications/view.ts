import type { NotificationView } from '../api/notifications-contract';

/**
 * What the bell, its popup and `/notifications` show, as pure functions (spec 3 §3, §4, §9). Isomorphic, no DOM:
 * the browser scripts and the tests share them.
 */

/** The badge: nothing at 0, the number up to 99, then "99+". */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** Where a notification leads: a live one to `/m/{streamId}`, a global one to `/{type}s/{slug}`; null if neither. */
export function notificationHref(view: Pick<NotificationView, '_type' | 'streamId' | 'item'>): string | null {
  if (view._type === 'stream_on_live_notification') {
    return view.streamId ? `/m/${encodeURIComponent(view.streamId)}` : null;
  }
  const slug = view.item?.titleAndSlug.slug.current;
  const type = view.item?._type;
  if (!slug || !type || !/^[a-z][a-zA-Z]*$/.test(type)) return null;
  return `/${type}s/${encodeURIComponent(slug)}`;
}

/** The guest's read ids from local storage (`read_notifications`, a JSON list); anything else reads as none. */
export function parseReadIds(raw: string | null): Set<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Guests' read ids are kept for the newest this many, so the list in storage does not grow for ever. */
export const MAX_STORED_READ_IDS = 500;

export function withReadId(ids: Set<string>, id: string): string[] {
  return [...ids, id].filter((value, index, all) => all.indexOf(value) === index).slice(-MAX_STORED_READ_IDS);
}

/** A guest's view of items: read when their id is stored. */
export function applyGuestReads<T extends { id: string; read: boolean }>(items: T[], readIds: Set<string>): T[] {
  return items.map((item) => (readIds.has(item.id) ? { ...item, read: true } : item));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday" (spec 3: relative time), in the page's language. */
export function relativeTime(iso: string, now: Date, language: string): string {
  const seconds = (Date.parse(iso) - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** Adds a notification that arrived over the stream in front, once (a resumed stream may repeat one). */
export function prepend<T extends { id: string }>(items: T[], item: T): T[] {
  return [item, ...items.filter((existing) => existing.id !== item.id)];
}
