import type { APIRoute } from 'astro';
import { loadMedalTable } from '../../server/features/podcasts';
import { NO_STORE } from '../../server/http/api-site';

/** `GET /swiss/result` (spec 3 §7) → `{ results: [...] }`: the medal table the results page shows, ranked. */
export const GET: APIRoute = async () => {
  const table = await loadMedalTable();
  if (!table.ok) {
    return Response.json({ error: { message: 'the results are unavailable right now' } }, { status: 502, headers: NO_STORE });
  }
  return Response.json({ results: table.countries }, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=60' } });
};
