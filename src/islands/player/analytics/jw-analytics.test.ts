import { describe, expect, it } from 'vitest';
import { analyticsConsented, trackJwAnalytics, userHashOf, type JwTrackerOptions } from './jw-analytics';

/** A `<video>` as the tracker sees it: events, a position and a duration. */
function fakeVideo(duration: number) {
  const target = new EventTarget() as EventTarget & { currentTime: number; duration: number };
  target.currentTime = 0;
  target.duration = duration;
  return target;
}

function setup(duration: number, live = false) {
  const video = fakeVideo(duration);
  const sent: URLSearchParams[] = [];
  let consent = true;
  const options: JwTrackerOptions = {
    page: { analyticsId: 'a17e8PTFFffxLgpVuA4vVw', pingUrl: 'https://pings.test/v1/jwplayer6/ping.gif' },
    media: { mediaid: 'NW52o2Ew', title: 'Archery final', durationSeconds: duration, live },
    send: (url) => sent.push(new URL(url).searchParams),
    consented: () => consent,
    now: () => 1_700_000_000_000,
    userHash: () => undefined,
    language: 'en',
    host: 'tv.example.com',
  };
  const stop = trackJwAnalytics(video as unknown as HTMLVideoElement, options);
  const at = (seconds: number) => {
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  };
  const events = () => sent.map((query) => [query.get('e'), query.get('pw')]);
  return { video, sent, at, events, stop, decline: () => (consent = false) };
}

describe('JW analytics from the player', () => {
  it('a 72 s film: setup, play, then each of its 8 quantiles once as they are crossed, and seeks', () => {
    const { video, at, events, sent } = setup(72);
    video.dispatchEvent(new Event('playing'));
    for (let second = 0; second <= 20; second += 0.25) at(second);
    video.dispatchEvent(new Event('seeked'));
    at(72);
    expect(events()).toEqual([
      ['e', null],
      ['s', null],
      ['t', '16'],
      ['t', '32'],
      ['vs', null],
      ...[48, 64, 80, 96, 112, 128].map((pw) => ['t', String(pw)]),
    ]);
    expect(sent[1]!.get('vd')).toBe('72');
    expect(new Set(sent.map((query) => query.get('pli'))).size).toBe(1);
    expect(sent[0]!.get('bun')).toBe('com.example.tv');
  });

  it('a live channel: a tick every 20 s of playback, a jump not counted as watched', () => {
    const { video, at, events } = setup(Number.POSITIVE_INFINITY, true);
    video.dispatchEvent(new Event('playing'));
    for (let second = 0; second <= 41; second += 0.5) at(1_000 + second);
    at(5_000);
    expect(events()).toEqual([
      ['e', null],
      ['s', null],
      ['t', '-1'],
      ['t', '-1'],
    ]);
  });

  it('sends nothing once the viewer declines analytics, and nothing after it stops', () => {
    const first = setup(72);
    first.decline();
    first.video.dispatchEvent(new Event('playing'));
    expect(first.events()).toEqual([['e', null]]);
    const second = setup(72);
    second.stop();
    second.video.dispatchEvent(new Event('playing'));
    expect(second.events()).toEqual([['e', null]]);
  });
});

describe('consent and the user hash', () => {
  it('reads the analytics choice from the consent cookie', () => {
    expect(analyticsConsented('')).toBe(false);
    expect(analyticsConsented('theme=dark; cookies.consent=declined')).toBe(false);
    expect(analyticsConsented('cookies.consent=marketing')).toBe(false);
    expect(analyticsConsented('theme=dark; cookies.consent=analytics')).toBe(true);
    expect(analyticsConsented('cookies.consent=accepted')).toBe(true);
  });

  it("hashes the viewer's id to 40 hex characters", async () => {
    expect(await userHashOf('user-1')).toMatch(/^[0-9a-f]{40}$/);
  });
});
