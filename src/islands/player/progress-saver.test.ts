import { describe, expect, it } from 'vitest';
import {
  PROGRESS_SAVE_INTERVAL_MS,
  createProgressSaver,
  isSaveDue,
  progressEntry,
  type PlaybackSnapshot,
  type ProgressEntry,
  type SaveTrigger,
} from './progress-saver';

describe('isSaveDue', () => {
  it.each<[SaveTrigger, number, boolean]>([
    ['interval', 0, false],
    ['interval', PROGRESS_SAVE_INTERVAL_MS - 1, false],
    ['interval', PROGRESS_SAVE_INTERVAL_MS, true],
    ['play', 0, true],
    ['pause', 1, true],
    ['unmount', 1, true],
    ['pagehide', 1, true],
    ['hidden', 1, true],
  ])('%s, %i ms after the last save → %s', (trigger, elapsed, expected) => {
    expect(isSaveDue(trigger, 1_000_000 + elapsed, 1_000_000)).toBe(expected);
  });
});

describe('progressEntry', () => {
  const base: PlaybackSnapshot = { mediaid: 'abc', currentTime: 30, duration: 120 };
  it.each<[string, PlaybackSnapshot | null, ProgressEntry | null]>([
    ['progress is currentTime / duration', base, { mediaid: 'abc', progress: 0.25 }],
    ['series id is kept', { ...base, seriesId: 's1' }, { mediaid: 'abc', progress: 0.25, seriesId: 's1' }],
    ['no snapshot', null, null],
    ['no media id', { ...base, mediaid: '' }, null],
    ['zero duration (live)', { ...base, duration: 0 }, null],
    ['infinite duration (live stream)', { ...base, duration: Number.POSITIVE_INFINITY }, null],
    ['unknown duration', { ...base, duration: Number.NaN }, null],
    ['non-finite time', { ...base, currentTime: Number.NaN }, null],
    ['time past the end is capped', { ...base, currentTime: 130 }, { mediaid: 'abc', progress: 1 }],
  ])('%s', (_label, snapshot, expected) => {
    expect(progressEntry(snapshot)).toEqual(expected);
  });
});

function harness(options: { async?: boolean } = {}) {
  let now = 0;
  let currentTime = 0;
  const saved: ProgressEntry[] = [];
  const releases: Array<() => void> = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const saver = createProgressSaver({
    now: () => now,
    read: () => ({ mediaid: 'm1', currentTime, duration: 1000 }),
    save: (entry) => {
      saved.push(entry);
      if (!options.async) return;
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      return new Promise<void>((resolve) =>
        releases.push(() => {
          concurrent -= 1;
          resolve();
        }),
      );
    },
  });
  return {
    saver,
    saved,
    releases,
    maxConcurrent: () => maxConcurrent,
    at(ms: number, seconds: number) {
      now = ms;
      currentTime = seconds;
    },
  };
}

describe('createProgressSaver', () => {
  it('saves during playback at most every 5 minutes', async () => {
    const h = harness();
    for (let ms = 0; ms <= 700_000; ms += 250) {
      h.at(ms, ms / 1000);
      h.saver.trigger('interval');
    }
    await h.saver.idle();
    expect(h.saved.map((entry) => entry.progress)).toEqual([0.3, 0.6]);
  });

  it('saves at once on pause and the other events, and restarts the 5-minute clock', async () => {
    const h = harness();
    h.at(10_000, 10);
    h.saver.trigger('pause');
    h.at(20_000, 20);
    h.saver.trigger('hidden');
    h.at(300_000, 300);
    h.saver.trigger('interval'); // only 280 s after the last save
    h.at(320_000, 320);
    h.saver.trigger('interval');
    await h.saver.idle();
    expect(h.saved.map((entry) => entry.progress)).toEqual([0.01, 0.02, 0.32]);
  });

  it('never runs two saves at once; a trigger during a save is served after it with the latest time', async () => {
    const h = harness({ async: true });
    h.at(1_000, 100);
    h.saver.trigger('pause');
    h.at(2_000, 200);
    h.saver.trigger('play');
    h.at(3_000, 300);
    h.saver.trigger('pagehide');
    expect(h.saved).toHaveLength(1);
    h.releases.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(h.saved.map((entry) => entry.progress)).toEqual([0.1, 0.3]);
    h.releases.shift()?.();
    await h.saver.idle();
    expect(h.maxConcurrent()).toBe(1);
  });

  it('writes synchronously when the store is synchronous (page hide must not wait)', () => {
    const h = harness();
    h.at(5_000, 50);
    h.saver.trigger('pagehide');
    expect(h.saved).toEqual([{ mediaid: 'm1', progress: 0.05 }]);
  });

  it('saves nothing while the player reports no playback', async () => {
    const saved: ProgressEntry[] = [];
    const saver = createProgressSaver({ now: () => 0, read: () => null, save: (entry) => void saved.push(entry) });
    saver.trigger('pause');
    saver.trigger('unmount');
    await saver.idle();
    expect(saved).toEqual([]);
  });

  it('a failing save is reported and does not stop later saves', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const saver = createProgressSaver({
      now: () => 0,
      read: () => ({ mediaid: 'm1', currentTime: 5, duration: 10 }),
      save: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
      },
      onError: (error) => errors.push(error),
    });
    saver.trigger('pause');
    await saver.idle();
    saver.trigger('pause');
    await saver.idle();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
