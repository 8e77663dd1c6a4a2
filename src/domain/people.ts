/**
 * Listing rules for the federations and athletes pages (spec 3 §2): filter values from the query string,
 * filtering, "Load more" paging, and ordering of the related lists. Pure: no I/O.
 */

/** The query-string value that means "no filter". */
export const ALL = 'all';
export const PEOPLE_PAGE_SIZE = 20;
/** Upper bound on `?page=` so a crafted URL cannot ask for an unbounded page. */
export const MAX_PAGE = 50;

export interface Option {
  value: string;
  label: string;
}

/**
 * A filter value from the query string: absent, empty or `all` means no filter; a value shaped like a slug or
 * code is kept even when nothing matches it (the page then says nothing was found); anything else is `all`.
 */
export function selectedFilter(raw: string | null | undefined): string {
  const value = raw?.trim();
  return value && /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/.test(value) ? value : ALL;
}

/** `?page=N` as a whole number from 1 to MAX_PAGE; anything else is page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_PAGE);
}

export interface PageSlice<T> {
  items: T[];
  total: number;
  /** The page to link "Load more" to, when more items remain. */
  nextPage?: number;
}

/** The first `page * pageSize` items ("Load more" shows the next page below the ones already seen). */
export function loadMoreSlice<T>(items: readonly T[], page: number, pageSize = PEOPLE_PAGE_SIZE): PageSlice<T> {
  const shown = items.slice(0, page * pageSize);
  const more = items.length > shown.length && page < MAX_PAGE;
  return { items: shown, total: items.length, nextPage: more ? page + 1 : undefined };
}

/** Options sorted by label (case- and accent-insensitive), duplicates by value dropped. */
export function sortedOptions(options: readonly Option[]): Option[] {
  const unique = new Map<string, Option>();
  for (const option of options) if (!unique.has(option.value)) unique.set(option.value, option);
  return [...unique.values()].sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

interface WithSports {
  sports: { slug: string }[];
}

export function filterFederations<T extends WithSports>(federations: readonly T[], sport: string): T[] {
  return sport === ALL ? [...federations] : federations.filter((item) => item.sports.some((s) => s.slug === sport));
}

interface AthleteFields {
  sport?: { slug: string };
  country?: { code: string };
}

export interface AthleteFilters {
  sport: string;
  country: string;
}

export function filterAthletes<T extends AthleteFields>(athletes: readonly T[], filters: AthleteFilters): T[] {
  return athletes.filter(
    (athlete) =>
      (filters.sport === ALL || athlete.sport?.slug === filters.sport) &&
      (filters.country === ALL || athlete.country?.code === filters.country),
  );
}

/** The query string carrying the athlete filters, leaving out the ones set to `all` ('' when none). */
export function athleteFilterQuery(filters: AthleteFilters): string {
  const params = new URLSearchParams();
  if (filters.sport !== ALL) params.set('sport', filters.sport);
  if (filters.country !== ALL) params.set('country', filters.country);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Newest first by publication date; items without a date go last, keeping their order. */
export function newestFirst<T extends { pubdate?: number }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.pubdate ?? -Infinity) - (a.item.pubdate ?? -Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The other federations for a federation's carousel: those sharing one of its sports first, then the rest,
 * each group in the given order; the federation itself left out.
 */
export function otherFederations<T extends WithSports & { slug: string }>(all: readonly T[], current: T): T[] {
  const sports = new Set(current.sports.map((sport) => sport.slug));
  const others = all.filter((item) => item.slug !== current.slug);
  const related = others.filter((item) => item.sports.some((sport) => sports.has(sport.slug)));
  return [...related, ...others.filter((item) => !related.includes(item))];
}
