import type { APIRoute } from 'astro';
import { getContainer } from '../../../../server/container';

/** `GET /api/series/{id}/episodes?season=&page_offset=&page_limit=&after_id=&language=` → one page of episodes. */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const { env, logger } = getContainer();
  const language = url.searchParams.get('language')?.trim() || env.DEFAULT_LANGUAGE;
  if (!(env.LANGUAGES as readonly string[]).includes(language)) {
    const error = { field: 'language', message: `language must be one of ${env.LANGUAGES.join(', ')}` };
    return Response.json({ error }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  try {
    const result = await locals.useCases.episodesApi.getEpisodesPage(params.id, url.searchParams, language);
    if (result.ok) return Response.json(result.reply, { headers: { 'Cache-Control': 'public, s-maxage=60' } });
    return Response.json({ error: result.error }, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    logger.error({ err: error, seriesId: params.id }, 'episodes could not be loaded');
    return Response.json({ error: { message: 'the episodes could not be loaded' } }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
};
