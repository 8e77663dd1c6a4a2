import { describe, expect, it } from 'vitest';
import { adjacentSwaps, buildSearchIndex, type SearchEntry } from './index';
import { parseSearchQuery, type SearchQuery } from './query';

const athlete = (name: string, sport: string, country: [string, string]): SearchEntry<string> => ({
  kind: 'athletes',
  key: name,
  title: name,
  keywords: [sport, country[1]],
  facets: { sports: [sport], countries: country, athletes: [name] },
  payload: name,
});

const entries: SearchEntry<string>[] = [
  athlete('Aino Mäkinen', 'Orienteering', ['FIN', 'Finland']),
  athlete('Emilija Vasiliauskaitė', 'Archery', ['LTU', 'Lithuania']),
  athlete('Álvaro Navarro', 'Korfball', ['ESP', 'Spain']),
  athlete('Hannah Fischer', 'Archery', ['GER', 'Germany']),
  athlete('Hannah Wagner', 'Korfball', ['AUT', 'Austria']),
  athlete('Søren Østergaard', 'Korfball', ['DEN', 'Denmark']),
  athlete('Adéla Černá', 'Orienteering', ['CZE', 'Czechia']),
  athlete('Sara Reno', 'Orienteering', ['ITA', 'Italy']),
  {
    kind: 'sports',
    key: 'archery',
    title: 'Archery',
    keywords: ['ARC', 'Recurve', 'Compound'],
    facets: { sports: ['archery', 'Archery'], disciplines: ['Recurve', 'Compound'] },
    payload: 'Archery',
  },
  {
    kind: 'sports',
    key: 'korfball',
    title: 'Korfball',
    keywords: ['KOR'],
    facets: { sports: ['korfball', 'Korfball'] },
    payload: 'Korfball',
  },
  {
    kind: 'federations',
    key: 'iau',
    title: 'International Archery Union',
    keywords: ['IAU', 'Archery'],
    facets: { sports: ['archery'] },
    payload: 'International Archery Union',
  },
  {
    kind: 'vod',
    key: 'v1',
    title: 'The Last Lighthouse',
    keywords: ['drama', 'island'],
    description: 'On a storm-beaten island, the last keeper of a lighthouse has one season left.',
    facets: { dates: [Date.UTC(2026, 0, 10, 12)] },
    payload: 'The Last Lighthouse',
  },
  {
    kind: 'vod',
    key: 'v2',
    title: 'Archery: Recurve Finals Highlights',
    keywords: ['highlights', 'archery'],
    facets: { sports: ['archery'], athletes: ['Hannah Fischer'], disciplines: ['recurve', 'finals'], dates: [Date.UTC(2026, 6, 14, 9)] },
    payload: 'Archery: Recurve Finals Highlights',
  },
  {
    kind: 'vod',
    key: 'v3',
    title: 'Korfball Semi-final: Netherlands vs Belgium',
    keywords: ['live-event', 'korfball'],
    facets: { sports: ['korfball'], dates: [Date.UTC(2026, 6, 14, 18)] },
    payload: 'Korfball Semi-final: Netherlands vs Belgium',
  },
];

const index = await buildSearchIndex(entries);

