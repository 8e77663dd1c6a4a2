import type { Logger } from 'pino';
import type { Api } from './api/create-api';
import { createImageResizer, type ImageResizer } from './assets/image-resizer';
import type { Cms } from './cms/port';
import type { Database } from './db/database';
import { loadEnv, type Env } from './env';
import type { AuthKeys } from './features/account/deps';
import type { RegionDeps } from './features/region';
import { makeSiteConfig } from './features/site-config';
import type { Mailer } from './mail/port';
import type { MediaPlatform } from './media/port';
import type { Metrics } from './observability/metrics';
import type { ResultsSource } from './results/port';
import type { DataCache } from './shared/data-cache';
import type { BreakerRegistry } from './shared/upstream/circuit-breaker';
import { socialProvidersFromEnv } from './social-login/registry';
import { telemetryDeps, type TelemetryDeps } from './telemetry/deps';
import { buildMailer } from './composition/accounts';
import { buildAds } from './composition/ads';
import { buildApi } from './composition/api';
import { buildCms, buildResults } from './composition/cms';
import { buildCore } from './composition/core';
import { buildDatabase } from './composition/database';
import { buildMedia, buildProtectedPackager, protectedMediaFolderOf } from './composition/media';
import { buildPayments, type Payments } from './composition/payments';
import { buildRealtime, type Realtime } from './composition/realtime';
import { buildRegion } from './composition/region';
import { buildUseCases, type UseCases } from './composition/use-cases';

/**
 * The composition root: the one place that reads the validated environment and builds the adapters.
 * Everything else receives what it needs from here. Each port family has its builder in ./composition.
 */
export interface Container extends Realtime {
  env: Env;
  logger: Logger;
  /** Injected time: domain logic never calls Date.now() itself. */
  clock: () => Date;
  cache: DataCache;
  /** One circuit breaker per remote upstream (`media`, `cms`, `results`, `feed:{host}`, PostgreSQL's `database`), also read by `/readyz`. */
  upstreams: BreakerRegistry;
  /** Prometheus metrics of this process (`/metrics`). */
  metrics: Metrics;
  images: ImageResizer;
  media: MediaPlatform;
  cms: Cms;
  /** Medal results (`/swiss/result`): the demo file, or `RESULTS_URL` when set. */
  results: ResultsSource;
  /** Folder of the demo dataset (local adapters, demo media files). */
  demoDir: string;
  /** Account emails: the local outbox folder, or SMTP when `SMTP_URL` is set. */
  mailer: Mailer;
  /** The database, opened (and migrated) on first use: PGlite in DATA_DIR, or PostgreSQL at `DATABASE_URL`. */
  database(): Promise<Database>;
  /** The own backend's REST API (built on first use, once the database is open). */
  api(): Promise<Api>;
  socialProviderIds: string[];
  /** The commerce adapter and its payment gateway (the API uses them; so does the gateway's webhook). */
  payments(): Promise<Payments>;
  /** The keys derived from the auth secret (kept in the database when `AUTH_SECRET` is unset). */
  authKeys(): Promise<AuthKeys>;
  /** Where a viewer's region comes from: a trusted CDN header, the lookup service at `REGION_LOOKUP_URL`, or none. */
  region: RegionDeps;
  /**
   * The folder of a demo item's encrypted renditions (packaged into DATA_DIR/protected-media on first use); null
   * for an item without them, or when the media platform is not the embedded one.
   */
  protectedMediaFolder(mediaid: string): Promise<string | null>;
  /** Browser errors and QoE beacons (`/api/telemetry/*`). */
  telemetry: TelemetryDeps;
  /** The pages' use-cases, built on these ports (pages read them as `Astro.locals.useCases`). */
  useCases: UseCases;
}

export function buildContainer(env: Env): Container {
  let openedDatabase: Database | undefined;
  const core = buildCore(env, () => openedDatabase?.poolStats?.() ?? null);
  const { logger, clock, cache, upstreams, metrics, demoDir } = core;
  const media = buildMedia(core);
  const cms = buildCms(core);
  const results = buildResults(core);
  const mailer = buildMailer(core);
  const { database, authKeys } = buildDatabase(core, (opened) => (openedDatabase = opened));
  const siteConfig = makeSiteConfig({ env, media, cache, logger });
  const siteName = async () => {
    const result = await siteConfig.loadSiteConfig(null).catch(() => null);
    return result?.ok && result.config.siteName ? result.config.siteName : 'OTT Video';
  };
  const packager = buildProtectedPackager(core, media, async () => (await authKeys()).contentKeys);
  const payments = buildPayments(core, database);
  const realtime = buildRealtime(core, { database, media, mailer, siteName });
  // Discovery happens at the first sign-in, so building them costs nothing at start.
  const socialProviders = socialProvidersFromEnv(env);
  const api = buildApi(core, {
    database,
    authKeys,
    payments,
    notifications: realtime.notifications,
    media,
    cms,
    mailer,
    packager,
    ads: buildAds(core, media, siteConfig),
    socialProviders,
    siteConfig,
    siteName,
  });

  return {
    env,
    logger,
    clock,
    cache,
    upstreams,
    metrics,
    images: createImageResizer(),
    media,
    cms,
    results,
    demoDir,
    mailer,
    database,
    api,
    /** The ids of the configured sign-in providers, for the buttons of /login and /create-account. */
    socialProviderIds: socialProviders.map((provider) => provider.id),
    payments,
    authKeys,
    ...realtime,
    region: buildRegion(core),
    protectedMediaFolder: protectedMediaFolderOf(media, packager),
    telemetry: telemetryDeps({ database, metrics: metrics.telemetry, clock, logger }),
    useCases: buildUseCases(core, { media, cms, results, siteConfig }),
  };
}

let container: Container | undefined;

/** The process-wide container, built on first use from `process.env` (which `loadEnv` validates). */
export function getContainer(): Container {
  container ??= buildContainer(loadEnv(process.env));
  return container;
}
