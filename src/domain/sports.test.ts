import { describe, expect, it } from 'vitest';
import type { MediaItem } from './media';
import { cumulativePage, listableSports, orderSportVideos, otherSports, parsePageParam } from './sports';

const sport = (title: string, slug = title.toLowerCase()) => ({ title, slug });

describe('listableSports', () => {
  it.each([
    ['orders by title', ['Wushu', 'Archery', 'Korfball'], ['Archery', 'Korfball', 'Wushu']],
    ['ignores case and accents', ['ju-jitsu', 'Boules', 'Échecs', 'Dancesport'], ['Boules', 'Dancesport', 'Échecs', 'ju-jitsu']],
    ['excludes Chengdu2025', ['Chengdu2025', 'Archery'], ['Archery']],
    ['excludes it whatever the case and spacing', [' CHENGDU2025 ', 'Korfball'], ['Korfball']],
    ['keeps similar titles', ['Chengdu2025 Highlights', 'Archery'], ['Archery', 'Chengdu2025 Highlights']],
    ['empty', [], []],
  ])('%s', (_name, titles, expected) => {
    expect(listableSports(titles.map((title) => sport(title))).map((s) => s.title)).toEqual(expected);
  });

  it('does not reorder its input', () => {
    const input = [sport('B'), sport('A')];
    listableSports(input);
    expect(input.map((s) => s.title)).toEqual(['B', 'A']);
  });
});

describe('otherSports', () => {
  it('leaves out the current sport and Chengdu2025', () => {
    const sports = [sport('Korfball'), sport('Chengdu2025'), sport('Archery'), sport('Wushu')];
    expect(otherSports(sports, 'korfball').map((s) => s.slug)).toEqual(['archery', 'wushu']);
  });
});

describe('parsePageParam and cumulativePage', () => {
  it.each([
    [null, 5, 1],
    ['', 5, 1],
    ['2', 5, 2],
    ['0', 5, 1],
    ['-3', 5, 1],
    ['2.5', 5, 1],
    ['abc', 5, 1],
    ['99', 5, 5],
    ['3', 0, 1],
  ])('page %j of %i → %i', (raw, max, expected) => {
    expect(parsePageParam(raw, max)).toBe(expected);
  });

  const items = Array.from({ length: 19 }, (_, index) => index);
  it.each([
    [null, 8, 2],
    ['2', 16, 3],
    ['3', 19, undefined],
    ['9', 19, undefined],
  ])('page %j shows %i items, next %j', (raw, count, next) => {
    const paged = cumulativePage(items, raw, 8);
    expect(paged.visible).toHaveLength(count);
    expect(paged.nextPage).toBe(next);
  });

  it('has no Load more for an empty list', () => {
    expect(cumulativePage([], '1', 8)).toEqual({ visible: [], page: 1, nextPage: undefined });
  });
});

type VideoFields = Pick<MediaItem, 'mediaid' | 'scheduledStart' | 'scheduledEnd' | 'eventState' | 'pubdate'>;

describe('orderSportVideos', () => {
  const now = new Date('2026-07-10T12:00:00Z');
  const video = (mediaid: string, fields: Partial<VideoFields> = {}): VideoFields => ({ mediaid, ...fields });
  const liveNow = { scheduledStart: '2026-07-10T11:00:00Z', scheduledEnd: '2026-07-10T13:00:00Z' };

  it.each<[string, VideoFields[], string[]]>([
    [
      'live first, then newest first',
      [
        video('old', { pubdate: Date.parse('2026-07-01T00:00:00Z') / 1000 }),
        video('live', liveNow),
        video('new', { pubdate: Date.parse('2026-07-09T00:00:00Z') / 1000 }),
      ],
      ['live', 'new', 'old'],
    ],
    [
      'scheduled start wins over publication date',
      [
        video('published-late', { pubdate: Date.parse('2026-07-09T00:00:00Z') / 1000 }),
        video('starts-later', { scheduledStart: '2026-07-11T09:00:00Z', scheduledEnd: '2026-07-11T10:00:00Z', pubdate: 0 }),
      ],
      ['starts-later', 'published-late'],
    ],
    [
      'a LIVE_PUBLISHED event counts as live before its start',
      [
        video('vod', { pubdate: Date.parse('2026-07-10T11:59:00Z') / 1000 }),
        video('pre', { eventState: 'LIVE_PUBLISHED', scheduledStart: '2026-07-10T12:30:00Z', scheduledEnd: '2026-07-10T14:00:00Z' }),
      ],
      ['pre', 'vod'],
    ],
    [
      'a finished event is ordered by its start like any video',
      [
        video('finished', { scheduledStart: '2026-07-08T10:00:00Z', scheduledEnd: '2026-07-08T11:00:00Z' }),
        video('recent', { pubdate: Date.parse('2026-07-09T00:00:00Z') / 1000 }),
      ],
      ['recent', 'finished'],
    ],
    ['undated items go last, in input order', [video('a'), video('dated', { pubdate: 1 }), video('b')], ['dated', 'a', 'b']],
    ['duplicates are dropped', [video('x', { pubdate: 5 }), video('y', { pubdate: 9 }), video('x', { pubdate: 5 })], ['y', 'x']],
  ])('%s', (_name, input, expected) => {
    expect(orderSportVideos(input, now).map((item) => item.mediaid)).toEqual(expected);
  });
});
