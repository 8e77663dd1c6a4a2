import type { MediaItem } from '../../domain/media';

/** Helpers both media platform adapters share. */

/** Spec 1 §9: default episode page size. */
export const DEFAULT_EPISODES_PAGE_LIMIT = 20;

/** Trimmed, non-empty ids without duplicates, first occurrence wins. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/** `items` in the order of `ids`; ids without an item are skipped. */
export function orderByIds(items: readonly MediaItem[], ids: readonly string[]): MediaItem[] {
  const byId = new Map(items.map((item) => [item.mediaid, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}
