import { deleteOtpChallengesBefore } from '../../db/repositories/otp-challenges';
import { deleteEndedWindows } from '../../db/repositories/rate-limit-windows';
import { deleteDeadRefreshTokens } from '../../db/repositories/refresh-tokens';
import type { AccountDeps } from './deps';

/**
 * Rows that can never be used again: expired or long-revoked refresh tokens, codes older than a day, ended
 * rate-limit windows.
 */
export async function purgeExpired(
  deps: Pick<AccountDeps, 'db' | 'clock'>,
): Promise<{ tokens: number; codes: number; windows: number }> {
  const now = deps.clock();
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const [tokens, codes, windows] = await Promise.all([
    deleteDeadRefreshTokens(deps.db, now),
    deleteOtpChallengesBefore(deps.db, dayAgo),
    deleteEndedWindows(deps.db, now),
  ]);
  return { tokens, codes, windows };
}

const HOUR_MS = 3_600_000;

/** Purges every hour for the life of the process (the timer does not keep the process alive). */
export function schedulePurge(deps: Pick<AccountDeps, 'db' | 'clock' | 'logger'>): void {
  const timer = setInterval(() => {
    purgeExpired(deps)
      .then((removed) => deps.logger.debug(removed, 'purged expired sessions and codes'))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'purging expired sessions and codes failed'));
  }, HOUR_MS);
  timer.unref();
}
