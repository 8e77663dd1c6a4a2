import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getContainer } from '../../../server/container';
import { NO_STORE, resolveApiSite } from '../../../server/http/api-site';

const paramsSchema = z.object({
  kind: z.enum(['sport', 'athlete']),
  title: z.string().trim().min(1, { error: 'title is required' }).max(100, { error: 'title may have at most 100 characters' }),
});

/**
 * `GET /media-search/sport/{title}` and `/media-search/athlete/{title}` (spec 3 §7) → `{ data: [media ids] }`:
 * the videos of a sport or athlete named by its title or slug, as the search finds them. Unknown → 404.
 */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'kind') return new Response(null, { status: 404, headers: NO_STORE });
    return Response.json({ error: { field: 'title', message: issue?.message ?? 'invalid title' } }, { status: 400, headers: NO_STORE });
  }
  const resolved = await resolveApiSite(url, locals.useCases.siteConfig);
  if (!resolved.ok) return resolved.response;
  const { kind, title } = parsed.data;
  try {
    const ids = await locals.useCases.eventData.searchMediaIds(kind, title, resolved.site);
    if (!ids) {
      return Response.json({ error: { message: `no ${kind} is called ${title}` } }, { status: 404, headers: { 'Cache-Control': 'public, s-maxage=60' } });
    }
    return Response.json({ data: ids }, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=60' } });
  } catch (error) {
    getContainer().logger.error({ err: error, kind }, 'media search failed');
    return Response.json({ error: { message: 'media search is unavailable right now' } }, { status: 502, headers: NO_STORE });
  }
};
