import { describe, expect, it } from 'vitest';
import type { Podcast } from './content';
import {
  parseDuration,
  parseEpisodeSort,
  parsePage,
  parseTitleSort,
  sortEpisodes,
  sortPodcasts,
  truncateWords,
  visibleCount,
  type PodcastEpisode,
} from './podcasts';

const podcast = (title: string): Podcast => ({ id: title, title, slug: title.toLowerCase(), rssUrl: '/x.xml' });
const episode = (title: string, publishedAt?: string): PodcastEpisode => ({ id: title, title, description: '', publishedAt });

describe('sortPodcasts', () => {
  const list = [podcast('inside the Federations'), podcast('Athlete Voices'), podcast('The Aurora Daily'), podcast('Episode 10'), podcast('Episode 9')];
  it.each([
    ['title-asc', ['Athlete Voices', 'Episode 9', 'Episode 10', 'inside the Federations', 'The Aurora Daily']],
    ['title-desc', ['The Aurora Daily', 'inside the Federations', 'Episode 10', 'Episode 9', 'Athlete Voices']],
  ] as const)('%s ignores case and orders numbers naturally', (sort, expected) => {
    expect(sortPodcasts(list, sort).map((p) => p.title)).toEqual(expected);
  });

  it('does not change the input', () => {
    const copy = [...list];
    sortPodcasts(list, 'title-desc');
    expect(list).toEqual(copy);
  });
});

describe('sortEpisodes', () => {
  const episodes = [
    episode('B', '2026-03-02T06:00:00Z'),
    episode('undated'),
    episode('a', '2026-03-01T06:00:00Z'),
    episode('C', '2026-03-03T06:00:00Z'),
  ];
  it.each([
    ['date-asc', ['a', 'B', 'C', 'undated']],
    ['date-desc', ['C', 'B', 'a', 'undated']],
    ['title-asc', ['a', 'B', 'C', 'undated']],
    ['title-desc', ['undated', 'C', 'B', 'a']],
  ] as const)('%s', (sort, expected) => {
    expect(sortEpisodes(episodes, sort).map((e) => e.title)).toEqual(expected);
  });
});

describe('sort parameters', () => {
  it.each([
    [null, 'title-asc'],
    ['title-desc', 'title-desc'],
    ['TITLE-DESC', 'title-asc'],
    ['date-asc', 'title-asc'],
  ])('list sort %s → %s', (raw, expected) => expect(parseTitleSort(raw)).toBe(expected));

  it.each([
    [undefined, 'date-asc'],
    ['date-desc', 'date-desc'],
    ['title-asc', 'title-asc'],
    ['newest', 'date-asc'],
  ])('episode sort %s → %s', (raw, expected) => expect(parseEpisodeSort(raw)).toBe(expected));
});

describe('truncateWords', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');
  it.each([
    ['', 20, ''],
    ['  one   two\nthree ', 20, 'one two three'],
    [words(20), 20, words(20)],
    [words(21), 20, `${words(20)}…`],
    [words(100), 50, `${words(50)}…`],
    [words(100), 80, `${words(80)}…`],
    ['Hello, world, again.', 2, 'Hello, world…'],
  ])('%j to %i words', (text, count, expected) => expect(truncateWords(text, count)).toBe(expected));
});

describe('paging', () => {
  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['100000', 1],
  ])('page %s → %i', (raw, expected) => expect(parsePage(raw)).toBe(expected));

  it.each([
    [0, 1, { shown: 0, hasMore: false }],
    [20, 1, { shown: 20, hasMore: false }],
    [21, 1, { shown: 20, hasMore: true }],
    [45, 2, { shown: 40, hasMore: true }],
    [45, 3, { shown: 45, hasMore: false }],
  ])('%i items, page %i', (total, page, expected) => expect(visibleCount(total, page)).toEqual(expected));
});

describe('parseDuration', () => {
  it.each([
    ['00:42:24', 2544],
    ['1:02:03', 3723],
    ['42:05', 2525],
    ['3723', 3723],
    ['3723.6', 3724],
    [' 5:07 ', 307],
    ['', undefined],
    ['about an hour', undefined],
    ['1:99', undefined],
    [undefined, undefined],
  ])('%j → %s', (raw, expected) => expect(parseDuration(raw)).toBe(expected));
});
