import type { APIRoute } from 'astro';
import { getContainer } from '../../server/container';

/** `GET /sanity/search-page-data` (spec 3 §7): the search page's filter options (athletes, countries, sports). */
export const GET: APIRoute = async ({ locals }) => {
  try {
    return Response.json(await locals.useCases.search.loadSearchPageData(), { headers: { 'Cache-Control': 'public, s-maxage=60' } });
  } catch (error) {
    getContainer().logger.error({ err: error }, 'search page data could not be loaded');
    return Response.json({ error: { message: 'the filter options are unavailable right now' } }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
};
