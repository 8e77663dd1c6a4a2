import type { MediaItem } from './media';
import { getMediaStatus, type StatusFields } from './media-status';

/**
 * Which screen `/m/{id}` shows for an item (spec 3 §2 Media detail): series, episode, live channel, live event,
 * static page (hubs too), or the default video screen.
 */
export type MediaScreen = 'series' | 'episode' | 'livechannel' | 'liveevent' | 'page' | 'video';

export function mediaScreenOf(item: Pick<MediaItem, 'contentType'>): MediaScreen {
  switch (item.contentType) {
    case 'series':
    case 'episode':
    case 'livechannel':
    case 'liveevent':
      return item.contentType;
    case 'page':
    case 'hub':
      return 'page';
    default:
      return 'video';
  }
}

/**
 * What plays after an item completes (spec 3 §2 "next-item flow"): the item after it in the list it came from
 * (the first item when it is not in the list), unless that one is scheduled, i.e. not playable yet.
 */
export function nextItemAfter<T extends StatusFields & { mediaid: string }>(
  items: readonly T[],
  currentId: string,
  now: Date,
): T | undefined {
  const next = items[items.findIndex((item) => item.mediaid === currentId) + 1];
  if (!next || next.mediaid === currentId) return undefined;
  return getMediaStatus(next, now) === 'SCHEDULED' ? undefined : next;
}
