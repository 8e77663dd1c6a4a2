import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from './content';
import {
  eventStatus,
  filterDays,
  groupByLocalDay,
  localDateKey,
  monthGrid,
  parseDateParam,
  popoverAlignment,
  shiftMonth,
  streamMediaId,
} from './schedule';

const item = (id: string, startTime: string, endTime = startTime): ScheduleItem => ({
  id,
  eventName: id,
  startTime,
  endTime,
  liveStreamMediaIds: [],
});

describe('localDateKey', () => {
  it.each([
    ['2026-03-01T23:30:00Z', 'UTC', '2026-03-01'],
    ['2026-03-01T23:30:00Z', 'Europe/Amsterdam', '2026-03-02'],
    ['2026-03-01T02:00:00Z', 'America/New_York', '2026-02-28'],
    ['2026-03-01T12:00:00Z', 'Pacific/Kiritimati', '2026-03-02'],
  ])('%s in %s is %s', (instant, zone, expected) => {
    expect(localDateKey(instant, zone)).toBe(expected);
  });
});

describe('groupByLocalDay', () => {
  const items = [
    item('late', '2026-03-01T23:30:00Z'),
    item('morning', '2026-03-01T08:00:00Z'),
    item('next', '2026-03-02T10:00:00Z'),
    item('early', '2026-03-01T00:30:00Z'),
  ];

  it.each([
    ['UTC', [['2026-03-01', ['early', 'morning', 'late']], ['2026-03-02', ['next']]]],
    ['Europe/Amsterdam', [['2026-03-01', ['early', 'morning']], ['2026-03-02', ['late', 'next']]]],
    ['America/Los_Angeles', [['2026-02-28', ['early']], ['2026-03-01', ['morning', 'late']], ['2026-03-02', ['next']]]],
  ])('groups by the start date in %s, sorted by start', (zone, expected) => {
    const days = groupByLocalDay(items, zone).map((day) => [day.date, day.items.map((entry) => entry.id)]);
    expect(days).toEqual(expected);
  });

  it('groups an event spanning midnight under its start day and skips unparsable starts', () => {
    const days = groupByLocalDay([item('span', '2026-03-01T22:00:00Z', '2026-03-02T02:00:00Z'), item('bad', 'x')], 'UTC');
    expect(days).toEqual([{ date: '2026-03-01', items: [expect.objectContaining({ id: 'span' })] }]);
  });

  it('returns no days for no events', () => {
    expect(groupByLocalDay([], 'UTC')).toEqual([]);
  });
});

describe('eventStatus', () => {
  const event = { startTime: '2026-03-01T10:00:00Z', endTime: '2026-03-01T12:00:00Z' };
  it.each([
    ['2026-03-01T09:59:59Z', 'scheduled'],
    ['2026-03-01T10:00:00Z', 'live'],
    ['2026-03-01T11:59:59Z', 'live'],
    ['2026-03-01T12:00:00Z', 'replay'],
    ['2026-03-05T00:00:00Z', 'replay'],
  ])('at %s is %s', (now, expected) => {
    expect(eventStatus(event, Date.parse(now))).toBe(expected);
  });
});

describe('parseDateParam and filterDays', () => {
  it.each([
    ['2026-03-01', '2026-03-01'],
    ['2026-02-30', undefined],
    ['2026-3-1', undefined],
    ['', undefined],
    [null, undefined],
    ['2026-03-01<script>', undefined],
  ])('parses %j as %j', (raw, expected) => {
    expect(parseDateParam(raw)).toBe(expected);
  });

  it('keeps only the chosen day, or all days without a date', () => {
    const days = groupByLocalDay([item('a', '2026-03-01T10:00:00Z'), item('b', '2026-03-02T10:00:00Z')], 'UTC');
    expect(filterDays(days, '2026-03-02').map((day) => day.date)).toEqual(['2026-03-02']);
    expect(filterDays(days, '2026-04-01')).toEqual([]);
    expect(filterDays(days, undefined)).toHaveLength(2);
  });
});

describe('streamMediaId', () => {
  it.each([
    [[], undefined],
    [['', 'abc12345'], 'abc12345'],
    [['first123', 'second12'], 'first123'],
  ])('of %j is %j', (ids, expected) => {
    expect(streamMediaId({ liveStreamMediaIds: ids })).toBe(expected);
  });
});

describe('monthGrid', () => {
  it.each([
    // [year, month, weeks, first cell, last cell]
    [2026, 3, 6, '2026-02-23', '2026-04-05'], // March 2026 starts on a Sunday
    [2026, 6, 5, '2026-06-01', '2026-07-05'], // June 2026 starts on a Monday
    [2027, 2, 4, '2027-02-01', '2027-02-28'], // February 2027: exactly four Monday-first weeks
    [2024, 2, 5, '2024-01-29', '2024-03-03'], // leap year
  ])('%i-%i has %i weeks from %s to %s', (year, month, weeks, first, last) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]?.[0]?.date).toBe(first);
    expect(grid.at(-1)?.[6]?.date).toBe(last);
  });

  it('marks the neighbouring months and starts weeks on Monday', () => {
    const cells = monthGrid(2026, 3).flat();
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(31);
    expect(cells[0]).toEqual({ date: '2026-02-23', day: 23, inMonth: false });
    expect(new Date(`${cells[0]?.date}T12:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe('shiftMonth and popoverAlignment', () => {
  it.each([
    [2026, 1, -1, { year: 2025, month: 12 }],
    [2026, 12, 1, { year: 2027, month: 1 }],
    [2026, 5, 0, { year: 2026, month: 5 }],
  ])('%i-%i shifted by %i', (year, month, by, expected) => {
    expect(shiftMonth(year, month, by)).toEqual(expected);
  });

  it.each([
    [100, 1440, 'left'],
    [1200, 1440, 'right'],
    [110, 390, 'left'],
    [111, 390, 'right'],
  ])('a trigger at %ipx in a %ipx viewport opens %s', (left, viewport, expected) => {
    expect(popoverAlignment(left, viewport)).toBe(expected);
  });
});
