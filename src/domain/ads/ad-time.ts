import type { BreakPosition } from './ad-plan';

/**
 * The time notations of VAST, VMAP and JW ad schedules.
 * - VAST `Duration` and `skipoffset`: `HH:MM:SS` or `HH:MM:SS.mmm`; `skipoffset` may also be `n%` of the ad.
 * - VMAP `timeOffset`: `start`, `end`, `HH:MM:SS[.mmm]`, `n%`, or `#n` (the nth cue point).
 * - JW schedule `offset`: `pre`, `post`, seconds (`"10"`), a clock time or a percentage.
 * Anything else is `undefined`: the caller drops the ad or break rather than guessing.
 */
const CLOCK = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;
const PERCENT = /^(\d{1,3}(?:\.\d+)?)%$/;
const SECONDS = /^\d+(?:\.\d+)?$/;
const CUE = /^#([1-9]\d{0,3})$/;

/** `00:01:05.250` → 65.25 seconds. */
export function parseClockTime(value: string | undefined): number | undefined {
  const match = CLOCK.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [, hours, minutes, seconds, fraction = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(fraction.padEnd(3, '0')) / 1000;
}

function parsePercent(value: string): number | undefined {
  const match = PERCENT.exec(value);
  if (!match) return undefined;
  const percent = Number(match[1]);
  return percent <= 100 ? percent : undefined;
}

/** A VAST `skipoffset` against the ad's duration; undefined when absent or unreadable (not skippable). */
export function parseSkipOffset(value: string | undefined, adDuration: number): number | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  const percent = parsePercent(text);
  if (percent !== undefined) return (adDuration * percent) / 100;
  return parseClockTime(text);
}

/** A VMAP `timeOffset` or a JW schedule `offset`. */
export function parseBreakOffset(value: string | number | undefined): BreakPosition | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? timeOrStart(value) : undefined;
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'start' || text === 'pre') return { kind: 'start' };
  if (text === 'end' || text === 'post') return { kind: 'end' };
  const percent = parsePercent(text);
  if (percent !== undefined) return percent === 0 ? { kind: 'start' } : { kind: 'percent', percent };
  const cue = CUE.exec(text);
  if (cue) return { kind: 'cue', index: Number(cue[1]) };
  if (SECONDS.test(text)) return timeOrStart(Number(text));
  const clock = parseClockTime(text);
  return clock === undefined ? undefined : timeOrStart(clock);
}

function timeOrStart(seconds: number): BreakPosition {
  return seconds === 0 ? { kind: 'start' } : { kind: 'time', seconds };
}

/** `65.25` → `00:01:05.250`, the form of the `[ADPLAYHEAD]` macro. */
export function formatClockTime(totalSeconds: number): string {
  const millis = Math.max(0, Math.round(totalSeconds * 1000));
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor((millis % 3_600_000) / 60_000);
  const seconds = Math.floor((millis % 60_000) / 1000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(millis % 1000, 3)}`;
}
