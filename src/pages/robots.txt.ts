import type { APIRoute } from 'astro';
import { getContainer } from '../server/container';

/** `/robots.txt`: everything may be crawled except the API; points crawlers to the sitemap. */
export const GET: APIRoute = () => {
  const origin = getContainer().env.SITE_URL.replace(/\/+$/, '');
  const body = ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
