import type { SiteConfig } from '../../domain/site-config';
import { getContainer } from '../container';
import type { SiteConfigUseCases } from '../features/site-config';

export const NO_STORE = { 'Cache-Control': 'no-store' };

export type ApiSite = { config: SiteConfig; configKey: string; language: string };

/**
 * The catalog a content API call reads (`/api/search`, `/media-search/…`): optional `language` (an enabled
 * language; the default otherwise) and `app-config` (an allowed config source), as on pages. A bad language is a
 * 400 naming it; a config that cannot be loaded is a 503.
 */
export async function resolveApiSite(
  url: URL,
  { loadSiteConfig }: SiteConfigUseCases,
): Promise<{ ok: true; site: ApiSite } | { ok: false; response: Response }> {
  const { env, logger } = getContainer();
  const language = url.searchParams.get('language')?.trim() || env.DEFAULT_LANGUAGE;
  if (!(env.LANGUAGES as readonly string[]).includes(language)) {
    const message = `language must be one of ${env.LANGUAGES.join(', ')}`;
    return { ok: false, response: Response.json({ error: { field: 'language', message } }, { status: 400, headers: NO_STORE }) };
  }
  const config = await loadSiteConfig(url.searchParams.get('app-config'));
  if (!config.ok) {
    logger.error({ source: config.source, kind: config.kind }, config.message);
    const body = { error: { message: 'the site configuration could not be loaded' } };
    return { ok: false, response: Response.json(body, { status: 503, headers: NO_STORE }) };
  }
  return { ok: true, site: { config: config.config, configKey: config.source, language } };
}
