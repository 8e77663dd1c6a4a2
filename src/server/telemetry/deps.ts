import type { Logger } from 'pino';
import type { RateLimit, RateLimiter } from '../auth/rate-limiter';
import type { Database, Db } from '../db/database';
import { pruneBrowserErrors, recordBrowserErrors } from '../db/repositories/browser-errors';
import type { TelemetryMetrics } from '../observability/telemetry-metrics';
import { createErrorBatch } from './error-batch';
import type { ErrorIntakeDeps } from './error-intake';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { QoeIntakeDeps } from './qoe-intake';

/**
 * The telemetry intakes' deps (decision 4602): both limited per client address in memory, so a flood of beacons
 * costs no database write each; error reports are written in batches (decision 4607), QoE beacons only touch
 * this process's metrics.
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
      batch: createErrorBatch({
        write: async (tallies) => writeErrorGroups(await db(), tallies),
        onWriteFailed: (error, reports) => {
          logger.error({ err: error, reports }, 'browser error reports not stored');
          metrics.browserErrorsNotStored('write_failed', reports);
        },
        onDropped: () => metrics.browserErrorsNotStored('dropped', 1),
      }),
      limiter: createMemoryRateLimiter(),
      rule: { limit: ERROR_REPORTS_PER_MINUTE, windowMs: 60_000 },
      clock,
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

/** One batch of error groups, then the groups seen least recently beyond `keep` dropped if the number grew. */
export async function writeErrorGroups(
  db: Db,
  tallies: Parameters<typeof recordBrowserErrors>[1],
  keep = MAX_ERROR_GROUPS,
): Promise<void> {
  if (await recordBrowserErrors(db, tallies)) await pruneBrowserErrors(db, keep);
}
