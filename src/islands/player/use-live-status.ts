import { useEffect, useState } from 'react';
import { LIVE_STATUS_REFETCH_MS, getMediaStatus, type StatusFields } from '../../domain/media-status';
import { fetchStatusFields } from '../../lib/api/media-status-client';

/**
 * The live event's status fields, refetched every 30 s while it is live or scheduled (spec 3 §2 Media detail), so a
 * scheduled event becomes playable when the platform puts it live, without a reload. The first look is at once:
 * a live event's player loads at the viewer's intent or when its status changes (client:live), which may be long
 * after the page was rendered. A failed refetch keeps the last known status and tries again at the next tick.
 */
export function useLiveStatus(mediaid: string, initial: StatusFields, enabled: boolean): StatusFields {
  const [status, setStatus] = useState<StatusFields>(initial);
  const state = getMediaStatus(status, new Date());
  const watching = enabled && (state === 'LIVE' || state === 'SCHEDULED');

  useEffect(() => {
    if (!watching) return;
    const controller = new AbortController();
    const refetch = () => {
      fetchStatusFields(mediaid, controller.signal)
        .then((fields) => {
          if (fields) setStatus(fields);
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.info('[player] live status refetch failed', error);
        });
    };
    refetch();
    const timer = setInterval(refetch, LIVE_STATUS_REFETCH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [mediaid, watching]);

  return status;
}
