import { describe, expect, it } from 'vitest';
import {
  ALL,
  MAX_PAGE,
  athleteFilterQuery,
  filterAthletes,
  filterFederations,
  loadMoreSlice,
  newestFirst,
  otherFederations,
  parsePage,
  selectedFilter,
  sortedOptions,
} from './people';

describe('selectedFilter', () => {
  it.each([
    [null, ALL],
    [undefined, ALL],
    ['', ALL],
    ['all', ALL],
    ['archery', 'archery'],
    [' archery ', 'archery'],
    ['BRA', 'BRA'],
    ['curling', 'curling'],
    ['<script>', ALL],
    ['a b', ALL],
    ['-lead', ALL],
    ['x'.repeat(65), ALL],
  ])('%j → %s', (raw, expected) => {
    expect(selectedFilter(raw)).toBe(expected);
  });
});

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['9999', MAX_PAGE],
    ['99999', 1],
  ])('%j → %d', (raw, expected) => {
    expect(parsePage(raw)).toBe(expected);
  });
});

describe('loadMoreSlice', () => {
  const items = Array.from({ length: 45 }, (_, index) => index);
  it.each([
    [1, 20, 2],
    [2, 40, 3],
    [3, 45, undefined],
    [4, 45, undefined],
  ])('page %d shows %d items, next page %j', (page, shown, next) => {
    const slice = loadMoreSlice(items, page);
    expect(slice.items).toHaveLength(shown);
    expect(slice.items[0]).toBe(0);
    expect(slice.total).toBe(45);
    expect(slice.nextPage).toBe(next);
  });

  it('has no next page when exactly one page is full', () => {
    expect(loadMoreSlice(items.slice(0, 20), 1).nextPage).toBeUndefined();
  });

  it('offers no page past the limit', () => {
    expect(loadMoreSlice(Array.from({ length: 2000 }, () => 0), MAX_PAGE, 20).nextPage).toBeUndefined();
  });
});

describe('sortedOptions', () => {
  it('sorts by label ignoring case and accents and drops duplicate values', () => {
    const options = sortedOptions([
      { value: 'judo', label: 'judo' },
      { value: 'esc', label: 'Escalade' },
      { value: 'arch', label: 'Archery' },
      { value: 'eq', label: 'Équitation' },
      { value: 'judo', label: 'Judo again' },
    ]);
    expect(options.map((option) => option.value)).toEqual(['arch', 'eq', 'esc', 'judo']);
    expect(options.find((option) => option.value === 'judo')?.label).toBe('judo');
  });
});

describe('filterFederations', () => {
  const federations = [
    { slug: 'a', sports: [{ slug: 'archery' }] },
    { slug: 'b', sports: [{ slug: 'judo' }, { slug: 'archery' }] },
    { slug: 'c', sports: [] },
  ];
  it.each([
    [ALL, ['a', 'b', 'c']],
    ['archery', ['a', 'b']],
    ['judo', ['b']],
    ['karate', []],
  ])('sport %s → %j', (sport, expected) => {
    expect(filterFederations(federations, sport).map((item) => item.slug)).toEqual(expected);
  });
});

describe('filterAthletes', () => {
  const athletes = [
    { slug: 'ana', sport: { slug: 'archery' }, country: { code: 'BRA' } },
    { slug: 'ben', sport: { slug: 'judo' }, country: { code: 'BRA' } },
    { slug: 'cho', sport: { slug: 'archery' }, country: { code: 'KOR' } },
    { slug: 'dee' },
  ];
  it.each([
    [{ sport: ALL, country: ALL }, ['ana', 'ben', 'cho', 'dee']],
    [{ sport: 'archery', country: ALL }, ['ana', 'cho']],
    [{ sport: ALL, country: 'BRA' }, ['ana', 'ben']],
    [{ sport: 'archery', country: 'KOR' }, ['cho']],
    [{ sport: 'judo', country: 'KOR' }, []],
  ])('%j → %j', (filters, expected) => {
    expect(filterAthletes(athletes, filters).map((athlete) => athlete.slug)).toEqual(expected);
  });
});

describe('athleteFilterQuery', () => {
  it.each([
    [{ sport: ALL, country: ALL }, ''],
    [{ sport: 'archery', country: ALL }, '?sport=archery'],
    [{ sport: ALL, country: 'BRA' }, '?country=BRA'],
    [{ sport: 'beach volleyball', country: 'BRA' }, '?sport=beach+volleyball&country=BRA'],
  ])('%j → %s', (filters, expected) => {
    expect(athleteFilterQuery(filters)).toBe(expected);
  });
});

describe('newestFirst', () => {
  it('orders by publication date, newest first, undated last in their original order', () => {
    const items = [
      { id: 'old', pubdate: 100 },
      { id: 'undated-1' },
      { id: 'new', pubdate: 300 },
      { id: 'undated-2' },
      { id: 'mid', pubdate: 200 },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['new', 'mid', 'old', 'undated-1', 'undated-2']);
  });
});

describe('otherFederations', () => {
  const all = [
    { slug: 'a', sports: [{ slug: 'judo' }] },
    { slug: 'b', sports: [{ slug: 'archery' }] },
    { slug: 'c', sports: [{ slug: 'archery' }, { slug: 'judo' }] },
    { slug: 'd', sports: [] },
  ];
  it('leaves the federation out and puts those sharing a sport first', () => {
    const current = all[1];
    if (!current) throw new Error('fixture');
    expect(otherFederations(all, current).map((item) => item.slug)).toEqual(['c', 'a', 'd']);
  });
});
