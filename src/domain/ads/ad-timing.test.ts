import { describe, expect, it } from 'vitest';
import type { AdBreak, BreakPosition, LinearAd } from './ad-plan';
import { dueMidrolls, quartileEvents, scheduleBreaks, secondsRemaining, skipState } from './ad-timing';

const ad: LinearAd = {
  id: 'a',
  mediaFile: { url: 'https://ads.example/a.mp4', type: 'video/mp4' },
  duration: 6,
  tracking: {},
};
const adBreak = (id: string, position: BreakPosition, ads: LinearAd[] = [ad]): AdBreak => ({ id, position, ads });

describe('scheduleBreaks', () => {
  const breaks = [
    adBreak('post', { kind: 'end' }),
    adBreak('half', { kind: 'percent', percent: 50 }),
    adBreak('pre', { kind: 'start' }),
    adBreak('at10', { kind: 'time', seconds: 10 }),
    adBreak('cue2', { kind: 'cue', index: 2 }),
  ];

  it('orders pre-roll, mid-rolls by time and post-roll for a VOD', () => {
    expect(scheduleBreaks(breaks, 24, [0, 6, 14]).map(({ id, at }) => [id, at])).toEqual([
      ['pre', 'start'],
      ['at10', 10],
      ['half', 12],
      ['cue2', 14],
      ['post', 'end'],
    ]);
  });

  it('numbers cue points from the first chapter after the start', () => {
    expect(scheduleBreaks([adBreak('cue1', { kind: 'cue', index: 1 })], 24, [14, 0, 6])[0]?.at).toBe(6);
  });

  it('keeps only pre-rolls for live or unknown durations', () => {
    for (const duration of [0, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scheduleBreaks(breaks, duration).map((entry) => entry.id)).toEqual(['pre']);
    }
  });

  it('drops mid-rolls past the end, missing cue points and empty breaks; 100% is a post-roll', () => {
    const odd = [
      adBreak('late', { kind: 'time', seconds: 30 }),
      adBreak('noCue', { kind: 'cue', index: 5 }),
      adBreak('empty', { kind: 'start' }, []),
      adBreak('full', { kind: 'percent', percent: 100 }),
    ];
    expect(scheduleBreaks(odd, 24, [6]).map(({ id, at }) => [id, at])).toEqual([['full', 'end']]);
  });
});

describe('dueMidrolls', () => {
  const schedule = scheduleBreaks(
    [
      adBreak('a', { kind: 'time', seconds: 5 }),
      adBreak('b', { kind: 'time', seconds: 10 }),
      adBreak('c', { kind: 'time', seconds: 15 }),
    ],
    24,
  );

  it('is due when playback crosses its time', () => {
    expect(dueMidrolls(schedule, new Set(), 4.8, 5.1).due.map((entry) => entry.id)).toEqual(['a']);
    expect(dueMidrolls(schedule, new Set(), 5.1, 5.4).due).toEqual([]);
  });

  it('does not play a break again', () => {
    expect(dueMidrolls(schedule, new Set(['a']), 4.8, 5.1).due).toEqual([]);
  });

  it('plays only the last break a forward seek jumps over; the others are passed', () => {
    const { due, passed } = dueMidrolls(schedule, new Set(), 1, 16);
    expect(due.map((entry) => entry.id)).toEqual(['c']);
    expect(passed.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('plays nothing when seeking backwards', () => {
    expect(dueMidrolls(schedule, new Set(), 16, 1)).toEqual({ due: [], passed: [] });
  });
});

describe('ad progress', () => {
  it('passes each quartile once', () => {
    expect(quartileEvents(0, 1.4, 6)).toEqual([]);
    expect(quartileEvents(1.4, 1.6, 6)).toEqual(['firstQuartile']);
    expect(quartileEvents(1.6, 4.6, 6)).toEqual(['midpoint', 'thirdQuartile']);
    expect(quartileEvents(4.6, 4.9, 6)).toEqual([]);
    expect(quartileEvents(3, 1, 6)).toEqual([]);
  });

  it('counts down to the skip offset', () => {
    expect(skipState({ skipOffset: 3, duration: 6 }, 0.2)).toEqual({ skippable: true, canSkip: false, secondsLeft: 3 });
    expect(skipState({ skipOffset: 3, duration: 6 }, 2.5)).toEqual({ skippable: true, canSkip: false, secondsLeft: 1 });
    expect(skipState({ skipOffset: 3, duration: 6 }, 3)).toEqual({ skippable: true, canSkip: true, secondsLeft: 0 });
  });

  it('is not skippable without an offset or with one past the end', () => {
    expect(skipState({ duration: 6 }, 5).skippable).toBe(false);
    expect(skipState({ skipOffset: 6, duration: 6 }, 5.9).canSkip).toBe(false);
  });

  it('counts the remaining whole seconds', () => {
    expect(secondsRemaining(6, 0.1)).toBe(6);
    expect(secondsRemaining(6, 5.5)).toBe(1);
    expect(secondsRemaining(Number.NaN, 2)).toBe(0);
  });
});
