import { describe, expect, it } from 'vitest';
import {
  canWatchFromBeginning,
  catchupWindowStart,
  liveProgram,
  nextStateChange,
  programState,
  repeatDemoSchedule,
  validPrograms,
  type EpgProgram,
} from './programs';

const now = new Date('2026-11-25T15:00:00.000Z');
const program = (startTime: string, endTime: string, id = 'p'): EpgProgram => ({
  id,
  title: 'Show',
  startTime,
  endTime,
});

describe('programState', () => {
  it.each([
    ['upcoming: starts after now', '2026-11-25T15:30:00Z', '2026-11-25T16:00:00Z', 8, 'upcoming'],
    ['live: started, not ended', '2026-11-25T14:30:00Z', '2026-11-25T15:30:00Z', 8, 'live'],
    ['live at its very start', '2026-11-25T15:00:00Z', '2026-11-25T16:00:00Z', 8, 'live'],
    ['catch-up: ended exactly now', '2026-11-25T14:00:00Z', '2026-11-25T15:00:00Z', 8, 'catchup'],
    ['catch-up: started 8 h ago to the minute', '2026-11-25T07:00:00Z', '2026-11-25T08:00:00Z', 8, 'catchup'],
    ['unavailable: started before the window', '2026-11-25T06:59:00Z', '2026-11-25T08:00:00Z', 8, 'unavailable'],
    ['a 2 h window', '2026-11-25T12:00:00Z', '2026-11-25T13:00:00Z', 2, 'unavailable'],
    ['no catch-up at all', '2026-11-25T14:00:00Z', '2026-11-25T14:30:00Z', 0, 'unavailable'],
  ] as const)('%s', (_name, start, end, hours, state) => {
    expect(programState(program(start, end), now, hours)).toBe(state);
  });

  it('defaults to 8 catch-up hours (spec 1 §9)', () => {
    expect(programState(program('2026-11-25T07:30:00Z', '2026-11-25T08:00:00Z'), now)).toBe('catchup');
    expect(programState(program('2026-11-25T06:30:00Z', '2026-11-25T08:00:00Z'), now)).toBe('unavailable');
  });
});

describe('catch-up window', () => {
  it('starts catchupHours before now', () => {
    expect(catchupWindowStart(now, 8).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(catchupWindowStart(now, -3).toISOString()).toBe(now.toISOString());
  });

  it('allows from the beginning only for a live programme that started within the window', () => {
    expect(canWatchFromBeginning(program('2026-11-25T14:00:00Z', '2026-11-25T16:00:00Z'), now, 8)).toBe(true);
    expect(canWatchFromBeginning(program('2026-11-25T05:00:00Z', '2026-11-25T16:00:00Z'), now, 8)).toBe(false);
    expect(canWatchFromBeginning(program('2026-11-25T13:00:00Z', '2026-11-25T14:00:00Z'), now, 8)).toBe(false);
    expect(canWatchFromBeginning(program('2026-11-25T16:00:00Z', '2026-11-25T17:00:00Z'), now, 8)).toBe(false);
  });

  it('knows when the next state change happens: a start, an end, or a start leaving the window', () => {
    const programs = [
      program('2026-11-25T08:00:00Z', '2026-11-25T09:00:00Z', 'a'),
      program('2026-11-25T14:30:00Z', '2026-11-25T15:45:00Z', 'b'),
    ];
    expect(new Date(nextStateChange(programs, now, 8)!).toISOString()).toBe('2026-11-25T15:45:00.000Z');
    expect(new Date(nextStateChange(programs, now, 1)!).toISOString()).toBe('2026-11-25T15:30:00.000Z');
    expect(liveProgram(programs, now)?.id).toBe('b');
  });
});

describe('validPrograms (spec 1 §5)', () => {
  it('drops items without id, title, start or end, with invalid dates, or ending before they start', () => {
    const programs = validPrograms([
      {
        id: 'ok',
        title: 'Fine',
        startTime: '2026-11-25T10:00:00Z',
        endTime: '2026-11-25T11:00:00Z',
        description: ' Text ',
      },
      { title: 'No id', startTime: '2026-11-25T10:00:00Z', endTime: '2026-11-25T11:00:00Z' },
      { id: 'no-title', title: '  ', startTime: '2026-11-25T10:00:00Z', endTime: '2026-11-25T11:00:00Z' },
      { id: 'no-start', title: 'x', endTime: '2026-11-25T11:00:00Z' },
      { id: 'no-end', title: 'x', startTime: '2026-11-25T10:00:00Z' },
      { id: 'bad-date', title: 'x', startTime: 'yesterday', endTime: '2026-11-25T11:00:00Z' },
      { id: 'backwards', title: 'x', startTime: '2026-11-25T12:00:00Z', endTime: '2026-11-25T11:00:00Z' },
      { id: 7, title: 'Numeric id', startTime: '2026-11-25T08:00:00+01:00', endTime: '2026-11-25T09:00:00+01:00' },
      { id: 'ok', title: 'Duplicate', startTime: '2026-11-25T12:00:00Z', endTime: '2026-11-25T13:00:00Z' },
    ]);
    expect(programs).toEqual([
      { id: '7', title: 'Numeric id', startTime: '2026-11-25T07:00:00.000Z', endTime: '2026-11-25T08:00:00.000Z' },
      {
        id: 'ok',
        title: 'Fine',
        startTime: '2026-11-25T10:00:00.000Z',
        endTime: '2026-11-25T11:00:00.000Z',
        description: 'Text',
      },
    ]);
  });
});

describe('repeatDemoSchedule (scheduleDemo)', () => {
  it('moves a template day to yesterday, today and tomorrow, keeping times of day and lengths', () => {
    const template = [program('2026-01-01T14:00:00Z', '2026-01-01T15:30:00Z', 'show')];
    const repeated = repeatDemoSchedule(template, now);
    expect(repeated.map((entry) => [entry.id, entry.startTime, entry.endTime])).toEqual([
      ['show@2026-11-24', '2026-11-24T14:00:00.000Z', '2026-11-24T15:30:00.000Z'],
      ['show@2026-11-25', '2026-11-25T14:00:00.000Z', '2026-11-25T15:30:00.000Z'],
      ['show@2026-11-26', '2026-11-26T14:00:00.000Z', '2026-11-26T15:30:00.000Z'],
    ]);
    expect(programState(repeated[1]!, now)).toBe('live');
  });
});
