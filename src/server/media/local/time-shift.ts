import { z } from 'zod';
import type { TimeShift } from './live-sources';

/**
 * `?start=&end=` of a demo live playlist (epoch seconds): the DVR window. `start` may lie up to
 * `DVR_WINDOW_HOURS` back (more than any demo channel's catch-up hours plus its longest programme) and not in
 * the future; `end` after `start`, at most `MAX_SHIFT_HOURS` later, so a playlist stays a few hundred KB.
 */
export const DVR_WINDOW_HOURS = 24;
export const MAX_SHIFT_HOURS = 6;
const HOUR_S = 3600;

const seconds = z.coerce.number().int().positive();
const querySchema = z.object({ start: seconds.optional(), end: seconds.optional() });

export type TimeShiftResult = { ok: true; value?: TimeShift; query: string } | { ok: false; message: string };

export function parseTimeShift(params: URLSearchParams, now: Date): TimeShiftResult {
  const parsed = querySchema.safeParse({
    start: params.get('start') ?? undefined,
    end: params.get('end') ?? undefined,
  });
  if (!parsed.success)
    return { ok: false, message: `${String(parsed.error.issues[0]?.path[0])}: epoch seconds expected` };
  const { start, end } = parsed.data;
  if (start === undefined)
    return end === undefined ? { ok: true, query: '' } : { ok: false, message: 'end: needs start' };
  const nowS = now.getTime() / 1000;
  if (start > nowS) return { ok: false, message: 'start: in the future' };
  if (start < nowS - DVR_WINDOW_HOURS * HOUR_S)
    return { ok: false, message: `start: more than ${DVR_WINDOW_HOURS} h ago` };
  if (end !== undefined && (end <= start || end - start > MAX_SHIFT_HOURS * HOUR_S)) {
    return { ok: false, message: `end: after start and at most ${MAX_SHIFT_HOURS} h later` };
  }
  const query = `?start=${start}${end === undefined ? '' : `&end=${end}`}`;
  return {
    ok: true,
    value: {
      start: new Date(start * 1000),
      ...(end !== undefined && { end: new Date(end * 1000) }),
      // A playlist delta update (hls.js and Safari ask for one when the playlist offers CAN-SKIP-UNTIL).
      ...(params.get('_HLS_skip') === 'YES' && { skip: true }),
    },
    query,
  };
}
