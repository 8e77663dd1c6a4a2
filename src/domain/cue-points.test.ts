import { describe, expect, it } from 'vitest';
import { cuePointMarkers, formatCueTime, parseCuePoints } from './cue-points';

describe('parseCuePoints', () => {
  it.each([
    ['empty input', undefined, []],
    ['empty string', '', []],
    ['one pair', 'Intro#0', [{ name: 'Intro', seconds: 0 }]],
    [
      'several pairs, in order of time',
      'Goal#14,Intro#0,Kick-off#6',
      [
        { name: 'Intro', seconds: 0 },
        { name: 'Kick-off', seconds: 6 },
        { name: 'Goal', seconds: 14 },
      ],
    ],
    ['decimal seconds', 'Start#1.5', [{ name: 'Start', seconds: 1.5 }]],
    ['surrounding spaces are trimmed', ' Half time # 45 ', [{ name: 'Half time', seconds: 45 }]],
    ['non-numeric time is dropped', 'Intro#soon,Goal#14', [{ name: 'Goal', seconds: 14 }]],
    ['negative time is dropped', 'Back#-5,Goal#14', [{ name: 'Goal', seconds: 14 }]],
    ['time with units is dropped', 'Goal#14s', []],
    ['missing time is dropped', 'Goal#', []],
    ['missing separator is dropped', 'Goal', []],
    ['a name containing # keeps it', 'Match #2#30', [{ name: 'Match #2', seconds: 30 }]],
    ['empty entries are skipped', 'Intro#0,,Goal#14,', [{ name: 'Intro', seconds: 0 }, { name: 'Goal', seconds: 14 }]],
  ])('%s', (_label, raw, expected) => {
    expect(parseCuePoints(raw)).toEqual(expected);
  });
});

describe('cuePointMarkers', () => {
  const points = parseCuePoints('Intro#0,Kick-off#6,Goal#12,After#30');

  it.each([
    [
      'positions are fractions of the duration; points after the end are left out',
      24,
      [
        { name: 'Intro', seconds: 0, position: 0 },
        { name: 'Kick-off', seconds: 6, position: 0.25 },
        { name: 'Goal', seconds: 12, position: 0.5 },
      ],
    ],
    ['no markers for live media (duration 0)', 0, []],
    ['no markers for an unknown duration', Number.NaN, []],
    ['no markers for an infinite duration', Number.POSITIVE_INFINITY, []],
  ])('%s', (_label, duration, expected) => {
    expect(cuePointMarkers(points, duration)).toEqual(expected);
  });
});

describe('formatCueTime', () => {
  it.each([
    [0, '0:00'],
    [6, '0:06'],
    [59.9, '0:59'],
    [725, '12:05'],
    [3723, '1:02:03'],
    [-4, '0:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatCueTime(seconds)).toBe(expected);
  });
});
