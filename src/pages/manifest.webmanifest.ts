import type { APIRoute } from 'astro';
import { webManifestFor } from '../domain/web-manifest';
import { getT } from '../lib/i18n';
import { getContainer } from '../server/container';

/**
 * `/manifest.webmanifest` from the default site config (the one every page links). A config that cannot be loaded
 * gives the default name and colours rather than an error, so the site stays installable.
 */
export const GET: APIRoute = async ({ locals }) => {
  const { env } = getContainer();
  const result = await locals.useCases.siteConfig.loadSiteConfig(null);
  const manifest = webManifestFor(result.ok ? result.config : null, {
    language: env.DEFAULT_LANGUAGE,
    defaultName: getT(env.DEFAULT_LANGUAGE)('site.default_name'),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
};
