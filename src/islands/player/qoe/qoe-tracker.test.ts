import { describe, expect, it } from 'vitest';
import { createQoeTracker } from './qoe-tracker';

describe('QoE tracker', () => {
  it('measures startup, stalls, watch time and rendition switches, each beacon its own part', () => {
    let now = 0;
    const tracker = createQoeTracker({ mediaid: 'abc', live: false }, () => now);
    expect(tracker.take()).toBeNull();

    tracker.requested();
    now = 1_500;
    tracker.rendition(360);
    tracker.playing();
    now = 11_500;
    tracker.stalled();
    tracker.stalled();
    now = 13_500;
    tracker.rendition(720);
    tracker.playing();
    now = 20_000;
    expect(tracker.take()).toEqual({
      mediaid: 'abc',
      live: false,
      startupSeconds: 1.5,
      rebuffers: 1,
      rebufferSeconds: 2,
      watchSeconds: 16.5,
      bitrateSwitches: 1,
      height: 720,
      errors: [],
    });

    now = 25_000;
    tracker.paused();
    now = 60_000;
    expect(tracker.take()).toMatchObject({ watchSeconds: 5, rebuffers: 0, bitrateSwitches: 0, height: 720 });
    expect(tracker.take()).toBeNull();
    expect(tracker.take()).toBeNull();
  });

  it('counts no stall before the first frame and keeps fatal errors', () => {
    let now = 0;
    const tracker = createQoeTracker({ mediaid: 'abc', live: true }, () => now);
    tracker.requested();
    tracker.stalled();
    now = 4_000;
    tracker.fatal('not-available');
    expect(tracker.take()).toMatchObject({ rebuffers: 0, rebufferSeconds: 0, errors: ['not-available'] });
    expect(tracker.take()).toBeNull();
  });

  it("counts a quick start's startup from its own ask to its own first frame", () => {
    let now = 5_000;
    const tracker = createQoeTracker({ mediaid: 'abc', live: false }, () => now);
    tracker.requested(200);
    tracker.joined(1_400);
    now = 7_000;
    expect(tracker.take()).toMatchObject({ startupSeconds: 1.2, watchSeconds: 2 });
  });

  it('tells no startup for playback that began before it watched', () => {
    let now = 0;
    const tracker = createQoeTracker({ mediaid: 'abc', live: false }, () => now);
    tracker.requested();
    now = 3_000;
    tracker.joined();
    now = 5_000;
    const entry = tracker.take();
    expect(entry).toMatchObject({ watchSeconds: 2 });
    expect(entry).not.toHaveProperty('startupSeconds');
  });
});
