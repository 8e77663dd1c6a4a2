import { describe, expect, it } from 'vitest';
import {
  continueWatching,
  favoritesSchema,
  isInProgress,
  resumeProgress,
  saveProgress,
  toggleFavorite,
  watchHistorySchema,
  type Favorite,
  type WatchHistoryEntry,
} from './watch-lists';

const favs = (...ids: string[]): Favorite[] => ids.map((mediaid) => ({ mediaid }));
const manyFavs = (count: number): Favorite[] => Array.from({ length: count }, (_, i) => ({ mediaid: `m${i}` }));

describe('isInProgress', () => {
  it.each([
    [0, false],
    [0.05, false],
    [0.0501, true],
    [0.5, true],
    [0.9499, true],
    [0.95, false],
    [1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (progress, expected) => {
    expect(isInProgress(progress)).toBe(expected);
  });
});

describe('saveProgress', () => {
  const a: WatchHistoryEntry = { mediaid: 'a', progress: 0.3 };
  const b: WatchHistoryEntry = { mediaid: 'b', progress: 0.6 };
  const ep1: WatchHistoryEntry = { mediaid: 'ep1', progress: 0.4, seriesId: 'series1' };

  it.each<[string, WatchHistoryEntry[], WatchHistoryEntry, number | undefined, WatchHistoryEntry[]]>([
    ['adds a new entry at the front', [a], b, undefined, [b, a]],
    ['moves an updated entry to the front', [a, b], { mediaid: 'b', progress: 0.7 }, undefined, [{ mediaid: 'b', progress: 0.7 }, a]],
    [
      'replaces an earlier episode of the same series',
      [a, ep1],
      { mediaid: 'ep2', progress: 0.2, seriesId: 'series1' },
      undefined,
      [{ mediaid: 'ep2', progress: 0.2, seriesId: 'series1' }, a],
    ],
    ['removes the entry when watched to the end', [a, b], { mediaid: 'b', progress: 0.97 }, undefined, [a]],
    ['removes the entry when barely started', [a, b], { mediaid: 'a', progress: 0.01 }, undefined, [b]],
    ['a finished media not in the list changes nothing', [a], { mediaid: 'z', progress: 1 }, undefined, [a]],
    ['non-finite progress is ignored', [a], { mediaid: 'a', progress: Number.NaN }, undefined, [a]],
    ['infinite progress is ignored', [a], { mediaid: 'b', progress: Number.POSITIVE_INFINITY }, undefined, [a]],
    ['cuts the list to the limit, dropping the oldest', [a, b], { mediaid: 'c', progress: 0.5 }, 2, [{ mediaid: 'c', progress: 0.5 }, a]],
    ['entries of other series stay', [ep1], { mediaid: 'x1', progress: 0.5, seriesId: 'series2' }, undefined, [{ mediaid: 'x1', progress: 0.5, seriesId: 'series2' }, ep1]],
  ])('%s', (_label, history, entry, limit, expected) => {
    expect(saveProgress(history, entry, limit)).toEqual(expected);
  });

  it('keeps the default limit of 48', () => {
    const history = Array.from({ length: 48 }, (_, i) => ({ mediaid: `m${i}`, progress: 0.5 }));
    const next = saveProgress(history, { mediaid: 'new', progress: 0.5 });
    expect(next).toHaveLength(48);
    expect(next[0]?.mediaid).toBe('new');
    expect(next.some((entry) => entry.mediaid === 'm47')).toBe(false);
  });

  it('does not change the list it was given', () => {
    const history = [a, b];
    saveProgress(history, { mediaid: 'a', progress: 0.99 });
    expect(history).toEqual([a, b]);
  });
});

describe('continueWatching', () => {
  it.each<[string, WatchHistoryEntry[], WatchHistoryEntry[]]>([
    ['empty history', [], []],
    [
      'only in-progress entries, in saved order',
      [
        { mediaid: 'a', progress: 0.5 },
        { mediaid: 'done', progress: 0.99 },
        { mediaid: 'b', progress: 0.2 },
        { mediaid: 'new', progress: 0.01 },
      ],
      [
        { mediaid: 'a', progress: 0.5 },
        { mediaid: 'b', progress: 0.2 },
      ],
    ],
    [
      'a media listed twice appears once (the most recent)',
      [
        { mediaid: 'a', progress: 0.5 },
        { mediaid: 'a', progress: 0.2 },
      ],
      [{ mediaid: 'a', progress: 0.5 }],
    ],
  ])('%s', (_label, history, expected) => {
    expect(continueWatching(history)).toEqual(expected);
  });

  it('is cut to the limit', () => {
    const history = Array.from({ length: 60 }, (_, i) => ({ mediaid: `m${i}`, progress: 0.5 }));
    expect(continueWatching(history)).toHaveLength(48);
  });
});

describe('resumeProgress', () => {
  const history: WatchHistoryEntry[] = [
    { mediaid: 'a', progress: 0.4 },
    { mediaid: 'done', progress: 0.96 },
  ];
  it.each([
    ['in progress', 'a', 0.4],
    ['finished starts over', 'done', undefined],
    ['unknown starts at the beginning', 'zz', undefined],
  ])('%s', (_label, mediaid, expected) => {
    expect(resumeProgress(history, mediaid)).toBe(expected);
  });
});

describe('toggleFavorite', () => {
  it.each<[string, Favorite[], string, number | undefined, ReturnType<typeof toggleFavorite>]>([
    ['adds at the front', favs('a', 'b'), 'c', undefined, { favorites: favs('c', 'a', 'b'), added: true }],
    ['removes a present item', favs('a', 'b', 'c'), 'b', undefined, { favorites: favs('a', 'c'), added: false }],
    ['adds to an empty list', [], 'a', undefined, { favorites: favs('a'), added: true }],
    ['a full list warns and does not add', favs('a', 'b'), 'c', 2, { favorites: favs('a', 'b'), added: false, warning: 'limit' }],
    ['a full list still removes', favs('a', 'b'), 'a', 2, { favorites: favs('b'), added: false }],
  ])('%s', (_label, favorites, mediaid, limit, expected) => {
    expect(toggleFavorite(favorites, mediaid, limit)).toEqual(expected);
  });

  it('uses the limit of 48 by default', () => {
    expect(toggleFavorite(manyFavs(47), 'x').added).toBe(true);
    expect(toggleFavorite(manyFavs(48), 'x')).toMatchObject({ added: false, warning: 'limit' });
  });
});

describe('stored list schemas', () => {
  it.each([
    ['favorites', favoritesSchema, [{ mediaid: 'a' }], true],
    ['favorites with a numeric id', favoritesSchema, [{ mediaid: 5 }], false],
    ['favorites that are not a list', favoritesSchema, { mediaid: 'a' }, false],
    ['history', watchHistorySchema, [{ mediaid: 'a', progress: 0.5, seriesId: 's' }], true],
    ['history without seriesId', watchHistorySchema, [{ mediaid: 'a', progress: 0.5 }], true],
    ['history with text progress', watchHistorySchema, [{ mediaid: 'a', progress: '0.5' }], false],
    ['history without mediaid', watchHistorySchema, [{ progress: 0.5 }], false],
  ])('%s valid: %s', (_label, schema, value, valid) => {
    expect(schema.safeParse(value).success).toBe(valid);
  });
});
