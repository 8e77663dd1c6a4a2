import type { EventState, MediaItem, MediaStatus } from './media';

/**
 * Media status (spec 1 §4). The platform's `VCH.EventState` gives the base status; on top of it an item is LIVE
 * while its scheduled end lies in the future and either the state is LIVE_PUBLISHED or the scheduled start has
 * passed. The override follows the spec literally, so it also applies to items with a VOD state inside their
 * scheduled window. Unparseable instants count as absent.
 */
export type StatusFields = Pick<MediaItem, 'eventState' | 'scheduledStart' | 'scheduledEnd'>;

/** Spec 3 §9: a live or scheduled event's status is asked for again every 30 s. */
export const LIVE_STATUS_REFETCH_MS = 30_000;

const STATUS_BY_EVENT_STATE: Record<EventState, MediaStatus> = {
  PRE_LIVE: 'SCHEDULED',
  LIVE_UNPUBLISHED: 'SCHEDULED',
  LIVE_PUBLISHED: 'LIVE',
  INSTANT_VOD: 'VOD',
  VOD_PUBLIC: 'VOD',
};

function instant(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The instants at which the clock alone may change an item's status: its scheduled start and end. */
function scheduleInstants(item: StatusFields): number[] {
  return [instant(item.scheduledStart), instant(item.scheduledEnd)].filter((time) => time !== undefined);
}

export function isEventState(value: unknown): value is EventState {
  return typeof value === 'string' && Object.hasOwn(STATUS_BY_EVENT_STATE, value);
}

export function getMediaStatus(item: StatusFields, now: Date): MediaStatus {
  const nowMs = now.getTime();
  const end = instant(item.scheduledEnd);
  const start = instant(item.scheduledStart);
  const liveWindow =
    end !== undefined && end > nowMs && (item.eventState === 'LIVE_PUBLISHED' || (start !== undefined && start <= nowMs));
  if (liveWindow) return 'LIVE';
  return item.eventState ? STATUS_BY_EVENT_STATE[item.eventState] : 'VOD';
}

export function isLive(item: StatusFields, now: Date): boolean {
  return getMediaStatus(item, now) === 'LIVE';
}

export function isScheduled(item: StatusFields, now: Date): boolean {
  return getMediaStatus(item, now) === 'SCHEDULED';
}

/** The largest delay setTimeout accepts (about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long after `now` (ms) the status may next change by the clock alone, when a scheduled start or end passes;
 * undefined when no such instant lies within a timer's reach.
 */
export function delayToNextStatusChange(item: StatusFields, now: number): number | undefined {
  const upcoming = scheduleInstants(item).filter((time) => time > now);
  const delay = upcoming.length > 0 ? Math.min(...upcoming) - now : undefined;
  return delay !== undefined && delay <= MAX_TIMER_MS ? delay : undefined;
}

/**
 * The latest instant at or before `now` (ms) at which one of the items' scheduled start or end passed, 0 when
 * none did: every item has the same status then as at `now`. Islands render their items' status tags against it
 * and carry it in their props, so their HTML stays byte-identical (one ETag, the smallest Brotli copy kept, a 304
 * for a CDN's revalidation) until a status really changes, instead of changing with the clock.
 */
export function lastStatusChange(items: StatusFields[], now: number): number {
  const passed = items.flatMap(scheduleInstants).filter((time) => time <= now);
  return passed.length > 0 ? Math.max(...passed) : 0;
}
