import { describe, expect, it } from 'vitest';
import { filterByGenre, isContentId, playlistGenres, selectedGenre } from './catalog';

const items = [
  { id: 1, genre: 'Drama' },
  { id: 2, genre: 'Documentary, Sport' },
  { id: 3, genre: undefined },
  { id: 4, genre: 'drama' },
  { id: 5, genre: 'Action' },
];

describe('playlist genre filter', () => {
  it('lists each genre once, alphabetically', () => {
    expect(playlistGenres(items)).toEqual(['Action', 'Documentary', 'Drama', 'Sport']);
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['Drama', 'Drama'],
    ['sport', 'Sport'],
    ['<script>', undefined],
    ['Western', undefined],
  ])('?genre=%j selects %j', (raw, expected) => {
    expect(selectedGenre(raw, playlistGenres(items))).toBe(expected);
  });

  it.each([
    [undefined, [1, 2, 3, 4, 5]],
    ['Drama', [1, 4]],
    ['Sport', [2]],
    ['Action', [5]],
  ])('filtering by %j keeps %j', (genre, ids) => {
    expect(filterByGenre(items, genre).map((item) => item.id)).toEqual(ids);
  });
});

describe('isContentId', () => {
  it.each([
    ['aB3kLm9Q', true],
    ['abc_DEF-12', true],
    ['', false],
    ['../etc', false],
    ['a'.repeat(65), false],
    ['has space', false],
  ])('%j → %s', (value, expected) => {
    expect(isContentId(value)).toBe(expected);
  });
});
