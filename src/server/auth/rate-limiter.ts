/**
 * Fixed-window request counters per key (an IP or an email, per action). In-process: each instance counts its
 * own traffic, which is enough for one instance and still bounds abuse with several (each enforces the limit).
 */
export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string, rule: RateLimit, now: number): RateDecision;
  reset(): void;
}

const SWEEP_EVERY = 1_000;

export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    hit(key, rule, now) {
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
    },
    reset() {
      windows.clear();
    },
  };
}
