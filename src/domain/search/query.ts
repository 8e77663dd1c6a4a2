import { z } from 'zod';

/**
 * The search API's query string (`GET /api/search`, spec 3 §7): optional `q`, `type`, `date`, `sport`,
 * `discipline`, `country`, `athlete`, plus `limit`. Blank parameters are ignored; the search runs only when at
 * least one is left (spec 3 §5). Multi-valued filters are comma lists (a repeated parameter counts too).
 */
export const SEARCH_CATEGORIES = ['athletes', 'sports', 'federations', 'vod'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** Per category; the search page asks for more, the header panel for fewer. */
export const DEFAULT_RESULT_LIMIT = 20;
export const MAX_RESULT_LIMIT = 500;
const MAX_QUERY_LENGTH = 200;
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 100;

export interface SearchQuery {
  /** The text, trimmed; '' when only filters are given. */
  text: string;
  /** Categories to answer; all when none was asked for. */
  types: SearchCategory[];
  /** Start of the day to match (the day is the 24 hours from here). */
  date?: number;
  sports: string[];
  disciplines: string[];
  countries: string[];
  athletes: string[];
  /** Most results returned per category. */
  limit: number;
}

export type SearchQueryResult =
  | { ok: true; query: SearchQuery }
  | { ok: false; field: string; message: string };

const list = (name: string) =>
  z
    .array(
      z
        .string()
        .max(MAX_VALUE_LENGTH, { error: `each ${name} value may have at most ${MAX_VALUE_LENGTH} characters` }),
    )
    .max(MAX_VALUES, { error: `${name} may list at most ${MAX_VALUES} values` });

const dateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })], {
  error: 'date must be an ISO date (2026-07-14) or date-time (2026-07-14T00:00:00Z)',
});

const schema = z.object({
  q: z.string().max(MAX_QUERY_LENGTH, { error: `q may have at most ${MAX_QUERY_LENGTH} characters` }).optional(),
  type: z
    .array(z.enum(SEARCH_CATEGORIES, { error: `type must be one of ${SEARCH_CATEGORIES.join(', ')}` }))
    .optional(),
  date: dateSchema.optional(),
  sport: list('sport').optional(),
  discipline: list('discipline').optional(),
  country: list('country').optional(),
  athlete: list('athlete').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(MAX_RESULT_LIMIT, { error: `limit may be at most ${MAX_RESULT_LIMIT}` })
    .optional(),
});

const LIST_PARAMS = ['type', 'sport', 'discipline', 'country', 'athlete'] as const;
const SEARCH_PARAMS = ['q', 'type', 'date', 'sport', 'discipline', 'country', 'athlete'] as const;

/** Every value of a parameter, split on commas, trimmed, blanks dropped. */
export function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** `2026-07-14` is that day in UTC; a date-time without offset is read as UTC too. */
function dateStart(value: string): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`);
  return Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`);
}

export function parseSearchQuery(params: URLSearchParams): SearchQueryResult {
  const raw: Record<string, unknown> = {};
  for (const name of LIST_PARAMS) {
    const values = listValues(params, name);
    if (values.length > 0) raw[name] = values;
  }
  for (const name of ['q', 'date', 'limit'] as const) {
    const value = params.get(name)?.trim();
    if (value) raw[name] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, field: String(issue?.path[0] ?? 'q'), message: issue?.message ?? 'invalid search' };
  }
  if (!SEARCH_PARAMS.some((name) => name in raw)) {
    return { ok: false, field: 'q', message: `give at least one of ${SEARCH_PARAMS.join(', ')}` };
  }
  const data = parsed.data;
  return {
    ok: true,
    query: {
      text: data.q ?? '',
      types: data.type ? [...new Set(data.type)] : [...SEARCH_CATEGORIES],
      date: data.date ? dateStart(data.date) : undefined,
      sports: data.sport ?? [],
      disciplines: data.discipline ?? [],
      countries: data.country ?? [],
      athletes: data.athlete ?? [],
      limit: data.limit ?? DEFAULT_RESULT_LIMIT,
    },
  };
}
