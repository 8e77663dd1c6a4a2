import { describe, expect, it, vi } from 'vitest';
import type { AdBreak, AdPlan, LinearAd } from '../../../domain/ads/ad-plan';
import { createAdSession } from './ad-session';

const spot = (id: string, extra: Partial<LinearAd> = {}): LinearAd => ({
  id,
  mediaFile: { url: `/ads/${id}.mp4`, type: 'video/mp4' },
  duration: 6,
  tracking: {
    impression: [`/t/impression?ad=${id}`],
    start: [`/t/start?ad=${id}`],
    firstQuartile: [`/t/q1?ad=${id}`],
    midpoint: [`/t/mid?ad=${id}`],
    thirdQuartile: [`/t/q3?ad=${id}`],
    complete: [`/t/complete?ad=${id}`],
    skip: [`/t/skip?ad=${id}`],
    clickTracking: [`/t/click?ad=${id}&cb=[CACHEBUSTING]`],
    error: [`/t/error?ad=${id}&code=[ERRORCODE]`],
  },
  ...extra,
});

const plan: AdPlan = {
  breaks: [
    { id: 'pre', position: { kind: 'start' }, ads: [spot('p1', { skipOffset: 3 }), spot('p2')] },
    { id: 'mid', position: { kind: 'percent', percent: 50 }, ads: [spot('m1')] },
    { id: 'post', position: { kind: 'end' }, ads: [spot('e1')] },
  ] satisfies AdBreak[],
};

class FakeContent extends EventTarget {
  currentTime = 0;
  paused = true;
  pause = vi.fn(() => {
    this.paused = true;
  });
  play = vi.fn(async () => {
    this.paused = false;
  });
  at(seconds: number) {
    this.currentTime = seconds;
    this.dispatchEvent(new Event('timeupdate'));
  }
}

function setup(extra: Partial<Parameters<typeof createAdSession>[0]> = {}) {
  const sent: string[] = [];
  const session = createAdSession({
    plan,
    duration: 24,
    cueSeconds: [],
    beacon: (url) => void sent.push(url),
    ...extra,
  });
  const events = () => sent.map((url) => url.replace(/^\/t\/(\w+)\?ad=(\w+).*$/, '$1:$2'));
  return { session, sent, events };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ad session', () => {
  it('plays the pre-roll pod in order, reporting impression, start, quartiles and complete', async () => {
    const { session, events } = setup();
    let contentMayStart = false;
    void session.beforeContent().then(() => (contentMayStart = true));
    expect(session.$current.get()).toMatchObject({ ad: { id: 'p1' }, position: 1, count: 2 });

    session.adPlaying();
    session.adTime(1.6, 6);
    session.adTime(4.6, 6);
    session.adEnded();
    await flush();
    expect(session.$current.get()).toMatchObject({ ad: { id: 'p2' }, position: 2, count: 2 });
    expect(contentMayStart).toBe(false);

    session.adPlaying();
    session.adEnded();
    await flush();
    expect(contentMayStart).toBe(true);
    expect(session.$current.get()).toBeNull();
    expect(events()).toEqual([
      'impression:p1',
      'start:p1',
      'q1:p1',
      'mid:p1',
      'q3:p1',
      'complete:p1',
      'impression:p2',
      'start:p2',
      'complete:p2',
    ]);
  });

  it('skips only after the skip offset, and reports the skip', async () => {
    const { session, events } = setup();
    void session.beforeContent();
    session.adPlaying();
    session.adTime(2.5, 6);
    session.skip();
    expect(session.$current.get()?.ad.id).toBe('p1');
    session.adTime(3.1, 6);
    session.skip();
    await flush();
    expect(session.$current.get()?.ad.id).toBe('p2');
    expect(events()).toContain('skip:p1');
    expect(events()).not.toContain('complete:p1');
    // p2 has no skip offset.
    session.adPlaying();
    session.adTime(5, 6);
    session.skip();
    expect(session.$current.get()?.ad.id).toBe('p2');
  });

  it('skips an ad whose file fails, with the VAST error code, and one that never starts', async () => {
    vi.useFakeTimers();
    try {
      const { session, sent } = setup({ startTimeoutMs: 1000 });
      void session.beforeContent();
      session.adFailed(405);
      await vi.advanceTimersByTimeAsync(0);
      expect(session.$current.get()?.ad.id).toBe('p2');
      await vi.advanceTimersByTimeAsync(1000);
      expect(session.$current.get()).toBeNull();
      expect(sent).toEqual(['/t/error?ad=p1&code=405', '/t/error?ad=p2&code=402']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pauses the content for a mid-roll it crosses, then resumes it; each break plays once', async () => {
    const { session } = setup();
    const content = new FakeContent();
    session.watch(content as unknown as HTMLVideoElement);
    content.dispatchEvent(new Event('playing'));
    content.at(11.8);
    expect(session.$current.get()).toBeNull();
    content.at(12.1);
    expect(content.pause).toHaveBeenCalled();
    expect(session.$current.get()?.ad.id).toBe('m1');
    session.adPlaying();
    session.adEnded();
    await flush();
    expect(content.play).toHaveBeenCalled();
    content.at(5);
    content.at(12.5);
    expect(session.$current.get()).toBeNull();
  });

  it('does not count a resume point past a mid-roll as crossing it', () => {
    const { session } = setup();
    const content = new FakeContent();
    session.watch(content as unknown as HTMLVideoElement);
    content.currentTime = 18;
    content.dispatchEvent(new Event('playing'));
    content.at(18.3);
    expect(session.$current.get()).toBeNull();
  });

  it('plays the post-roll after the content', async () => {
    const { session } = setup();
    let done = false;
    void session.afterContent().then(() => (done = true));
    expect(session.$current.get()?.ad.id).toBe('e1');
    session.adPlaying();
    session.adEnded();
    await flush();
    expect(done).toBe(true);
  });

  it('fills macros in click tracking, and reports pause, resume, mute', () => {
    const ad = spot('x1');
    ad.tracking = { ...ad.tracking, pause: ['/t/pause?ad=x1'], resume: ['/t/resume?ad=x1'], mute: ['/t/mute?ad=x1'] };
    const { session, sent } = setup({ plan: { breaks: [{ id: 'pre', position: { kind: 'start' }, ads: [ad] }] } });
    void session.beforeContent();
    session.adPlaying();
    session.clickThrough();
    session.adPaused();
    session.adPaused();
    session.adPlaying();
    session.adVolume(true);
    expect(sent[2]).toMatch(/^\/t\/click\?ad=x1&cb=\d{8}$/);
    expect(sent.slice(3)).toEqual(['/t/pause?ad=x1', '/t/resume?ad=x1', '/t/mute?ad=x1']);
  });

  it('stops the break in progress when cancelled', async () => {
    const { session } = setup();
    let done = false;
    void session.beforeContent().then(() => (done = true));
    session.cancel();
    await flush();
    expect(done).toBe(true);
    expect(session.$current.get()).toBeNull();
  });
});
