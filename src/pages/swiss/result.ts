import type { APIRoute } from 'astro';
import { NO_STORE } from '../../server/http/api-site';

/** `GET /swiss/result` (spec 3 §7) → `{ results: [...] }`: the medal table the results page shows, ranked. */
export const GET: APIRoute = async ({ locals }) => {
  const table = await locals.useCases.podcasts.loadMedalTable();
  if (!table.ok) {
    return Response.json({ error: { message: 'the results are unavailable right now' } }, { status: 502, headers: NO_STORE });
  }
  return Response.json({ results: table.countries }, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=60' } });
};
