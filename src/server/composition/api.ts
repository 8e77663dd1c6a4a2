import { createRateLimiter } from '../auth/rate-limiter';
import { createApi, type Api } from '../api/create-api';
import { createPlatformApi } from '../api/platform-api';
import type { Cms } from '../cms/port';
import { scheduleRenewals } from '../commerce/renewal-job';
import type { Database } from '../db/database';
import type { AuthKeys } from '../features/account/deps';
import { schedulePurge } from '../features/account/maintenance';
import type { AdsDeps } from '../features/ads';
import type { NotificationsDeps } from '../features/notifications/service';
import type { SiteConfigResult } from '../features/site-config';
import { createJwSignedDelivery } from '../jw-access/delivery';
import type { Mailer } from '../mail/port';
import type { ProtectedPackager } from '../media/local/protection/packager';
import type { MediaPlatform } from '../media/port';
import type { socialProvidersFromEnv } from '../social-login/registry';
import { buildAccountDeps } from './accounts';
import type { Core } from './core';
import { once } from './once';
import type { Payments } from './payments';
import { buildPlayback } from './playback';
import { platformApis, platformBuilders } from './platforms';

export interface ApiNeeds {
  database: () => Promise<Database>;
  authKeys: () => Promise<AuthKeys>;
  payments: () => Promise<Payments>;
  notifications: () => Promise<NotificationsDeps>;
  media: MediaPlatform;
  cms: Cms;
  mailer: Mailer;
  packager: ProtectedPackager | null;
  ads: AdsDeps;
  socialProviders: ReturnType<typeof socialProvidersFromEnv>;
  siteConfig: { loadSiteConfig: (source: string | null) => Promise<SiteConfigResult> };
  siteName: () => Promise<string>;
}

/** The own backend's REST API (built on first use, once the database is open), and one per platform account. */
export function buildApi(core: Core, needs: ApiNeeds): () => Promise<Api> {
  const { env, clock, logger } = core;
  return once(async () => {
    const { db } = await needs.database();
    const keys = await needs.authKeys();
    const limiter = createRateLimiter(db);
    const account = buildAccountDeps(core, { db, keys, limiter, mailer: needs.mailer, cms: needs.cms, siteName: needs.siteName });
    schedulePurge(account);
    const { commerce, gateway } = await needs.payments();
    scheduleRenewals(commerce, logger, env.RENEWAL_INTERVAL_S);
    const delivery = createJwSignedDelivery({
      deliveryBaseUrl: env.JW_API_BASE,
      entitlementsBaseUrl: env.JW_ENTITLEMENTS_BASE,
      urlSigningSecret: env.JW_URL_SIGNING_SECRET || env.JW_API_SECRET || undefined,
      clock,
      timeoutMs: env.JW_PLAYBACK_TIMEOUT_MS,
    });
    const playback = buildPlayback(core, { db, keys, media: needs.media, commerce, packager: needs.packager, delivery });
    const ads = {
      ...needs.ads,
      rateLimit:
        env.ADS_RATE_LIMIT > 0 ? { limiter, clock, rule: { limit: env.ADS_RATE_LIMIT, windowMs: 60_000 } } : null,
    };
    const shared = {
      account,
      gateway,
      ads,
      notifications: await needs.notifications(),
      siteUrl: env.SITE_URL,
      operatorToken: env.ADMIN_API_TOKEN,
    };
    const own = createApi({ ...shared, commerce, playback, socialProviders: needs.socialProviders });
    if (env.ACCOUNT_PLATFORMS === 'own') return own;

    const platforms = platformBuilders(core, delivery, gateway);
    const apiFor = platformApis((choice) => {
      const { paid, ...ports } = platforms.build(choice);
      return createApi({ ...shared, ...ports, playback: { ...playback, commerce: ports.commerce, paid } });
    });
    return createPlatformApi({ own, apiFor, siteConfig: needs.siteConfig.loadSiteConfig, logger });
  });
}
