import { getContainer } from '../container';
import {
  createSiteConfigLoader,
  fetchJsonConfig,
  type SiteConfigLoader,
  type SiteConfigResult,
} from '../settings/site-config-loader';
import { withAlternateHost } from '../settings/alternate-host';
import { readWebappSettings } from '../settings/webapp-ini';

export type { SiteConfigResult, SiteConfigFailureReason } from '../settings/site-config-loader';

let loader: SiteConfigLoader | undefined;

function siteConfigLoader(): SiteConfigLoader {
  if (!loader) {
    const { env, media, cache, logger } = getContainer();
    // A config address on the JW host is retried from the alternate host after an outage (spec 1 §1/§7).
    const hosts = { primary: env.JW_API_BASE, alternate: env.JW_ALTERNATE_BASE || undefined };
    loader = createSiteConfigLoader({
      readSettings: () => readWebappSettings(env),
      getAppConfig: (id) => media.getAppConfig(id),
      fetchJson: withAlternateHost(fetchJsonConfig, hosts, (url, error) =>
        logger.warn({ url, err: error }, 'site config: the primary JW host failed, asking the alternate'),
      ),
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
