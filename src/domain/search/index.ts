import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { foldText } from './fold';
import { SEARCH_CATEGORIES, type SearchCategory, type SearchQuery } from './query';

/**
 * The search index over CMS documents and media (spec 3 §2 Search): MiniSearch (BM25 ranking) with prefix and
 * typo-tolerant matching on accent-folded terms. Pure and synchronous: the server builds it from the ports'
 * data and keeps it until the content changes.
 *
 * Filters (`sport`, `country`, `athlete`, `discipline`, `date`) narrow the categories they apply to and empty
 * the others: a country filter answers athletes, a date filter answers media, and so on (see `APPLIES_TO`).
 */
export interface SearchFacets {
  /** Slugs and titles of the sports an entry belongs to. */
  sports?: string[];
  /** Codes and names of countries. */
  countries?: string[];
  /** Slugs and names of athletes (an athlete itself, or the athletes a video features). */
  athletes?: string[];
  /** Disciplines (a sport's clusters; a video's tags and title words). */
  disciplines?: string[];
  /** Epoch ms instants the entry happens at (scheduled start or publication). */
  dates?: number[];
}

export interface SearchEntry<T> {
  kind: SearchCategory;
  /** Unique within its kind. */
  key: string;
  title: string;
  /** Secondary names: sport, country, abbreviation, tags, genre. */
  keywords: string[];
  description?: string;
  facets: SearchFacets;
  payload: T;
}

export type SearchResults<T> = Record<SearchCategory, { items: T[]; total: number }>;

export interface SearchIndex<T> {
  readonly size: number;
  search(query: SearchQuery): SearchResults<T>;
}

type Filter = 'sports' | 'countries' | 'athletes' | 'disciplines' | 'dates';

const APPLIES_TO: Record<Filter, readonly SearchCategory[]> = {
  sports: ['athletes', 'sports', 'federations', 'vod'],
  countries: ['athletes'],
  athletes: ['athletes', 'vod'],
  disciplines: ['sports', 'vod'],
  dates: ['vod'],
};

const DAY_MS = 86_400_000;

const tokenize = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Typos a term may carry: none below 4 letters, one up to 7, two from 8. */
const typosAllowed = (term: string): number => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

const searchOptions: SearchOptions = {
  boost: { title: 3, keywords: 1.5, description: 0.5 },
  combineWith: 'AND',
  // As-you-type: every term may be the start of a word; longer terms may also carry typos.
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => typosAllowed(term) || false,
};

/** The term with two neighbouring letters swapped, each way it can be ("cenra" → "ecnra", "cnera", "cerna", …). */
export function adjacentSwaps(term: string): string[] {
  const letters = [...term];
  const swaps = new Set<string>();
  for (let index = 0; index + 1 < letters.length; index += 1) {
    if (letters[index] === letters[index + 1]) continue;
    const swapped = [...letters];
    [swapped[index], swapped[index + 1]] = [letters[index + 1]!, letters[index]!];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

/**
 * MiniSearch's fuzzy match is the Levenshtein distance, where swapping two neighbouring letters costs two edits.
 * People count it as one slip, so each term matches as typed (with its typo allowance) or with one adjacent swap
 * undone (with what is left of the allowance); every term must match, as before.
 */
function typoTolerantQuery(text: string): Query {
  const terms = tokenize(text).map(foldText);
  return {
    combineWith: 'AND',
    queries: terms.map((term) => {
      const allowed = typosAllowed(term);
      if (allowed === 0) return term;
      return {
        combineWith: 'OR',
        queries: [term, { combineWith: 'OR', queries: adjacentSwaps(term), fuzzy: allowed - 1 || false }],
      };
    }),
  };
}

interface Stored<T> {
  entry: SearchEntry<T>;
  facets: Record<Filter, Set<string | number>>;
}

function facetSets(facets: SearchFacets): Stored<unknown>['facets'] {
  const folded = (values: string[] | undefined) => new Set((values ?? []).map((value) => foldText(value.trim())));
  return {
    sports: folded(facets.sports),
    countries: folded(facets.countries),
    athletes: folded(facets.athletes),
    disciplines: folded(facets.disciplines),
    dates: new Set(facets.dates ?? []),
  };
}

function filtersOf(query: SearchQuery): Array<{ filter: Filter; values: Array<string | number> }> {
  const active: Array<{ filter: Filter; values: Array<string | number> }> = [];
  const add = (filter: Filter, values: string[]) => {
    if (values.length > 0) active.push({ filter, values: values.map(foldText) });
  };
  add('sports', query.sports);
  add('countries', query.countries);
  add('athletes', query.athletes);
  add('disciplines', query.disciplines);
  if (query.date !== undefined) active.push({ filter: 'dates', values: [query.date] });
  return active;
}

function matchesFilter(stored: Stored<unknown>, filter: Filter, values: Array<string | number>): boolean {
  if (!APPLIES_TO[filter].includes(stored.entry.kind)) return false;
  const own = stored.facets[filter];
  if (filter === 'dates') {
    const start = values[0] as number;
    return [...own].some((instant) => (instant as number) >= start && (instant as number) < start + DAY_MS);
  }
  return values.some((value) => own.has(value));
}

const byTitle = (a: { entry: { title: string } }, b: { entry: { title: string } }) =>
  a.entry.title.localeCompare(b.entry.title, 'en', { sensitivity: 'base' });

/**
 * Builds the index. Indexing yields to the event loop between chunks, so a rebuild of a large catalog on a server
 * does not hold up the requests it is serving meanwhile.
 */
export async function buildSearchIndex<T>(entries: readonly SearchEntry<T>[]): Promise<SearchIndex<T>> {
  const stored = new Map<string, Stored<T>>();
  const mini = new MiniSearch<{ id: string; title: string; keywords: string; description: string }>({
    fields: ['title', 'keywords', 'description'],
    tokenize,
    processTerm: (term) => foldText(term),
    searchOptions,
  });
  const documents = [];
  for (const entry of entries) {
    const id = `${entry.kind}:${entry.key}`;
    if (stored.has(id)) continue;
    stored.set(id, { entry, facets: facetSets(entry.facets) as Stored<T>['facets'] });
    documents.push({ id, title: entry.title, keywords: entry.keywords.join(' '), description: entry.description ?? '' });
  }
  await mini.addAllAsync(documents, { chunkSize: 500 });

  return {
    size: stored.size,
    search(query) {
      const filters = filtersOf(query);
      const wanted = new Set(query.types);
      const accept = (item: Stored<T>) =>
        wanted.has(item.entry.kind) && filters.every(({ filter, values }) => matchesFilter(item, filter, values));

      const ranked: Stored<T>[] = [];
      if (query.text) {
        for (const hit of mini.search(typoTolerantQuery(query.text))) {
          const item = stored.get(hit.id as string);
          if (item && accept(item)) ranked.push(item);
        }
      } else {
        ranked.push(...[...stored.values()].filter(accept).sort(byTitle));
      }

      const results = Object.fromEntries(
        SEARCH_CATEGORIES.map((category) => [category, { items: [] as T[], total: 0 }]),
      ) as SearchResults<T>;
      for (const item of ranked) {
        const bucket = results[item.entry.kind];
        bucket.total += 1;
        if (bucket.items.length < query.limit) bucket.items.push(item.entry.payload);
      }
      return results;
    },
  };
}
