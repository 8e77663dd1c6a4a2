import { createHash } from 'node:crypto';
import { fingerprintInput, trimStack, type ErrorReport } from '../../domain/telemetry/error-report';
import type { RateDecision, RateLimit, RateLimiter } from '../auth/rate-limiter';
import type { Db } from '../db/database';
import type { ErrorBatch } from './error-batch';
import type { BrowserFamily } from './user-agent';

/**
 * The own intake of browser errors (issue 46): counted per client address by a limiter in memory, grouped by
 * fingerprint in memory and written to the database in batches (error-batch.ts; deps.ts keeps at most 1,000 groups),
 * and counted in `/metrics` by category and severity.
 */
export interface ErrorIntakeDeps {
  db: () => Promise<Db>;
  batch: ErrorBatch;
  limiter: Pick<RateLimiter, 'hit'>;
  rule: RateLimit;
  clock: () => Date;
  count: (category: ErrorReport['category'], severity: ErrorReport['severity']) => void;
}

export const ERROR_BODY_MAX_BYTES = 16_384;

export function errorFingerprint(report: Pick<ErrorReport, 'category' | 'message' | 'stack'>): string {
  return createHash('sha256').update(fingerprintInput(report)).digest('hex').slice(0, 32);
}

export function admitErrorReport(deps: ErrorIntakeDeps, client: string): Promise<RateDecision> {
  return deps.limiter.hit(`telemetry-errors:ip:${client}`, deps.rule, deps.clock());
}

/** Counts the report and queues it for the next batch write. */
export function takeErrorReport(deps: ErrorIntakeDeps, report: ErrorReport, browser: BrowserFamily): void {
  deps.count(report.category, report.severity);
  deps.batch.add(
    {
      fingerprint: errorFingerprint(report),
      category: report.category,
      severity: report.severity,
      message: report.message,
      stack: trimStack(report.stack),
      source: report.source,
      path: report.path,
      playerCode: report.playerCode,
      browser,
      userId: report.userId,
    },
    deps.clock(),
  );
}
