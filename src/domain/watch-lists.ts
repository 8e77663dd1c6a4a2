import { z } from 'zod';

/**
 * The viewer's lists: favorites and watch history (continue watching). Pure rules from spec 1 §4, §5, §9;
 * the same functions serve guests (local storage) and, later, the own backend.
 */

/** Size limit of both lists (spec 1 §9). */
export const WATCH_LIST_LIMIT = 48;
/** An entry counts as "in progress" strictly between these fractions. */
export const MIN_PROGRESS = 0.05;
export const MAX_PROGRESS = 0.95;

/** Ids the media platform uses; anything else in a stored list is never sent to the API. */
export const mediaIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const favoriteSchema = z.object({ mediaid: z.string() });
export const favoritesSchema = z.array(favoriteSchema);
export type Favorite = z.infer<typeof favoriteSchema>;

export const watchHistoryEntrySchema = z.object({
  mediaid: z.string(),
  progress: z.number(),
  seriesId: z.string().optional(),
});
export const watchHistorySchema = z.array(watchHistoryEntrySchema);
export type WatchHistoryEntry = z.infer<typeof watchHistoryEntrySchema>;

export function isInProgress(progress: number): boolean {
  return Number.isFinite(progress) && progress > MIN_PROGRESS && progress < MAX_PROGRESS;
}

/**
 * Records watch progress. An in-progress entry moves to the front, replacing any earlier entry for the same media
 * or the same series; a finished (or barely started) one removes the media's entry. Non-finite progress is ignored.
 */
export function saveProgress(
  history: readonly WatchHistoryEntry[],
  entry: WatchHistoryEntry,
  limit: number = WATCH_LIST_LIMIT,
): WatchHistoryEntry[] {
  if (!Number.isFinite(entry.progress)) return [...history];
  if (!isInProgress(entry.progress)) return history.filter((item) => item.mediaid !== entry.mediaid);
  const others = history.filter(
    (item) => item.mediaid !== entry.mediaid && !(entry.seriesId && item.seriesId === entry.seriesId),
  );
  const saved: WatchHistoryEntry = { mediaid: entry.mediaid, progress: entry.progress };
  if (entry.seriesId) saved.seriesId = entry.seriesId;
  return [saved, ...others].slice(0, Math.max(0, limit));
}

/** The continue-watching list: in-progress entries, most recent first, one per media, cut to the limit. */
export function continueWatching(
  history: readonly WatchHistoryEntry[],
  limit: number = WATCH_LIST_LIMIT,
): WatchHistoryEntry[] {
  const seen = new Set<string>();
  const items: WatchHistoryEntry[] = [];
  for (const entry of history) {
    if (!isInProgress(entry.progress) || seen.has(entry.mediaid)) continue;
    seen.add(entry.mediaid);
    items.push(entry);
  }
  return items.slice(0, Math.max(0, limit));
}

/** Where to resume a media: its in-progress fraction, or undefined to start from the beginning. */
export function resumeProgress(history: readonly WatchHistoryEntry[], mediaid: string): number | undefined {
  const entry = history.find((item) => item.mediaid === mediaid);
  return entry && isInProgress(entry.progress) ? entry.progress : undefined;
}

export interface ToggleFavoriteResult {
  favorites: Favorite[];
  added: boolean;
  /** Set when the media was not added because the list is full. */
  warning?: 'limit';
}

/** Removes the media if it is a favorite; otherwise adds it at the front unless the list is full. */
export function toggleFavorite(
  favorites: readonly Favorite[],
  mediaid: string,
  limit: number = WATCH_LIST_LIMIT,
): ToggleFavoriteResult {
  if (favorites.some((item) => item.mediaid === mediaid)) {
    return { favorites: favorites.filter((item) => item.mediaid !== mediaid), added: false };
  }
  if (favorites.length >= limit) return { favorites: [...favorites], added: false, warning: 'limit' };
  return { favorites: [{ mediaid }, ...favorites], added: true };
}

export function isFavorite(favorites: readonly Favorite[], mediaid: string): boolean {
  return favorites.some((item) => item.mediaid === mediaid);
}
