import type { ScheduleItem } from './content';

/**
 * Schedule rules (spec 3 §2 "Schedule"): days are the local calendar date of each event's start in a given
 * IANA time zone, events sorted by start; the status badge compares `now` with start and end.
 */

export type EventStatus = 'live' | 'replay' | 'scheduled';

export interface ScheduleDay {
  /** `YYYY-MM-DD` in the grouping time zone. */
  date: string;
  items: ScheduleItem[];
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The `YYYY-MM-DD` calendar date of an instant in `timeZone`. */
export function localDateKey(instant: Date | string | number, timeZone: string): string {
  const parts = dateFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    dateFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Live between start (inclusive) and end (exclusive); a replay after the end; scheduled before the start. */
export function eventStatus(item: Pick<ScheduleItem, 'startTime' | 'endTime'>, now: number): EventStatus {
  const start = Date.parse(item.startTime);
  const end = Date.parse(item.endTime);
  if (now < start) return 'scheduled';
  if (Number.isFinite(end) && now >= end) return 'replay';
  return 'live';
}

const startOf = (item: ScheduleItem) => Date.parse(item.startTime);

/** Events grouped by the local date of their start in `timeZone`; days and events in start order. */
export function groupByLocalDay(items: readonly ScheduleItem[], timeZone: string): ScheduleDay[] {
  const sorted = items
    .filter((item) => Number.isFinite(startOf(item)))
    .sort((a, b) => startOf(a) - startOf(b) || a.eventName.localeCompare(b.eventName));
  const days: ScheduleDay[] = [];
  for (const item of sorted) {
    const date = localDateKey(item.startTime, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else days.push({ date, items: [item] });
  }
  return days;
}

/** A `?date=` value: a real calendar date `YYYY-MM-DD`, otherwise undefined (no filter). */
export function parseDateParam(raw: string | null | undefined): string | undefined {
  const match = raw ? DATE_PATTERN.exec(raw) : null;
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? raw ?? undefined
    : undefined;
}

/** The days to show: all of them, or only the chosen date. */
export function filterDays(days: readonly ScheduleDay[], date: string | undefined): ScheduleDay[] {
  return date ? days.filter((day) => day.date === date) : [...days];
}

/** The stream a row opens: the first live stream media id, if any. */
export function streamMediaId(item: Pick<ScheduleItem, 'liveStreamMediaIds'>): string | undefined {
  return item.liveStreamMediaIds.find((id) => id.trim() !== '');
}

export interface CalendarCell {
  /** `YYYY-MM-DD` */
  date: string;
  /** Day of the month. */
  day: number;
  /** False for the leading/trailing days of the neighbouring months. */
  inMonth: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The weeks of a month view, Monday first, padded with the neighbouring months' days. `month` is 1–12. */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const leading = (first.getUTCDay() + 6) % 7; // days before the 1st, counting from Monday
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const weeks = Math.ceil((leading + daysInMonth) / 7);
  const cells: CalendarCell[] = [];
  for (let index = 0; index < weeks * 7; index += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1 + index - leading));
    cells.push({
      date: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    });
  }
  return Array.from({ length: weeks }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month before/after: `shiftMonth(2026, 1, -1)` is `{ year: 2025, month: 12 }`. */
export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * Which way a popover of `width` px opens from a trigger: aligned to the trigger's left edge (growing right)
 * when there is room before the viewport's right edge, otherwise aligned to its right edge.
 */
export function popoverAlignment(triggerLeft: number, viewportWidth: number, width = 280): 'left' | 'right' {
  return triggerLeft + width <= viewportWidth ? 'left' : 'right';
}
