import { chooseConfigSource, isConfigId } from '../../domain/config-source';
import { validateSiteConfig } from '../../domain/config-validation';
import type { SiteConfig } from '../../domain/site-config';
import type { DataCache } from '../shared/data-cache';
import { noteRemoteCall } from '../shared/upstream/budget';
import type { SettingsResult } from './webapp-ini';
import { HostAnswerError } from './alternate-host';

/**
 * App start steps 2–4 of spec 1 §4, per request: settings → config source → load → validate. Results are
 * cached per source (`config:{source}`); when the platform fails, the data cache serves the last good config.
 * A config that loads but is invalid is cached like a good one, so a broken config is not refetched on every
 * request; a config that cannot be loaded is not cached and is retried on the next request.
 * A load that gets no answer (slow, refused, a server error, the request's time budget spent) is an outage,
 * `config_unavailable`, answered with the last good config of that source when there was one; only an answer
 * that names no config (not found, another 4xx) or a config that fails validation is `config_invalid`.
 */
export type SiteConfigFailureReason =
  /** `.webapp.ini` / APP_CONFIG_* are malformed or name no usable source. */
  | 'settings'
  /** The config could not be fetched (not found, network, bad JSON). */
  | 'unavailable'
  /** The config fails validation. */
  | 'invalid'
  /** More than one account integration is enabled: fatal. */
  | 'multiple_integrations';

export type SiteConfigResult =
  | { ok: true; config: SiteConfig; source: string; warnings: string[] }
  | {
      ok: false;
      kind: 'config_unavailable';
      reason: 'unavailable';
      message: string;
      errors: string[];
      source: string;
    }
  | {
      ok: false;
      kind: 'config_invalid' | 'settings_invalid';
      reason: SiteConfigFailureReason;
      /** One line for logs and operators. */
      message: string;
      /** Details, e.g. validation errors as "path: message". */
      errors: string[];
      source?: string;
    };

export interface SiteConfigLoaderDeps {
  readSettings: () => Promise<SettingsResult>;
  /** Raw config for an 8-character id; null when the platform has none. */
  getAppConfig: (id: string) => Promise<unknown>;
  /** Raw config from a URL source. */
  fetchJson?: (url: string) => Promise<unknown>;
  /**
   * How a viewer in China gets the raw config (spec 1 §1): from the platform's alternate host. Unset: the same
   * way as everyone (no alternate host configured).
   */
  inChina?: { getAppConfig: (id: string) => Promise<unknown>; fetchJson: (url: string) => Promise<unknown> };
  cache: DataCache;
  ttlMs: number;
}

export interface LoadOptions {
  /** The viewer is in China (per the location lookup). */
  china?: boolean;
}

export const CONFIG_FETCH_TIMEOUT_MS = 8_000;
/** Sources whose last good config is kept for outages (any source may be allowed: keep a bound). */
const LAST_GOOD_SOURCES = 100;

/** GET a JSON document with an 8 s timeout; anything but a 2xx JSON reply rejects. */
export async function fetchJsonConfig(url: string): Promise<unknown> {
  noteRemoteCall();
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(CONFIG_FETCH_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new HostAnswerError(response.status, `HTTP ${response.status} from ${url}`);
  }
  return (await response.json()) as unknown;
}

/** The platform answered, and its answer names no config (404 and the other 4xx): retrying will not help. */
function isDefiniteAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return error instanceof ConfigNotFoundError || (typeof status === 'number' && status >= 400 && status < 500);
}

class ConfigNotFoundError extends Error {
  constructor(source: string) {
    super(`config "${source}" was not found`);
    this.name = 'ConfigNotFoundError';
  }
}

export type SiteConfigLoader = (requestedSource: string | null, options?: LoadOptions) => Promise<SiteConfigResult>;

export function createSiteConfigLoader(deps: SiteConfigLoaderDeps): SiteConfigLoader {
  const fetchJson = deps.fetchJson ?? fetchJsonConfig;
  // Kept apart from the data cache, which may drop an entry (its size limit, an invalidation): an outage still
  // finds the last config that validated.
  const lastGood = new Map<string, SiteConfig>();

  async function loadRaw(source: string, china: boolean): Promise<unknown> {
    const from = china && deps.inChina ? deps.inChina : { getAppConfig: deps.getAppConfig, fetchJson };
    const raw = isConfigId(source) ? await from.getAppConfig(source) : await from.fetchJson(source);
    if (raw === null || raw === undefined) throw new ConfigNotFoundError(source);
    return raw;
  }

  return async function loadSiteConfig(requestedSource, options = {}) {
    const settings = await deps.cache.get('settings:webapp-ini', deps.ttlMs, deps.readSettings);
    if (!settings.ok) {
      return { ok: false, kind: 'settings_invalid', reason: 'settings', message: settings.error, errors: [settings.error] };
    }
    const choice = chooseConfigSource(settings.settings, requestedSource);
    if (!choice.ok) {
      return { ok: false, kind: 'settings_invalid', reason: 'settings', message: choice.error, errors: [choice.error] };
    }
    const { source } = choice;
    const warnings = choice.warning ? [choice.warning] : [];
    // China's copy is kept apart (`config:cn:…`): the two hosts may serve different configs.
    const china = options.china === true && deps.inChina !== undefined;
    const copyKey = china ? `cn:${source}` : source;

    let validation;
    try {
      validation = await deps.cache.get(`config:${copyKey}`, deps.ttlMs, async () =>
        validateSiteConfig(await loadRaw(source, china)),
      );
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const message = `The site configuration "${source}" could not be loaded: ${detail}`;
      if (isDefiniteAnswer(error)) {
        return { ok: false, kind: 'config_invalid', reason: 'unavailable', source, message, errors: [detail] };
      }
      const last = lastGood.get(copyKey);
      if (last) return { ok: true, config: last, source, warnings };
      return { ok: false, kind: 'config_unavailable', reason: 'unavailable', source, message, errors: [detail] };
    }
    if (!validation.ok) {
      return {
        ok: false,
        kind: 'config_invalid',
        reason: validation.fatal ? 'multiple_integrations' : 'invalid',
        source,
        message: validation.fatal
          ? `The site configuration "${source}" enables more than one account integration`
          : `The site configuration "${source}" is invalid`,
        errors: validation.errors,
      };
    }
    lastGood.delete(copyKey);
    lastGood.set(copyKey, validation.config);
    if (lastGood.size > LAST_GOOD_SOURCES) lastGood.delete(lastGood.keys().next().value as string);
    return { ok: true, config: validation.config, source, warnings };
  };
}
