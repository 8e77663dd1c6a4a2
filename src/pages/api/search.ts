import type { APIRoute } from 'astro';
import { parseSearchQuery } from '../../domain/search/query';
import { getContainer } from '../../server/container';
import { NO_STORE, resolveApiSite } from '../../server/http/api-site';

/**
 * `GET /api/search?q=&type=&date=&sport=&discipline=&country=&athlete=&limit=` (spec 3 §7) →
 * `{ data: { athletes, sports, federations, vod }, meta: { total } }`. At least one search parameter must be
 * non-blank; a bad value is a 400 naming the field. Optional `language` (an enabled language) and
 * `app-config` (an allowed config source) choose the catalog, as on pages.
 */
export const GET: APIRoute = async ({ url, locals }) => {
  const parsed = parseSearchQuery(url.searchParams);
  if (!parsed.ok) {
    return Response.json({ error: { field: parsed.field, message: parsed.message } }, { status: 400, headers: NO_STORE });
  }
  const resolved = await resolveApiSite(url, locals.useCases.siteConfig);
  if (!resolved.ok) return resolved.response;
  const { config, configKey, language } = resolved.site;
  try {
    const { search, appContentSearch } = locals.useCases;
    const indexed = await search.runSearch(parsed.query, config, configKey, language);
    const reply = await appContentSearch.withAppContentVideos(indexed, { config, query: parsed.query, language });
    return Response.json(reply, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=60' } });
  } catch (error) {
    getContainer().logger.error({ err: error }, 'search failed');
    return Response.json({ error: { message: 'search is unavailable right now' } }, { status: 502, headers: NO_STORE });
  }
};
