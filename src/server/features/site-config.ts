import { getContainer } from '../container';
import {
  createSiteConfigLoader,
  fetchJsonConfig,
  type LoadOptions,
  type SiteConfigLoader,
  type SiteConfigResult,
} from '../settings/site-config-loader';
import { alternateHostFirst, withAlternateHost, type PlatformHosts } from '../settings/alternate-host';
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
      // A viewer in China gets the config from the alternate host (spec 1 §1), the primary only after an outage.
      inChina: env.MEDIA_PLATFORM === 'jw' ? inChina(hosts, logger) : undefined,
      cache,
      ttlMs: env.CACHE_TTL_CONFIG_S * 1000,
    });
  }
  return loader;
}

function inChina(hosts: PlatformHosts, logger: { warn(object: object, message: string): void }) {
  const { primary, alternate } = hosts;
  if (!alternate) return undefined;
  const fetchJson = alternateHostFirst(fetchJsonConfig, { primary, alternate }, (url, error) =>
    logger.warn({ url, err: error }, 'site config for China: the alternate JW host failed, asking the primary'),
  );
  const base = primary.replace(/\/+$/, '');
  return { fetchJson, getAppConfig: (id: string) => fetchJson(`${base}/apps/configs/${encodeURIComponent(id)}.json`) };
}

/**
 * The validated site configuration for a request: `requestedSource` is the `app-config` query parameter
 * (null when absent); `options.china` for a viewer in China. See `createSiteConfigLoader` for the rules and caching.
 */
export function loadSiteConfig(requestedSource: string | null, options?: LoadOptions): Promise<SiteConfigResult> {
  return siteConfigLoader()(requestedSource, options);
}
