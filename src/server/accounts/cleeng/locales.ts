import type { Logger } from 'pino';
import type { CleengClient } from './client';
import { localesSchema } from './wire';

/** What a new customer is registered with when Cleeng cannot place them (GET /locales failed). */
export interface CleengLocales {
  locale: string;
  currency: string;
  country?: string;
}

export const DEFAULT_LOCALES: CleengLocales = { locale: 'en_US', currency: 'EUR' };

/**
 * The country, currency and locale Cleeng gives a viewer at this IP (spec 1 §7 "GET /locales"), for their
 * registration. Asked from the server, so the viewer's IP goes in `customerIP` (without it Cleeng would place the
 * site's server). Per viewer, so not cached. Any failure falls back to `defaults`: signing up does not depend on it.
 */
export async function localesFor(
  client: CleengClient,
  ip: string,
  defaults: CleengLocales,
  logger?: Pick<Logger, 'warn'>,
): Promise<CleengLocales> {
  if (!ip) return defaults;
  try {
    const data = await client.call('GET', `/locales?customerIP=${encodeURIComponent(ip)}`);
    const { country, currency, locale } = localesSchema.parse(data);
    return { country, currency, locale };
  } catch (error) {
    logger?.warn({ err: error }, 'Cleeng GET /locales failed; registering with the site defaults');
    return defaults;
  }
}
