import { AppError } from '../../shared/app-error';
import type { RateDecision, RateLimit } from '../../auth/rate-limiter';
import type { AccountDeps, ClientInfo } from './deps';

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

type Deps = Pick<AccountDeps, 'limiter' | 'rateLimits' | 'clock'>;

function refuse(decision: RateDecision): void {
  if (decision.allowed) return;
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  const wait =
    decision.retryAfterSeconds < 60
      ? `${decision.retryAfterSeconds} seconds`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw new AppError(429, 'too_many_requests', `Too many attempts. Please try again in ${wait}.`, {
    retryAfterSeconds: decision.retryAfterSeconds,
    details: { retryAfterSeconds: decision.retryAfterSeconds },
  });
}

/** Counts one request of `action` against the client's IP and, when given, the email; throws when over a limit. */
export async function enforceRateLimit(
  deps: Deps,
  action: LimitedAction,
  by: { client?: ClientInfo; email?: string },
): Promise<void> {
  if (!deps.rateLimits) return;
  const rules = deps.rateLimits[action];
  const now = deps.clock();
  if (by.client) refuse(await deps.limiter.hit(`${action}:ip:${by.client.ip}`, rules.ip, now));
  if (by.email) refuse(await deps.limiter.hit(`${action}:email:${by.email}`, rules.email, now));
}

const pairKey = (email: string, client: ClientInfo) => `login-failures:${email}:${client.ip}`;
const emailKey = (email: string) => `login-failures:${email}`;

/**
 * Before a sign-in: counts the attempt per IP and refuses a client over its own limits. Past the account's limit
 * (not for a known device) it waits `slowdownMs` and says so: the caller then asks the captcha.
 */
export async function admitLogin(
  deps: Deps,
  email: string,
  client: ClientInfo,
  knownDevice: boolean,
): Promise<{ accountLimitPassed: boolean }> {
  if (!deps.rateLimits) return { accountLimitPassed: false };
  const rules = deps.rateLimits.login;
  const now = deps.clock();
  refuse(await deps.limiter.hit(`login:ip:${client.ip}`, rules.ip, now));
  refuse(await deps.limiter.check(pairKey(email, client), rules.emailClient, now));
  if (knownDevice || (await deps.limiter.check(emailKey(email), rules.email, now)).allowed) {
    return { accountLimitPassed: false };
  }
  await new Promise((resolve) => setTimeout(resolve, rules.slowdownMs));
  return { accountLimitPassed: true };
}

/** Wrong passwords for one account from one client after which sign-in asks for a captcha (when one is configured). */
export const LOGIN_CAPTCHA_AFTER = 3;

/** Whether this client's next sign-in to this account must solve a captcha. */
export async function captchaDue(deps: Deps, email: string, client: ClientInfo): Promise<boolean> {
  if (!deps.rateLimits) return false;
  const rule = { limit: LOGIN_CAPTCHA_AFTER, windowMs: deps.rateLimits.login.emailClient.windowMs };
  return !(await deps.limiter.check(pairKey(email, client), rule, deps.clock())).allowed;
}

/** After a wrong password: one more failure for this account from this client, and for the account overall. */
export async function countLoginFailure(deps: Deps, email: string, client: ClientInfo): Promise<void> {
  if (!deps.rateLimits) return;
  const rules = deps.rateLimits.login;
  const now = deps.clock();
  await deps.limiter.hit(pairKey(email, client), rules.emailClient, now);
  await deps.limiter.hit(emailKey(email), rules.email, now);
}
