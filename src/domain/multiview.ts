import type { MediaItem } from './media';
import { isLive } from './media-status';
import { isPaidItem } from './entitlement';

/**
 * Multiview (`/multiview?ids=a,b,c`): 2 to 4 live channels or events side by side, one of them with sound.
 * The address holds the layout, so a layout can be shared.
 */
export const MULTIVIEW_MAX = 4;
const MEDIA_ID = /^[A-Za-z0-9]{8}$/;

/** The media ids of `?ids=`: valid ids only, each once, at most four, in the order given. */
export function parseMultiviewIds(raw: string | null): string[] {
  if (!raw) return [];
  const ids = raw.split(',').map((id) => id.trim());
  return [...new Set(ids.filter((id) => MEDIA_ID.test(id)))].slice(0, MULTIVIEW_MAX);
}

export function multiviewPath(ids: string[]): string {
  return ids.length > 0 ? `/multiview?ids=${ids.join(',')}` : '/multiview';
}

/** Whether an item can be a multiview tile: live now (a channel always is), free to watch, with a stream. */
export function canWatchTogether(item: MediaItem, now: Date): boolean {
  const live = item.contentType === 'livechannel' || isLive(item, now);
  return live && !isPaidItem(item) && item.sources.length > 0;
}

/** The tile that gets the sound after key `key` ('1'–'4'), or null when the key names no tile. */
export function audioTileForKey(key: string, tileCount: number): number | null {
  const index = Number(key) - 1;
  return /^[1-4]$/.test(key) && index < tileCount ? index : null;
}

/** Columns of the grid: one tile fills the width, two sit side by side, three or four make two rows. */
export function gridColumns(tileCount: number): 1 | 2 {
  return tileCount <= 1 ? 1 : 2;
}
