import {
  LIVE_STATUS_REFETCH_MS,
  delayToNextStatusChange,
  getMediaStatus,
  type StatusFields,
} from '../domain/media-status';
import { fetchStatusFields } from '../lib/api/media-status-client';

export interface LiveStatusWatch {
  mediaid: string;
  /** The status fields the page was rendered with. */
  initial: StatusFields;
  /** Called once, when the status is no longer the page's. */
  onChange: () => void;
  fetchStatus?: (mediaid: string, signal: AbortSignal) => Promise<StatusFields | undefined>;
}

/**
 * Keeps watch over a live or scheduled event's status for a page whose player has not loaded: asks the server every
 * 30 s, as the player would, and looks again when the scheduled start or end passes. When the platform changes any
 * of the fields, or the clock changes the status, it calls `onChange` (which loads the player) and stops. Events
 * that are neither live nor scheduled are not watched. Returns a function that stops the watch.
 */
export function watchLiveStatus({
  mediaid,
  initial,
  onChange,
  fetchStatus = fetchStatusFields,
}: LiveStatusWatch): () => void {
  const shown = getMediaStatus(initial, new Date());
  if (shown !== 'LIVE' && shown !== 'SCHEDULED') return () => {};
  const controller = new AbortController();
  let clockTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    controller.abort();
    clearInterval(pollTimer);
    clearTimeout(clockTimer);
  };
  const change = () => {
    if (controller.signal.aborted) return;
    stop();
    onChange();
  };

  const pollTimer = setInterval(() => {
    fetchStatus(mediaid, controller.signal).then(
      (fields) => {
        if (fields && !sameStatusFields(fields, initial)) change();
      },
      // A failed look keeps the page as it is; the next tick tries again.
      () => {},
    );
  }, LIVE_STATUS_REFETCH_MS);

  const watchClock = () => {
    const delay = delayToNextStatusChange(initial, Date.now());
    if (delay === undefined) return;
    clockTimer = setTimeout(() => {
      if (getMediaStatus(initial, new Date()) !== shown) change();
      else watchClock();
    }, delay + 1000);
  };
  watchClock();
  return stop;
}

function sameStatusFields(a: StatusFields, b: StatusFields): boolean {
  return a.eventState === b.eventState && a.scheduledStart === b.scheduledStart && a.scheduledEnd === b.scheduledEnd;
}
