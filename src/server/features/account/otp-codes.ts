import { randomUUID } from 'node:crypto';
import { OTP_TTL_MS, checkChallenge, resendWaitSeconds } from '../../../domain/account/otp';
import { hashOtp, newOtpCode, otpMatches } from '../../auth/tokens';
import {
  consumeOtpChallenge,
  latestOtpChallenge,
  recordFailedAttempt,
  replaceOtpChallenge,
  type OtpChallengeRow,
  type OtpPurpose,
} from '../../db/repositories/otp-challenges';
import { otpEmail } from '../../mail/templates';
import { AppError, fieldError } from '../../shared/app-error';
import type { AccountDeps } from './deps';

/**
 * Sending and checking one-time codes. A new code replaces the open one, and only once the resend countdown has
 * run out — the server enforces it, whatever the screen shows. A code is good for 10 minutes and 5 wrong tries.
 */

export interface IssuedCode {
  challengeId: string;
  resendAvailableIn: number;
}

export function tooSoon(waitSeconds: number): AppError {
  return new AppError(
    429,
    'otp_resend_too_soon',
    `Please wait ${waitSeconds} s before requesting a new code.`,
    { retryAfterSeconds: waitSeconds, details: { resendAvailableIn: waitSeconds } },
  );
}

export async function assertResendAllowed(deps: AccountDeps, email: string, purpose: OtpPurpose): Promise<void> {
  const latest = await latestOtpChallenge(deps.db, email, purpose);
  const wait = resendWaitSeconds(latest?.createdAt ?? null, deps.clock());
  if (wait > 0) throw tooSoon(wait);
}

/**
 * Creates a code for `email` and mails it (`userId` null: a reset asked for an unknown address — recorded so the
 * answer and the countdown look the same, but nothing is sent and nothing can be verified).
 */
export async function issueCode(
  deps: AccountDeps,
  input: { email: string; userId: string | null; purpose: OtpPurpose; link?: (challengeId: string) => string },
): Promise<IssuedCode> {
  await assertResendAllowed(deps, input.email, input.purpose);
  const now = deps.clock();
  const code = newOtpCode();
  const challengeId = randomUUID();
  await replaceOtpChallenge(
    deps.db,
    {
      id: challengeId,
      userId: input.userId,
      email: input.email,
      purpose: input.purpose,
      codeHash: hashOtp(code, deps.keys.otp),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    },
    now,
  );
  if (input.userId) {
    const message = otpEmail({
      to: input.email,
      code,
      purpose: input.purpose,
      siteName: await deps.siteName(),
      validMinutes: OTP_TTL_MS / 60_000,
      link: input.link?.(challengeId),
    });
    try {
      await deps.mailer.send(message);
    } catch (error) {
      // The code never reached the user: retire it so the countdown does not block asking again.
      await consumeOtpChallenge(deps.db, challengeId, deps.clock());
      deps.logger.error({ err: error, purpose: input.purpose }, 'one-time code email could not be sent');
      throw new AppError(503, 'mail_unavailable', 'Otp request failed. Please try again.');
    }
  }
  return { challengeId, resendAvailableIn: resendWaitSeconds(now, now) };
}

export const invalidOtp = () => fieldError('otp', 'Invalid OTP', 'invalid_otp');

/**
 * Checks `code` against the challenge: wrong codes are counted; an expired, exhausted or used challenge is refused
 * with a message telling the user to ask for a new code.
 */
export async function checkCode(deps: AccountDeps, challenge: OtpChallengeRow | undefined, code: string): Promise<OtpChallengeRow> {
  if (!challenge) throw invalidOtp();
  switch (checkChallenge(challenge, deps.clock())) {
    case 'consumed':
      throw invalidOtp();
    case 'expired':
      throw fieldError('otp', 'OTP has expired. Please request a new one.', 'otp_expired');
    case 'exhausted':
      throw fieldError('otp', 'Too many wrong codes. Please request a new one.', 'otp_attempts_exceeded');
    case 'usable':
      break;
  }
  if (!challenge.userId || !otpMatches(code, challenge.codeHash, deps.keys.otp)) {
    await recordFailedAttempt(deps.db, challenge.id);
    throw invalidOtp();
  }
  return challenge;
}
