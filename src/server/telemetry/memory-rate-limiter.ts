import type { RateDecision, RateLimit, RateLimiter } from '../auth/rate-limiter';

/**
 * The shared limiter's fixed windows, kept in this process instead of the database: for beacons whose work is
 * in memory too (QoE, counted in this instance's `/metrics`), so a flood of them costs no database write each.
 * At most `maxKeys` windows are kept; when full, ended ones are dropped, then the oldest.
 */
export function createMemoryRateLimiter(maxKeys = 10_000): Pick<RateLimiter, 'hit'> {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function makeRoom(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key: string, rule: RateLimit, now: Date): Promise<RateDecision> {
      const at = now.getTime();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        if (!window && windows.size >= maxKeys) makeRoom(at);
        window = { count: 0, endsAt: at + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
    },
  };
}
