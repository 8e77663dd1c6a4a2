import { describe, expect, it } from 'vitest';
import { formatClockTime, parseBreakOffset, parseClockTime, parseSkipOffset } from './ad-time';

describe('VAST clock times', () => {
  it.each([
    ['00:00:30', 30],
    ['00:01:05.250', 65.25],
    ['01:00:00.5', 3600.5],
    [' 00:00:07.04 ', 7.04],
  ])('%s is %d seconds', (text, seconds) => expect(parseClockTime(text)).toBeCloseTo(seconds, 6));

  it.each(['', '30', '00:60:00', '00:00:61', '1:2:3', 'abc', '00:00:05.1234'])('%j is not a clock time', (text) =>
    expect(parseClockTime(text)).toBeUndefined(),
  );

  it('formats the ad playhead macro value', () => {
    expect(formatClockTime(65.25)).toBe('00:01:05.250');
    expect(formatClockTime(0)).toBe('00:00:00.000');
  });
});

describe('skip offsets', () => {
  it('reads a clock time or a share of the ad', () => {
    expect(parseSkipOffset('00:00:05', 30)).toBe(5);
    expect(parseSkipOffset('25%', 8)).toBe(2);
  });

  it('leaves an absent or unreadable offset not skippable', () => {
    expect(parseSkipOffset(undefined, 30)).toBeUndefined();
    expect(parseSkipOffset('soon', 30)).toBeUndefined();
    expect(parseSkipOffset('150%', 30)).toBeUndefined();
  });
});

describe('break offsets (VMAP timeOffset, JW offset)', () => {
  it.each([
    ['start', { kind: 'start' }],
    ['pre', { kind: 'start' }],
    ['END', { kind: 'end' }],
    ['post', { kind: 'end' }],
    ['00:00:00.000', { kind: 'start' }],
    ['00:00:12.500', { kind: 'time', seconds: 12.5 }],
    ['10', { kind: 'time', seconds: 10 }],
    ['50%', { kind: 'percent', percent: 50 }],
    ['0%', { kind: 'start' }],
    ['#2', { kind: 'cue', index: 2 }],
  ])('%s', (text, position) => expect(parseBreakOffset(text)).toEqual(position));

  it('takes numbers as seconds', () => expect(parseBreakOffset(15)).toEqual({ kind: 'time', seconds: 15 }));

  it.each(['', 'middle', '#0', '-5', '101%', '00:00'])('%j is dropped', (text) =>
    expect(parseBreakOffset(text)).toBeUndefined(),
  );
});
