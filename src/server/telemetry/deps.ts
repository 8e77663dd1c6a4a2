import type { Logger } from 'pino';
import { createRateLimiter, type RateLimit, type RateLimiter } from '../auth/rate-limiter';
import type { Database } from '../db/database';
import type { TelemetryMetrics } from '../observability/telemetry-metrics';
import type { ErrorIntakeDeps } from './error-intake';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { QoeIntakeDeps } from './qoe-intake';

/**
 * The telemetry intakes' deps (decision 4602): error reports are limited by the shared database limiter, since
 * each one is a database write anyway; QoE beacons, which only touch this process's metrics, by one in memory.
 */
export interface TelemetryDeps {
  errors: ErrorIntakeDeps;
  qoe: QoeIntakeDeps & { limiter: Pick<RateLimiter, 'hit'>; rule: RateLimit };
}

export const ERROR_REPORTS_PER_MINUTE = 60;
/** A player beacons every 30 s and on leaving; 30 a minute leaves room for several tabs behind one address. */
export const QOE_BEACONS_PER_MINUTE = 30;
export const MAX_ERROR_GROUPS = 1_000;

export function telemetryDeps(options: {
  database: () => Promise<Database>;
  metrics: TelemetryMetrics;
  clock: () => Date;
  logger: Logger;
}): TelemetryDeps {
  const { database, metrics, clock, logger } = options;
  const db = async () => (await database()).db;
  return {
    errors: {
      db,
      limiter: { hit: async (key, rule, now) => createRateLimiter(await db()).hit(key, rule, now) },
      rule: { limit: ERROR_REPORTS_PER_MINUTE, windowMs: 60_000 },
      clock,
      maxGroups: MAX_ERROR_GROUPS,
      count: (category, severity) => metrics.browserError(category, severity),
    },
    qoe: {
      metrics,
      logger,
      limiter: createMemoryRateLimiter(),
      rule: { limit: QOE_BEACONS_PER_MINUTE, windowMs: 60_000 },
    },
  };
}
