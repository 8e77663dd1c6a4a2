/**
 * Formatting helpers shared by server rendering and the small page scripts (they re-run the same functions in
 * the viewer's time zone, since public HTML is rendered once for everybody).
 */

function parts(date: Date, options: Intl.DateTimeFormatOptions, timeZone?: string): Map<string, string> {
  const formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  return new Map(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * `dd/MM/yyyy hh:mm a`, e.g. `05/03/2026 07:30 PM` — the date format of the scheduled-video message
 * (spec 3 §8). `timeZone` defaults to the runtime's zone.
 */
export function formatScheduledDate(date: Date, timeZone?: string): string {
  const p = parts(
    date,
    { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true },
    timeZone,
  );
  const hour = (p.get('hour') ?? '').padStart(2, '0');
  const dayPeriod = (p.get('dayPeriod') ?? '').toUpperCase();
  return `${p.get('day')}/${p.get('month')}/${p.get('year')} ${hour}:${p.get('minute')} ${dayPeriod}`;
}

/** A short localized date and time for card tags, e.g. `5 Mar, 19:30` (en-GB style per language). */
const shortDateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function formatShortDateTime(date: Date, language: string, timeZone?: string): string {
  // Building an Intl.DateTimeFormat is costly and cards call this once each: keep one per language and zone.
  const key = `${language}|${timeZone ?? ''}`;
  let format = shortDateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone });
    shortDateTimeFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * The offset of the zone a date's text was formatted in, at that date (as `Date#getTimezoneOffset`, minutes): a
 * viewer's browser whose offset is the same there shows the same wall-clock time and need not format it again.
 */
export function zoneOffsetAt(date: Date): string {
  return String(date.getTimezoneOffset());
}

/** ISO 8601 duration for structured data: 3903 s → `PT1H5M3S`, 0 → `PT0S`. */
export function toIsoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (seconds === 0) return 'PT0S';
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `target`, floored to whole seconds; all zero once it has passed. */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const left = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export type CountdownPhase = 'upcoming' | 'ongoing' | 'completed';

/**
 * Spec 3 §4 Countdown: upcoming before the target, ongoing until the end, completed after it.
 * Without an end the event stays ongoing once started.
 */
export function countdownPhase(target: Date, end: Date | undefined, now: Date): CountdownPhase {
  if (now.getTime() < target.getTime()) return 'upcoming';
  if (!end || now.getTime() < end.getTime()) return 'ongoing';
  return 'completed';
}

/** Two digits for clock-style numbers. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** A calendar date (`YYYY-MM-DD`, e.g. a date of birth) in words for `language`; zone-independent. */
export function formatCalendarDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** An amount in minor units (cents) as the viewer's language writes it: "€7.99", "7,99 €". */
export function formatPrice(minorUnits: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minorUnits / 100);
}

/** A moment given in epoch seconds (subscription ends, payments) as a date in words for `language`. */
export function formatEpochDate(epochSeconds: number, language: string, month: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month, year: 'numeric' }).format(epochSeconds * 1000);
}