function query(search: string): SearchQuery {
  const parsed = parseSearchQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

describe('search index: text', () => {
  it.each<[string, string, string[]]>([
    ['exact name', 'q=Aino Mäkinen', ['Aino Mäkinen']],
    ['without accents', 'q=aino makinen', ['Aino Mäkinen']],
    ['upper case', 'q=MAKINEN', ['Aino Mäkinen']],
    ['misspelled surname', 'q=Makinnen', ['Aino Mäkinen']],
    ['a letter missing', 'q=Vasiliauskate', ['Emilija Vasiliauskaitė']],
    ['two typos in a long name', 'q=Wasiliauskait', ['Emilija Vasiliauskaitė']],
    ['accented query, plain name', 'q=Hánnah Físcher', ['Hannah Fischer']],
    ['letters Unicode does not decompose', 'q=soren ostergaard', ['Søren Østergaard']],
    ['prefix while typing', 'q=alv', ['Álvaro Navarro']],
    ['first name shared: both, ranked', 'q=hannah', ['Hannah Fischer', 'Hannah Wagner']],
  ])('%s: %s', (_name, search, expected) => {
    expect(index.search(query(search)).athletes.items.sort()).toEqual(expected.sort());
  });

  // Typos by word length: an adjacent swap is one typo, like a wrong, missing or extra letter (none below 4
  // letters, one up to 7, two from 8).
  it.each<[string, string, string[]]>([
    ['3 letters, swapped: too short for typos', 'q=aon', []],
    ['4 letters, swapped', 'q=Aion', ['Aino Mäkinen']],
    ['4 letters, two swaps: too many', 'q=iaon', []],
    ['5 letters, swapped', 'q=cenra', ['Adéla Černá']],
    ['5 letters, one wrong letter', 'q=cerma', ['Adéla Černá']],
    ['5 letters, swap and wrong letter: too many', 'q=cemra', []],
    ['6 letters, swapped at the end', 'q=hannha', ['Hannah Fischer', 'Hannah Wagner']],
    ['7 letters, swapped', 'q=Mäknien', ['Aino Mäkinen']],
    ['7 letters, first letters swapped', 'q=lAvaro', ['Álvaro Navarro']],
    ['8+ letters, a swap and a wrong letter', 'q=Ostregaart', ['Søren Østergaard']],
    ['8+ letters, two swaps', 'q=Fsicehr', []],
    ['two words, one swapped', 'q=adela cenra', ['Adéla Černá']],
    ['precision: a swap does not open up unrelated names', 'q=reno', ['Sara Reno']],
  ])('%s: %s', (_name, search, expected) => {
    expect(index.search(query(search)).athletes.items.sort()).toEqual(expected.sort());
  });

  it('lists every adjacent swap once', () => {
    expect(adjacentSwaps('cenra')).toEqual(['ecnra', 'cnera', 'cerna', 'cenar']);
    expect(adjacentSwaps('aab')).toEqual(['aba']);
  });

  it.each<[string, string, string, string[]]>([
    ['single word', 'q=lighthouse', 'vod', ['The Last Lighthouse']],
    ['multi-word: every word must match', 'q=last lighthouse', 'vod', ['The Last Lighthouse']],
    ['multi-word across title and description', 'q=lighthouse storm', 'vod', ['The Last Lighthouse']],
    ['misspelled word', 'q=lighthose', 'vod', ['The Last Lighthouse']],
    ['a federation by abbreviation', 'q=IAU', 'federations', ['International Archery Union']],
    ['a sport by discipline word', 'q=recurve', 'sports', ['Archery']],
    ['nothing for gibberish', 'q=zzqxw', 'vod', []],
  ])('%s: %s', (_name, search, category, expected) => {
    const results = index.search(query(search));
    expect(results[category as keyof typeof results].items).toEqual(expected);
  });

  it('ranks a title match above a keyword match', () => {
    const results = index.search(query('q=archery'));
    expect(results.sports.items[0]).toBe('Archery');
    expect(results.athletes.items).toEqual(expect.arrayContaining(['Hannah Fischer', 'Emilija Vasiliauskaitė']));
    expect(results.vod.items[0]).toBe('Archery: Recurve Finals Highlights');
  });

  it('counts every match but returns at most `limit` per category', () => {
    const results = index.search(query('q=korfball&limit=1'));
    expect(results.athletes.total).toBe(3);
    expect(results.athletes.items).toHaveLength(1);
  });
});

describe('search index: filters', () => {
  it.each<[string, string, Partial<Record<'athletes' | 'sports' | 'federations' | 'vod', string[]>>]>([
    [
      'sport narrows every category',
      'sport=archery',
      {
        athletes: ['Emilija Vasiliauskaitė', 'Hannah Fischer'],
        sports: ['Archery'],
        federations: ['International Archery Union'],
        vod: ['Archery: Recurve Finals Highlights'],
      },
    ],
    ['sport by title, any case', 'sport=KORFBALL&type=sports', { sports: ['Korfball'] }],
    ['country answers athletes only', 'country=Finland', { athletes: ['Aino Mäkinen'], sports: [], vod: [] }],
    ['country by code', 'country=esp', { athletes: ['Álvaro Navarro'] }],
    ['several countries', 'country=FIN,ESP', { athletes: ['Aino Mäkinen', 'Álvaro Navarro'] }],
    ['athlete: the athlete and their videos', 'athlete=Hannah Fischer', { athletes: ['Hannah Fischer'], vod: ['Archery: Recurve Finals Highlights'], sports: [] }],
    ['discipline: sports and videos', 'discipline=recurve', { sports: ['Archery'], vod: ['Archery: Recurve Finals Highlights'], athletes: [] }],
    ['date: the videos of that day', 'date=2026-07-14', { vod: ['Archery: Recurve Finals Highlights', 'Korfball Semi-final: Netherlands vs Belgium'], athletes: [] }],
    ['text and filter together', 'q=hannah&sport=korfball', { athletes: ['Hannah Wagner'] }],
    ['type keeps only the asked categories', 'q=archery&type=federations', { federations: ['International Archery Union'], sports: [], athletes: [], vod: [] }],
  ])('%s: %s', (_name, search, expected) => {
    const results = index.search(query(search));
    for (const [category, items] of Object.entries(expected)) {
      expect(results[category as keyof typeof results].items.sort(), category).toEqual(items.sort());
    }
  });

  it('without text lists matches by title', () => {
    expect(index.search(query('sport=korfball&type=athletes')).athletes.items).toEqual([
      'Álvaro Navarro',
      'Hannah Wagner',
      'Søren Østergaard',
    ]);
  });
});
