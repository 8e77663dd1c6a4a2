import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  countdownPhase,
  formatCalendarDate,
  formatScheduledDate,
  formatShortDateTime,
  toIsoDuration,
} from './format';

describe('formatScheduledDate (dd/MM/yyyy hh:mm a)', () => {
  it.each([
    ['2026-03-05T19:30:00Z', 'UTC', '05/03/2026 07:30 PM'],
    ['2026-12-31T00:05:00Z', 'UTC', '31/12/2026 12:05 AM'],
    ['2026-07-01T12:00:00Z', 'UTC', '01/07/2026 12:00 PM'],
    ['2026-07-01T09:09:00Z', 'UTC', '01/07/2026 09:09 AM'],
    // Amsterdam is UTC+2 in summer: the date rolls over.
    ['2026-07-01T22:15:00Z', 'Europe/Amsterdam', '02/07/2026 12:15 AM'],
  ])('%s in %s → %s', (iso, zone, expected) => {
    expect(formatScheduledDate(new Date(iso), zone)).toBe(expected);
  });
});

describe('formatShortDateTime', () => {
  it('shows day, month and time in the language', () => {
    const text = formatShortDateTime(new Date('2026-03-05T19:30:00Z'), 'en', 'UTC');
    expect(text).toContain('Mar');
    expect(text).toContain('5');
    expect(text).toMatch(/07:30|19:30/);
  });
  it('uses the language for month names', () => {
    expect(formatShortDateTime(new Date('2026-03-05T19:30:00Z'), 'de', 'UTC')).toContain('März');
  });
});

describe('toIsoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [24, 'PT24S'],
    [60, 'PT1M'],
    [3903, 'PT1H5M3S'],
    [7200, 'PT2H'],
    [59.6, 'PT1M'],
    [-5, 'PT0S'],
  ])('%d s → %s', (seconds, expected) => {
    expect(toIsoDuration(seconds)).toBe(expected);
  });
});

describe('countdown', () => {
  const target = new Date('2026-03-10T12:00:00Z');
  const end = new Date('2026-03-20T12:00:00Z');

  it.each([
    ['2026-03-08T10:58:30Z', { days: 2, hours: 1, minutes: 1, seconds: 30 }],
    ['2026-03-10T11:59:59.400Z', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['2026-03-10T11:59:58Z', { days: 0, hours: 0, minutes: 0, seconds: 2 }],
    ['2026-03-11T00:00:00Z', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('at %s the parts are %o', (now, expected) => {
    expect(countdownParts(target, new Date(now))).toEqual(expected);
  });

  it.each([
    ['2026-03-01T00:00:00Z', end, 'upcoming'],
    ['2026-03-10T12:00:00Z', end, 'ongoing'],
    ['2026-03-15T00:00:00Z', end, 'ongoing'],
    ['2026-03-20T12:00:00Z', end, 'completed'],
    ['2026-04-01T00:00:00Z', undefined, 'ongoing'],
  ] as const)('at %s the phase is %s', (now, endDate, expected) => {
    expect(countdownPhase(target, endDate, new Date(now))).toBe(expected);
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['1990-04-02', 'en', 'April 2, 1990'],
    ['1990-04-02', 'de', '2. April 1990'],
    ['2000-12-31', 'es', '31 de diciembre de 2000'],
    ['not a date', 'en', 'not a date'],
  ])('%s in %s → %s', (iso, language, expected) => {
    expect(formatCalendarDate(iso, language)).toBe(expected);
  });
});
