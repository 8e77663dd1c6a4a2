import type { Db } from '../db/database';
import { hitWindow, readWindow, type WindowCount } from '../db/repositories/rate-limit-windows';

/**
 * Fixed-window request counters per key (an action with an IP, an email or both), kept in the database so every
 * instance on it enforces one limit: two instances do not allow twice the attempts.
 */
export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a request and says whether it is within the limit. */
  hit(key: string, rule: RateLimit, now: Date): Promise<RateDecision>;
  /** Whether the next request would be within the limit, without counting one (for limits on failures). */
  check(key: string, rule: RateLimit, now: Date): Promise<RateDecision>;
}

function decide(window: WindowCount | null, limit: number, now: Date): RateDecision {
  if (!window || window.count <= limit) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000)),
  };
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    hit: async (key, rule, now) => decide(await hitWindow(db, key, now, rule.windowMs), rule.limit, now),
    // Refused once `limit` failures are counted: the next one would be over.
    check: async (key, rule, now) => decide(await readWindow(db, key, now), rule.limit - 1, now),
  };
}
