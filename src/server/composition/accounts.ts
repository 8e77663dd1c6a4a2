import { resolve } from 'node:path';
import type { RateLimiter } from '../auth/rate-limiter';
import type { AuthKeys, AccountDeps } from '../features/account/deps';
import { createPublisherConsentSource } from '../features/account/publisher-consent-source';
import { DEFAULT_AUTH_RATE_LIMITS } from '../features/account/rate-limit-rules';
import { createSportCatalog } from '../features/account/sport-catalog';
import { captchaFromEnv } from '../captcha/from-env';
import type { Cms } from '../cms/port';
import type { Db } from '../db/database';
import { createOutboxMailer } from '../mail/outbox/adapter';
import type { Mailer } from '../mail/port';
import { createSmtpMailer } from '../mail/smtp/adapter';
import type { Core } from './core';

/** Account emails: the local outbox folder, or SMTP when `SMTP_URL` is set. */
export function buildMailer({ env, dataDir, clock }: Core): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailer({ dir: resolve(dataDir, 'outbox'), from: env.MAIL_FROM, clock });
}

export interface AccountNeeds {
  db: Db;
  keys: AuthKeys;
  limiter: RateLimiter;
  mailer: Mailer;
  cms: Cms;
  siteName: () => Promise<string>;
}

/** The own backend's account use-cases' ports. */
export function buildAccountDeps({ env, clock, logger, cache }: Core, needs: AccountNeeds): AccountDeps {
  const { db, keys, limiter, mailer, cms, siteName } = needs;
  return {
    db,
    mailer,
    clock,
    keys,
    accessTokenTtlS: env.AUTH_ACCESS_TOKEN_TTL_S,
    limiter,
    rateLimits: env.AUTH_RATE_LIMITS === 'on' ? DEFAULT_AUTH_RATE_LIMITS : null,
    siteName,
    logger,
    sports: createSportCatalog({ cms, cache, ttlMs: env.CACHE_TTL_CMS_S * 1000, log: logger }),
    publisherConsents: createPublisherConsentSource({ cms, cache, ttlMs: env.CACHE_TTL_CMS_S * 1000, log: logger }),
    captcha: captchaFromEnv(env, {
      key: keys.captcha,
      clock,
      limiter,
      onRefused: (codes) => logger.info({ provider: env.CAPTCHA, codes }, 'captcha refused by the vendor'),
    }),
  };
}
