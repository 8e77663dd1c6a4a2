import type { SportSummary } from './content';
import type { MediaItem } from './media';
import { isLive } from './media-status';

/** The event's umbrella "sport" document, never listed as a sport (spec 3 §2 Sports). */
export const EXCLUDED_SPORT_TITLE = 'chengdu2025';

/** Sports cards shown per "page" of the `/sports` grid (spec: the first 8, then Load more). */
export const SPORTS_PAGE_SIZE = 8;

/** Sports listed on `/sports`: ordered by title (case- and accent-insensitive), Chengdu2025 left out. */
export function listableSports<T extends Pick<SportSummary, 'title'>>(sports: readonly T[]): T[] {
  return sports
    .filter((sport) => sport.title.trim().toLowerCase() !== EXCLUDED_SPORT_TITLE)
    .sort((a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }));
}

/** `?page=` as a page number: a positive integer, 1 when missing or malformed, at most `maxPage`. */
export function parsePageParam(raw: string | null | undefined, maxPage: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return Math.min(Math.max(page, 1), Math.max(maxPage, 1));
}

export interface Paged<T> {
  visible: T[];
  page: number;
  /** The `?page=` value of the "Load more" link, or undefined when everything is shown. */
  nextPage?: number;
}

/**
 * "Load more" pages are cumulative: page N shows the first N × pageSize items, so a link to `?page=N` renders
 * the full list so far without JavaScript.
 */
export function cumulativePage<T>(items: readonly T[], rawPage: string | null | undefined, pageSize: number): Paged<T> {
  const maxPage = Math.ceil(items.length / pageSize);
  const page = parsePageParam(rawPage, maxPage);
  const visible = items.slice(0, page * pageSize);
  return { visible, page, nextPage: visible.length < items.length ? page + 1 : undefined };
}

function sortTime(item: Pick<MediaItem, 'scheduledStart' | 'pubdate'>): number {
  const start = item.scheduledStart ? Date.parse(item.scheduledStart) : Number.NaN;
  if (!Number.isNaN(start)) return start;
  return item.pubdate !== undefined ? item.pubdate * 1000 : Number.NEGATIVE_INFINITY;
}

/**
 * A sport's videos (spec 3 §2 Sports): live items first, then everything by scheduled start — or publication
 * date when there is none — newest first. Duplicates (same media id) keep their first occurrence; the sort is
 * stable, so equal times keep the CMS order.
 */
export function orderSportVideos<T extends Pick<MediaItem, 'mediaid' | 'scheduledStart' | 'scheduledEnd' | 'eventState' | 'pubdate'>>(
  items: readonly T[],
  now: Date,
): T[] {
  const seen = new Set<string>();
  const unique = items.filter((item) => !seen.has(item.mediaid) && seen.add(item.mediaid));
  return unique
    .map((item) => ({ item, live: isLive(item, now), time: sortTime(item) }))
    .sort((a, b) => Number(b.live) - Number(a.live) || (b.time === a.time ? 0 : b.time > a.time ? 1 : -1))
    .map(({ item }) => item);
}

/** The "Other Sports" carousel: every listable sport but the current one, in listing order. */
export function otherSports<T extends Pick<SportSummary, 'title' | 'slug'>>(sports: readonly T[], currentSlug: string): T[] {
  return listableSports(sports).filter((sport) => sport.slug !== currentSlug);
}
