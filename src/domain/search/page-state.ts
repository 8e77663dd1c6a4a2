import { listValues, type SearchCategory } from './query';

/**
 * The search page's state in its URL (spec 3 §2 Search): the text (`/q/{encoded query}`, or `?query=` from the
 * plain search form), `category` (only reorders the sections), the multi-valued `sport`, `country` and
 * `athlete` filters and `date` (a day). Lenient: unusable values are dropped rather than refused.
 */
export const PAGE_CATEGORIES = ['sport', 'federation', 'athletes', 'vod', 'other'] as const;
export type PageCategory = (typeof PAGE_CATEGORIES)[number];

export interface SearchPageState {
  query: string;
  category?: PageCategory;
  sports: string[];
  countries: string[];
  athletes: string[];
  /** `YYYY-MM-DD`. */
  date?: string;
}

/** Sections in their default order: Media, Sports, Federations, Athletes. */
export const DEFAULT_SECTION_ORDER: readonly SearchCategory[] = ['vod', 'sports', 'federations', 'athletes'];

const SECTION_OF: Record<PageCategory, SearchCategory | undefined> = {
  sport: 'sports',
  federation: 'federations',
  athletes: 'athletes',
  vod: 'vod',
  other: undefined,
};

export function parseSearchPageState(pathQuery: string | undefined, params: URLSearchParams): SearchPageState {
  const text = (pathQuery ?? params.get('query') ?? '').trim().slice(0, 200);
  const category = params.get('category');
  const date = params.get('date')?.trim().slice(0, 10);
  return {
    query: text,
    category: (PAGE_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as PageCategory) : undefined,
    sports: listValues(params, 'sport'),
    countries: listValues(params, 'country'),
    athletes: listValues(params, 'athlete'),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : undefined,
  };
}

/** The chosen category's section first, the others in the default order. */
export function sectionOrder(category: PageCategory | undefined): SearchCategory[] {
  const first = category ? SECTION_OF[category] : undefined;
  return first ? [first, ...DEFAULT_SECTION_ORDER.filter((section) => section !== first)] : [...DEFAULT_SECTION_ORDER];
}

/** The page shows results only when there is something to search for (spec 3 §5). */
export function hasSearchInput(state: SearchPageState): boolean {
  return Boolean(state.query || state.sports.length || state.countries.length || state.athletes.length || state.date);
}

/** The query string of the API call for this state; blank parameters are left out. */
export function apiParams(state: SearchPageState, limit?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.sports.length) params.set('sport', state.sports.join(','));
  if (state.countries.length) params.set('country', state.countries.join(','));
  if (state.athletes.length) params.set('athlete', state.athletes.join(','));
  if (state.date) params.set('date', state.date);
  if (limit !== undefined) params.set('limit', String(limit));
  return params;
}

/** The page's own query string (the text lives in the path). */
export function pageParams(state: SearchPageState): Record<string, string | undefined> {
  return {
    category: state.category,
    sport: state.sports.join(',') || undefined,
    country: state.countries.join(',') || undefined,
    athlete: state.athletes.join(',') || undefined,
    date: state.date,
  };
}
