import { getContainer } from '../container';
import { createSiteConfigLoader, type SiteConfigLoader, type SiteConfigResult } from '../settings/site-config-loader';
import { readWebappSettings } from '../settings/webapp-ini';

export type { SiteConfigResult, SiteConfigFailureReason } from '../settings/site-config-loader';

let loader: SiteConfigLoader | undefined;

function siteConfigLoader(): SiteConfigLoader {
  if (!loader) {
    const { env, media, cache } = getContainer();
    loader = createSiteConfigLoader({
      readSettings: () => readWebappSettings(env),
      getAppConfig: (id) => media.getAppConfig(id),
      cache,
      ttlMs: env.CACHE_TTL_CONFIG_S * 1000,
    });
  }
  return loader;
}

/**
 * The validated site configuration for a request: `requestedSource` is the `app-config` query parameter
 * (null when absent). See `createSiteConfigLoader` for the rules and caching.
 */
export function loadSiteConfig(requestedSource: string | null): Promise<SiteConfigResult> {
  return siteConfigLoader()(requestedSource);
}
