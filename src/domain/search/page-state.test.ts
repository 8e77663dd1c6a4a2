import { describe, expect, it } from 'vitest';
import { apiParams, hasSearchInput, pageParams, parseSearchPageState, sectionOrder } from './page-state';

describe('parseSearchPageState', () => {
  it('reads the text from the path, the filters from the query', () => {
    const state = parseSearchPageState('aino', new URLSearchParams('category=athletes&sport=Archery,Korfball&country=Finland&date=2026-07-14'));
    expect(state).toEqual({
      query: 'aino',
      category: 'athletes',
      sports: ['Archery', 'Korfball'],
      countries: ['Finland'],
      athletes: [],
      date: '2026-07-14',
    });
  });

  it.each<[string | undefined, string, Record<string, unknown>]>([
    [undefined, 'query=%20lighthouse%20', { query: 'lighthouse' }],
    [undefined, 'category=music', { category: undefined }],
    [undefined, 'date=soon', { date: undefined }],
    [undefined, 'date=2026-02-31T00:00', { date: '2026-02-31' }],
    ['', '', { query: '', sports: [] }],
  ])('path %j, query %j', (path, search, expected) => {
    expect(parseSearchPageState(path, new URLSearchParams(search))).toMatchObject(expected);
  });
});

describe('sectionOrder', () => {
  it.each<[Parameters<typeof sectionOrder>[0], string[]]>([
    [undefined, ['vod', 'sports', 'federations', 'athletes']],
    ['other', ['vod', 'sports', 'federations', 'athletes']],
    ['athletes', ['athletes', 'vod', 'sports', 'federations']],
    ['sport', ['sports', 'vod', 'federations', 'athletes']],
    ['federation', ['federations', 'vod', 'sports', 'athletes']],
  ])('%s → %j', (category, order) => expect(sectionOrder(category)).toEqual(order));
});

describe('API and page parameters', () => {
  const state = parseSearchPageState('x', new URLSearchParams('sport=A,B&athlete=Aino M&category=vod'));
  it('builds the API query with blank parameters left out', () => {
    expect(apiParams(state, 500).toString()).toBe('q=x&sport=A%2CB&athlete=Aino+M&limit=500');
    expect(hasSearchInput(parseSearchPageState('', new URLSearchParams('')))).toBe(false);
    expect(hasSearchInput(parseSearchPageState('', new URLSearchParams('country=FIN')))).toBe(true);
  });
  it('keeps the filters and the category in the page URL', () => {
    expect(pageParams(state)).toEqual({ category: 'vod', sport: 'A,B', country: undefined, athlete: 'Aino M', date: undefined });
  });
});
