import type { CardData } from './card';
import { getMediaStatus } from './media-status';

/**
 * What the tag on a media card shows (spec 3 §2, Media cards). The component turns it into translated text;
 * this decides which tag applies:
 * live channels and live events that are on now → live; events not started → scheduled (with the start);
 * series → "Series"; episodes → `S1:E3`; anything with a duration → the duration; else nothing.
 */
export type CardTag =
  | { kind: 'live' }
  | { kind: 'scheduled'; start?: string }
  | { kind: 'series' }
  | { kind: 'episode'; label: string }
  | { kind: 'duration'; hours: number; minutes: number }
  | { kind: 'none' };

export function cardTag(card: CardData, now: Date): CardTag {
  if (card.contentType === 'livechannel') return { kind: 'live' };
  const hasSchedule = card.eventState !== undefined || card.scheduledStart !== undefined;
  if (card.contentType === 'liveevent' || hasSchedule) {
    const status = getMediaStatus(card, now);
    if (status === 'LIVE') return { kind: 'live' };
    if (status === 'SCHEDULED') return { kind: 'scheduled', start: card.scheduledStart };
  }
  if (card.contentType === 'series') return { kind: 'series' };
  if (card.contentType === 'episode' && card.episodeNumber !== undefined) {
    return { kind: 'episode', label: episodeLabel(card.seasonNumber, card.episodeNumber) };
  }
  if (card.duration > 0) return { kind: 'duration', ...durationParts(card.duration) };
  return { kind: 'none' };
}

/** `S1:E3`; without a season number just `E3`. */
export function episodeLabel(seasonNumber: number | undefined, episodeNumber: number): string {
  return seasonNumber === undefined ? `E${episodeNumber}` : `S${seasonNumber}:E${episodeNumber}`;
}

/** Whole minutes rounded up (a 24 s clip is "1 min"), split into hours and minutes. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(1, Math.ceil(seconds / 60));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
