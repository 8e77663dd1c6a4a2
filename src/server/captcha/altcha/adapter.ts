import type { RateLimiter } from '../../auth/rate-limiter';
import type { Captcha } from '../port';
import { checkSolution, createChallenge, parseSolution } from './protocol';

/**
 * The embedded captcha: ALTCHA proof of work, no third party. A solved challenge is marked used in the shared
 * counters (the rate-limit table), so a replay is refused on every instance until the challenge has expired anyway.
 */
export interface AltchaOptions {
  key: Uint8Array;
  clock: () => Date;
  /** Marks answers used; shared by the instances. */
  limiter: Pick<RateLimiter, 'hit'>;
  /** Upper bound of the secret number: the browser tries about half of it on average. */
  maxNumber?: number;
  ttlMs?: number;
}

export const ALTCHA_MAX_NUMBER = 100_000;
const TTL_MS = 10 * 60_000;

export function createAltchaCaptcha(options: AltchaOptions): Captcha {
  const ttlMs = options.ttlMs ?? TTL_MS;
  return {
    provider: 'altcha',
    widget: async () => ({
      provider: 'altcha',
      challenge: createChallenge(options.key, options.clock(), {
        maxNumber: options.maxNumber ?? ALTCHA_MAX_NUMBER,
        ttlMs,
      }),
    }),
    async verify(answer) {
      const solution = parseSolution(answer);
      const now = options.clock();
      if (!solution || !checkSolution(options.key, solution, now)) return false;
      const use = await options.limiter.hit(`captcha-used:${solution.challenge}`, { limit: 1, windowMs: ttlMs }, now);
      return use.allowed;
    },
  };
}
