import { AppError } from '../../shared/app-error';
import type { RateDecision } from '../../auth/rate-limiter';
import type { AccountDeps, ClientInfo } from './deps';
import type { LimitedAction } from './rate-limit-rules';

/** Enforces the limits of rate-limit-rules.ts with the rate limiter (counts kept in the database). */
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
