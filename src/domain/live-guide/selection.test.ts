import { describe, expect, it } from 'vitest';
import type { EpgChannel } from './programs';
import { guideSearch, playbackMode, resolveSelection, timeShiftedUrl } from './selection';

const now = new Date('2026-11-25T15:00:00.000Z');
const channel = (id: string): EpgChannel => ({
  id,
  title: id,
  description: '',
  image: '',
  catchupHours: 8,
  programs: [
    { id: `${id}-old`, title: 'Old', startTime: '2026-11-25T05:00:00.000Z', endTime: '2026-11-25T06:00:00.000Z' },
    { id: `${id}-past`, title: 'Past', startTime: '2026-11-25T13:00:00.000Z', endTime: '2026-11-25T14:00:00.000Z' },
    { id: `${id}-now`, title: 'Now', startTime: '2026-11-25T14:00:00.000Z', endTime: '2026-11-25T16:00:00.000Z' },
    { id: `${id}-next`, title: 'Next', startTime: '2026-11-25T16:00:00.000Z', endTime: '2026-11-25T17:00:00.000Z' },
  ],
});
const channels = [channel('first'), channel('second')];

describe('resolveSelection', () => {
  it('falls back to the first channel for a missing or unknown channel', () => {
    expect(resolveSelection(channels, {}, now)?.channel.id).toBe('first');
    expect(resolveSelection(channels, { channel: 'nope', start: '2026-11-25T14:00:00.000Z' }, now)).toMatchObject({
      channel: { id: 'first' },
      program: { id: 'first-now' },
    });
    expect(resolveSelection([], { channel: 'x' }, now)).toBeNull();
  });

  it('finds the programme by start (and end when given), in any ISO spelling', () => {
    const selection = resolveSelection(
      channels,
      { channel: 'second', start: '2026-11-25T13:00:00Z', end: '2026-11-25T14:00:00Z' },
      now,
    );
    expect(selection).toMatchObject({ channel: { id: 'second' }, program: { id: 'second-past' }, state: 'catchup' });
    expect(
      resolveSelection(channels, { channel: 'second', start: '2026-11-25T13:00:00Z', end: '2026-11-25T15:00:00Z' }, now)
        ?.program,
    ).toBeUndefined();
    expect(resolveSelection(channels, { channel: 'second', start: 'garbage' }, now)?.program).toBeUndefined();
  });

  it('keeps beginning=1 only where watching from the beginning is possible', () => {
    const live = { channel: 'first', start: '2026-11-25T14:00:00.000Z', beginning: '1' };
    expect(resolveSelection(channels, live, now)?.beginning).toBe(true);
    expect(resolveSelection(channels, { ...live, start: '2026-11-25T16:00:00.000Z' }, now)?.beginning).toBe(false);
    expect(resolveSelection(channels, { channel: 'first', beginning: '1' }, now)?.beginning).toBe(false);
  });
});

describe('playback of a selection', () => {
  it('plays live, from the beginning, or the whole ended programme', () => {
    const pick = (query: Record<string, string>) => playbackMode(resolveSelection(channels, query, now)!);
    expect(pick({ channel: 'first' })).toEqual({ kind: 'live' });
    expect(pick({ channel: 'first', start: '2026-11-25T14:00:00.000Z' })).toEqual({ kind: 'live' });
    expect(pick({ channel: 'first', start: '2026-11-25T14:00:00.000Z', beginning: '1' })).toEqual({
      kind: 'beginning',
      start: Date.parse('2026-11-25T14:00:00Z'),
    });
    expect(pick({ channel: 'first', start: '2026-11-25T13:00:00.000Z' })).toEqual({
      kind: 'catchup',
      start: Date.parse('2026-11-25T13:00:00Z'),
      end: Date.parse('2026-11-25T14:00:00Z'),
    });
    expect(pick({ channel: 'first', start: '2026-11-25T05:00:00.000Z' })).toEqual({ kind: 'live' });
  });

  it('adds start and end in epoch seconds to the stream address', () => {
    const start = Date.parse('2026-11-25T14:00:00Z');
    expect(timeShiftedUrl('/live/a/master.m3u8', { kind: 'live' })).toBe('/live/a/master.m3u8');
    expect(timeShiftedUrl('/live/a/master.m3u8?x=1', { kind: 'beginning', start })).toBe(
      '/live/a/master.m3u8?x=1&start=1795615200',
    );
    expect(timeShiftedUrl('/live/a/master.m3u8', { kind: 'catchup', start, end: start + 3_600_000 })).toBe(
      '/live/a/master.m3u8?start=1795615200&end=1795618800',
    );
  });

  it('rewrites only the guide parameters of the address', () => {
    const selection = resolveSelection(
      channels,
      { channel: 'second', start: '2026-11-25T14:00:00.000Z', beginning: '1' },
      now,
    )!;
    expect(guideSearch('?app-config=demo2026&channel=x&play=1', selection)).toBe(
      '?app-config=demo2026&channel=second&start=2026-11-25T14%3A00%3A00.000Z&end=2026-11-25T16%3A00%3A00.000Z&beginning=1',
    );
  });
});
