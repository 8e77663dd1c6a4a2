import type { APIRoute } from 'astro';
import { parseSearchQuery } from '../../domain/search/query';
import { getContainer } from '../../server/container';
import { runSearch } from '../../server/features/search';
import { loadSiteConfig } from '../../server/features/site-config';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * `GET /api/search?q=&type=&date=&sport=&discipline=&country=&athlete=&limit=` (spec 3 §7) →
 * `{ data: { athletes, sports, federations, vod }, meta: { total } }`. At least one search parameter must be
 * non-blank; a bad value is a 400 naming the field. Optional `language` (an enabled language) and
 * `app-config` (an allowed config source) choose the catalog, as on pages.
 */
export const GET: APIRoute = async ({ url }) => {
  const { env, logger } = getContainer();
  const parsed = parseSearchQuery(url.searchParams);
  if (!parsed.ok) {
    return Response.json({ error: { field: parsed.field, message: parsed.message } }, { status: 400, headers: noStore });
  }
  const language = url.searchParams.get('language')?.trim() || env.DEFAULT_LANGUAGE;
  if (!(env.LANGUAGES as readonly string[]).includes(language)) {
    const message = `language must be one of ${env.LANGUAGES.join(', ')}`;
    return Response.json({ error: { field: 'language', message } }, { status: 400, headers: noStore });
  }
  const config = await loadSiteConfig(url.searchParams.get('app-config'));
  if (!config.ok) {
    logger.error({ source: config.source, kind: config.kind }, config.message);
    return Response.json({ error: { message: 'the site configuration could not be loaded' } }, { status: 503, headers: noStore });
  }
  try {
    const reply = await runSearch(parsed.query, config.config, config.source, language);
    return Response.json(reply, { headers: { 'Cache-Control': 'public, s-maxage=30, stale-while-revalidate=60' } });
  } catch (error) {
    logger.error({ err: error }, 'search failed');
    return Response.json({ error: { message: 'search is unavailable right now' } }, { status: 502, headers: noStore });
  }
};
