import type { RateLimit } from '../../auth/rate-limiter';

/**
 * Request limits of the sensitive account actions, per IP (many accounts from one place: credential stuffing)
 * and per email (one account from many places: guessing), counted in the database so every instance enforces one
 * limit. Over a limit: 429 with Retry-After and a message saying how long to wait.
 *
 * Sign-in counts wrong passwords per account and client, so a stranger's guesses lock out the stranger, not the
 * owner. Guesses from many clients at once pass the per-account limit: past it nobody is refused, since a stranger
 * could otherwise lock the owner out of every new device (issue 40); each new browser's attempt is slowed down and
 * must solve the captcha instead. Browsers that signed in to the account before (a signed `known_device` cookie)
 * are spared both.
 */
export type LimitedAction = 'register' | 'otpVerify' | 'otpSend' | 'emailChange';

export interface LoginLimits {
  /** Sign-in attempts from one IP, whatever the account. */
  ip: RateLimit;
  /** Wrong passwords for one account from one IP. */
  emailClient: RateLimit;
  /** Wrong passwords for one account from every IP together, past which sign-in is slowed and asks the captcha. */
  email: RateLimit;
  /** How long an attempt past the per-account limit waits before the password is checked. */
  slowdownMs: number;
}

export type AuthRateLimits = Record<LimitedAction, { ip: RateLimit; email: RateLimit }> & { login: LoginLimits };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: {
    ip: { limit: 100, windowMs: 15 * MINUTE },
    emailClient: { limit: 10, windowMs: 15 * MINUTE },
    email: { limit: 50, windowMs: 15 * MINUTE },
    slowdownMs: 1_000,
  },
  register: { ip: { limit: 30, windowMs: HOUR }, email: { limit: 5, windowMs: HOUR } },
  otpVerify: { ip: { limit: 60, windowMs: 15 * MINUTE }, email: { limit: 20, windowMs: 15 * MINUTE } },
  otpSend: { ip: { limit: 30, windowMs: HOUR }, email: { limit: 8, windowMs: HOUR } },
  // Each attempt checks the account's password: a stolen session must not become a password oracle.
  emailChange: { ip: { limit: 30, windowMs: HOUR }, email: { limit: 10, windowMs: HOUR } },
};
