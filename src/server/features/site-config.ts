import type { Logger } from 'pino';
import type { Env } from '../env';
import type { MediaPlatform } from '../media/port';
import type { DataCache } from '../shared/data-cache';
import {
  createSiteConfigLoader,
  fetchJsonConfig,
  type LoadOptions,
  type SiteConfigResult,
} from '../settings/site-config-loader';
import { alternateHostFirst, withAlternateHost, type PlatformHosts } from '../settings/alternate-host';
import { readWebappSettings } from '../settings/webapp-ini';

export type { SiteConfigResult, SiteConfigFailureReason } from '../settings/site-config-loader';

export interface SiteConfigDeps {
  env: Env;
  media: Pick<MediaPlatform, 'getAppConfig'>;
  cache: DataCache;
  logger: Pick<Logger, 'warn'>;
}

export type SiteConfigUseCases = ReturnType<typeof makeSiteConfig>;

export function makeSiteConfig({ env, media, cache, logger }: SiteConfigDeps) {
  // A config address on the JW host is retried from the alternate host after an outage (spec 1 §1/§7).
  const hosts = { primary: env.JW_API_BASE, alternate: env.JW_ALTERNATE_BASE || undefined };
  const loader = createSiteConfigLoader({
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

  return {
    /**
     * The validated site configuration for a request: `requestedSource` is the `app-config` query parameter
     * (null when absent); `options.china` for a viewer in China. See `createSiteConfigLoader` for the rules and
     * caching.
     */
    loadSiteConfig: (requestedSource: string | null, options?: LoadOptions): Promise<SiteConfigResult> =>
      loader(requestedSource, options),
  };
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
