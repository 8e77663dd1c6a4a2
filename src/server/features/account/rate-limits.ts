import { AppError } from '../../shared/app-error';
import type { RateLimit } from '../../auth/rate-limiter';
import type { AccountDeps, ClientInfo } from './deps';

/**
 * Request limits of the sensitive account actions, per IP (many accounts from one place: credential stuffing)
 * and per email (one account from many places: guessing). Over a limit: 429 with Retry-After.
 */
export type LimitedAction = 'login' | 'register' | 'otpVerify' | 'otpSend';

export type AuthRateLimits = Record<LimitedAction, { ip: RateLimit; email: RateLimit }>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { ip: { limit: 100, windowMs: 15 * MINUTE }, email: { limit: 10, windowMs: 15 * MINUTE } },
  register: { ip: { limit: 30, windowMs: HOUR }, email: { limit: 5, windowMs: HOUR } },
  otpVerify: { ip: { limit: 60, windowMs: 15 * MINUTE }, email: { limit: 20, windowMs: 15 * MINUTE } },
  otpSend: { ip: { limit: 30, windowMs: HOUR }, email: { limit: 8, windowMs: HOUR } },
};

/** Counts one request of `action` against the client's IP and, when given, the email; throws when over a limit. */
export function enforceRateLimit(
  deps: Pick<AccountDeps, 'limiter' | 'rateLimits' | 'clock'>,
  action: LimitedAction,
  by: { client?: ClientInfo; email?: string },
): void {
  if (!deps.rateLimits) return;
  const rules = deps.rateLimits[action];
  const now = deps.clock().getTime();
  const checks: Array<[string, RateLimit]> = [];
  if (by.client) checks.push([`${action}:ip:${by.client.ip}`, rules.ip]);
  if (by.email) checks.push([`${action}:email:${by.email}`, rules.email]);
  for (const [key, rule] of checks) {
    const decision = deps.limiter.hit(key, rule, now);
    if (!decision.allowed) {
      throw new AppError(
        429,
        'too_many_requests',
        'Too many attempts. Please wait a moment and try again.',
        { retryAfterSeconds: decision.retryAfterSeconds },
      );
    }
  }
}
