import { z } from 'zod';

/**
 * EPG programmes and their states (spec 1 §3 "EPG program", §5 "EPG items", §9; spec 3 §4 "Live guide").
 * Pure: time is always an argument.
 */
export interface EpgProgram {
  id: string;
  title: string;
  /** ISO 8601 instants. */
  startTime: string;
  endTime: string;
  description?: string;
  cardImage?: string;
  backgroundImage?: string;
}

export interface EpgChannel {
  id: string;
  title: string;
  description: string;
  image: string;
  channelLogoImage?: string;
  backgroundImage?: string;
  catchupHours: number;
  programs: EpgProgram[];
}

export const DEFAULT_CATCHUP_HOURS = 8;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * live: running now; catchup: ended, and started within the catch-up window, so it can be replayed;
 * upcoming: not started; unavailable: ended and started before the catch-up window (shown, disabled).
 */
export type ProgramState = 'live' | 'catchup' | 'upcoming' | 'unavailable';

const time = (iso: string) => Date.parse(iso);

/** The earliest start a programme may have and still be watched from its beginning. */
export function catchupWindowStart(now: Date, catchupHours: number): Date {
  return new Date(now.getTime() - Math.max(0, catchupHours) * HOUR_MS);
}

export function programState(program: EpgProgram, now: Date, catchupHours = DEFAULT_CATCHUP_HOURS): ProgramState {
  const start = time(program.startTime);
  const end = time(program.endTime);
  const at = now.getTime();
  if (at < start) return 'upcoming';
  if (at < end) return 'live';
  return start >= catchupWindowStart(now, catchupHours).getTime() ? 'catchup' : 'unavailable';
}

/** Spec 3 §4: from the beginning needs a live programme that started within the catch-up window. */
export function canWatchFromBeginning(program: EpgProgram, now: Date, catchupHours = DEFAULT_CATCHUP_HOURS): boolean {
  return (
    programState(program, now, catchupHours) === 'live' &&
    time(program.startTime) >= catchupWindowStart(now, catchupHours).getTime()
  );
}

/** Watchable means live, or ended within catch-up. */
export function isWatchable(state: ProgramState): boolean {
  return state === 'live' || state === 'catchup';
}

/** The programme running at `now`, if any. */
export function liveProgram(programs: readonly EpgProgram[], now: Date): EpgProgram | undefined {
  const at = now.getTime();
  return programs.find((program) => time(program.startTime) <= at && at < time(program.endTime));
}

/** The next instant after `now` at which some programme starts or ends (when states change). */
export function nextStateChange(programs: readonly EpgProgram[], now: Date, catchupHours: number): number | undefined {
  const at = now.getTime();
  const windowShift = Math.max(0, catchupHours) * HOUR_MS;
  let next: number | undefined;
  for (const program of programs) {
    for (const candidate of [time(program.startTime), time(program.endTime), time(program.startTime) + windowShift]) {
      if (candidate > at && (next === undefined || candidate < next)) next = candidate;
    }
  }
  return next;
}

/** What a reader hands over before validation: the spec's names, any values. */
export interface RawProgram {
  id?: unknown;
  title?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  description?: unknown;
  cardImage?: unknown;
  backgroundImage?: unknown;
}

const text = z.string().trim().min(1);
const instant = z.union([z.string(), z.date()]).transform((value, context) => {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(ms)) {
    context.addIssue({ code: 'custom', message: 'not a valid date' });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});
const optionalText = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  .optional();

const programSchema = z
  .object({
    id: z.union([text, z.number().transform(String)]),
    title: text,
    startTime: instant,
    endTime: instant,
    description: optionalText,
    cardImage: optionalText,
    backgroundImage: optionalText,
  })
  .refine((program) => Date.parse(program.endTime) > Date.parse(program.startTime), 'ends before it starts');

/**
 * Spec 1 §5: an item needs an id, a title, a start and an end, and the dates must be valid; others are dropped
 * (here also one that does not end after it starts, which no grid can place, and a repeated id). Sorted by start.
 */
export function validPrograms(items: readonly RawProgram[]): EpgProgram[] {
  const seen = new Set<string>();
  const programs: EpgProgram[] = [];
  for (const item of items) {
    const parsed = programSchema.safeParse(item);
    if (!parsed.success || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    const { description, cardImage, backgroundImage, ...required } = parsed.data;
    programs.push({
      ...required,
      ...(description && { description }),
      ...(cardImage && { cardImage }),
      ...(backgroundImage && { backgroundImage }),
    });
  }
  return programs.sort((a, b) => time(a.startTime) - time(b.startTime));
}

/**
 * `scheduleDemo` (spec 1 §3): a static schedule is moved to the current day. Only each programme's time of day
 * (UTC) is kept; it is repeated for `daysBefore` days before and `daysAfter` after today, so a multi-day guide
 * and the catch-up window around midnight have programmes. Ids get the day (`{id}@2026-11-25`).
 */
export function repeatDemoSchedule(
  programs: readonly EpgProgram[],
  now: Date,
  daysBefore = 1,
  daysAfter = 1,
): EpgProgram[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const repeated: EpgProgram[] = [];
  for (let day = -daysBefore; day <= daysAfter; day++) {
    const dayStart = today + day * DAY_MS;
    const label = new Date(dayStart).toISOString().slice(0, 10);
    for (const program of programs) {
      const start = time(program.startTime);
      const offset = start - Math.floor(start / DAY_MS) * DAY_MS;
      const length = time(program.endTime) - start;
      repeated.push({
        ...program,
        id: `${program.id}@${label}`,
        startTime: new Date(dayStart + offset).toISOString(),
        endTime: new Date(dayStart + offset + length).toISOString(),
      });
    }
  }
  return repeated.sort((a, b) => time(a.startTime) - time(b.startTime));
}
