import type { APIRoute } from 'astro';
import { STATIC_PAGE_SLUGS } from '../components/static-page/pages';
import { playlistPath } from '../lib/routes';
import { readAthletes, readFederations, readPodcasts, readSports } from '../server/cms/content';
import { getContainer } from '../server/container';

interface Slugs {
  sports: string[];
  federations: string[];
  athletes: string[];
  podcasts: string[];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

async function loadSlugs(): Promise<Slugs> {
  const { cache, cms, logger, env } = getContainer();
  return cache.get('cms:sitemap', env.CACHE_TTL_CMS_S * 1000, async () => {
    const [sports, federations, athletes, podcasts] = await Promise.all([
      readSports(cms, logger),
      readFederations(cms, logger),
      readAthletes(cms, logger),
      readPodcasts(cms, logger),
    ]);
    const slugs = (list: { slug: string }[]) => list.map((entry) => entry.slug);
    return { sports: slugs(sports), federations: slugs(federations), athletes: slugs(athletes), podcasts: slugs(podcasts) };
  });
}

/** `/sitemap.xml`: every public content page (sections, CMS documents, static pages, the config's playlists). */
export const GET: APIRoute = async ({ locals }) => {
  const { env, logger } = getContainer();
  const origin = env.SITE_URL.replace(/\/+$/, '');
  let slugs: Slugs;
  try {
    slugs = await loadSlugs();
  } catch (error) {
    logger.error({ err: error }, 'sitemap: the CMS could not be read');
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
  const config = locals.siteConfig as typeof locals.siteConfig | undefined;
  const playlistIds = new Set(
    [...(config?.content ?? []), ...(config?.menu ?? [])]
      .filter((row) => row.type === 'playlist' || row.type === 'content_list')
      .flatMap((row) => (row.contentId ? [row.contentId] : [])),
  );
  const under = (section: string, list: string[]) => list.map((slug) => `/${section}/${encodeURIComponent(slug)}`);
  const paths = [
    '/',
    '/live',
    '/schedule',
    '/results',
    '/sports',
    ...under('sports', slugs.sports),
    '/federations',
    ...under('federations', slugs.federations),
    '/athletes',
    ...under('athletes', slugs.athletes),
    '/podcasts',
    ...under('podcasts', slugs.podcasts),
    ...STATIC_PAGE_SLUGS.map((slug) => `/${slug}`),
    ...[...playlistIds].map((id) => playlistPath(id)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...new Set(paths)].map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, s-maxage=300' },
  });
};
