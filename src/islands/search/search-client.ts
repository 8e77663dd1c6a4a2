import { z } from 'zod';
import type { AthleteSummary, CmsImage, Country, FederationSummary, SportSummary } from '../../domain/content';
import type { SearchPageData, SearchReply, SearchVod } from '../../lib/search-api';
import { cardDataSchema } from '../watch-lists/media-cards-client';

/** Browser side of `GET /api/search` and `GET /sanity/search-page-data`: replies are validated like any input. */
const cmsImage = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  alt: z.string().optional(),
}) satisfies z.ZodType<CmsImage>;

const sportSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  logo: cmsImage.optional(),
  gradient: z.object({ start: z.string(), end: z.string() }),
  sportsCode: z.string().optional(),
}) satisfies z.ZodType<SportSummary>;

const country = z.object({ code: z.string(), name: z.string(), flag: cmsImage.optional() }) satisfies z.ZodType<Country>;

const athleteSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  profileImage: cmsImage.optional(),
  sport: sportSummary.optional(),
  country: country.optional(),
}) satisfies z.ZodType<AthleteSummary>;

const federationSummary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  abbreviation: z.string().optional(),
  picture: cmsImage.optional(),
  logo: cmsImage.optional(),
  sports: z.array(z.object({ title: z.string(), slug: z.string() })),
}) satisfies z.ZodType<FederationSummary>;

const vod = z.object({
  id: z.string(),
  media_type: z.string(),
  metadata: z.object({ title: z.string(), description: z.string(), tags: z.array(z.string()) }),
  card: cardDataSchema,
}) satisfies z.ZodType<SearchVod>;

const total = z.object({ athletes: z.number(), sports: z.number(), federations: z.number(), vod: z.number() });

const replySchema = z.object({
  data: z.object({
    athletes: z.array(athleteSummary),
    sports: z.array(sportSummary),
    federations: z.array(federationSummary),
    vod: z.array(vod),
  }),
  meta: z.object({ total }),
}) satisfies z.ZodType<SearchReply>;

const pageDataSchema = z.object({
  data: z.object({ athletes: z.array(z.string()), countries: z.array(z.string()), sports: z.array(z.string()) }),
}) satisfies z.ZodType<SearchPageData>;

export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SearchRequestError';
  }
}

async function getJson<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new SearchRequestError(`GET ${url.split('?')[0]} answered ${response.status}`, response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new SearchRequestError(`GET ${url.split('?')[0]} answered an unexpected shape`);
  return parsed.data;
}

export function fetchSearch(params: URLSearchParams, signal?: AbortSignal): Promise<SearchReply> {
  return getJson(`/api/search?${params}`, replySchema, signal);
}

export function fetchSearchPageData(signal?: AbortSignal): Promise<SearchPageData> {
  return getJson('/sanity/search-page-data', pageDataSchema, signal);
}
