import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pingQuery, quantileCount, quantilesReached, quantileWatched, reverseDomain } from './jw-ping';

const session = {
  analyticsId: 'a17e8PTFFffxLgpVuA4vVw',
  embedId: 'v7wabv10ynek',
  playId: 'rc55ceo9sozn',
  sequence: 1,
  appVersion: '1.0.0',
  bundleId: 'com.example.tv',
  language: 'en',
};
const media = { mediaid: '9u6OHIO4', title: 'The Perfect Holiday Turkey', durationSeconds: 72.4 };

describe('JW pings: quantiles', () => {
  it("splits by duration as JW's table says", () => {
    expect([10, 29.9, 30, 59, 60, 179, 180, 299, 300, 7200].map(quantileCount)).toEqual([
      1, 1, 4, 4, 8, 8, 16, 16, 32, 32,
    ]);
  });

  it('a 72 s video: 8 quantiles of 9 s; the first ends at the 9th second with pw=16, the second at 18 with 32', () => {
    expect(quantilesReached(8.9, 72, 0)).toEqual([]);
    expect(quantilesReached(9, 72, 0)).toEqual([1]);
    expect(quantilesReached(18.2, 72, 1)).toEqual([2]);
    expect([1, 2, 8].map((q) => quantileWatched(q, 8))).toEqual([16, 32, 128]);
    expect(quantileWatched(3, 32)).toBe(12);
  });

  it('sends every quantile once, in order, however playback jumps forward (a property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 20_000, noNaN: true }), fc.array(fc.double({ min: 0, max: 1, noNaN: true })), (duration, fractions) => {
        let sent = 0;
        const all: number[] = [];
        for (const fraction of [...fractions].sort((a, b) => a - b)) {
          const fresh = quantilesReached(fraction * duration, duration, sent);
          all.push(...fresh);
          sent = fresh.at(-1) ?? sent;
        }
        all.push(...quantilesReached(duration, duration, sent));
        expect(all).toEqual(Array.from({ length: quantileCount(duration) }, (_, i) => i + 1));
      }),
      { seed: 4607, numRuns: 300 },
    );
  });
});

describe('JW pings: the query', () => {
  it('a play carries the session, the app, the device and the media with its duration', () => {
    const query = pingQuery(session, { ...media, feedId: 'ON53iLoH' }, { event: 's' }, 1539132609637);
    expect(Object.fromEntries(query)).toEqual({
      e: 's',
      aid: 'a17e8PTFFffxLgpVuA4vVw',
      sa: '1539132609637',
      emi: 'v7wabv10ynek',
      pli: 'rc55ceo9sozn',
      pss: '1',
      av: '1.0.0',
      bun: 'com.example.tv',
      oos: 'Web',
      sdk: '0',
      olng: 'en',
      id: '9u6OHIO4',
      t: 'The Perfect Holiday Turkey',
      fed: 'ON53iLoH',
      vd: '72',
    });
  });

  it('a quantile says which of how many; a live tick says pw=-1, q=0, ti=20; the viewer only with consent', () => {
    expect(Object.fromEntries(pingQuery(session, media, { event: 't', quantile: 2, quantiles: 8 }, 1))).toMatchObject({ q: '8', pw: '32', vd: '72' });
    const live = Object.fromEntries(pingQuery(session, media, { event: 't', live: true }, 1));
    expect(live).toMatchObject({ pw: '-1', q: '0', ti: '20' });
    expect(live.oaid).toBeUndefined();
    expect(pingQuery({ ...session, userHash: 'f'.repeat(40) }, media, { event: 'e' }, 1).get('oaid')).toBe('f'.repeat(40));
  });

  it('names the app by its host, reversed', () => {
    expect(reverseDomain('tv.example.com')).toBe('com.example.tv');
    expect(reverseDomain('localhost')).toBe('localhost');
  });
});
