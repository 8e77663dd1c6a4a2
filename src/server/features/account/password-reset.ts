import { hashPassword } from '../../auth/passwords';
import { consumeOtpChallenge, findOtpChallenge, markOtpVerified } from '../../db/repositories/otp-challenges';
import { revokeAllForUser } from '../../db/repositories/refresh-tokens';
import { findUserByEmail, updateUser } from '../../db/repositories/users';
import { fieldError } from '../../shared/app-error';
import type { AccountDeps, ClientInfo } from './deps';
import { checkCode, issueCode } from './otp-codes';
import { enforceRateLimit } from './rate-limits';

/**
 * Password reset by one-time code (spec 3 §4 "Reset flow"): forgot-password (email → token; the code is mailed)
 * → verify-reset-password-otp (otp, token) → reset-password (password, token, otp). An unknown address gets a
 * token too, so the answer does not reveal who has an account; its code can never be verified.
 */

export async function forgotPassword(
  deps: AccountDeps,
  email: string,
  client: ClientInfo,
): Promise<{ token: string; resendAvailableIn: number }> {
  enforceRateLimit(deps, 'otpSend', { client, email });
  const user = await findUserByEmail(deps.db, email);
  const issued = await issueCode(deps, { email, userId: user?.id ?? null, purpose: 'reset_password' });
  return { token: issued.challengeId, resendAvailableIn: issued.resendAvailableIn };
}

const invalidLink = () => fieldError('token', 'reset.invalid_reset_link', 'reset.invalid_reset_link');

async function usableChallenge(deps: AccountDeps, token: string, otp: string) {
  const challenge = await findOtpChallenge(deps.db, token, 'reset_password');
  if (!challenge) throw invalidLink();
  enforceRateLimit(deps, 'otpVerify', { email: challenge.email });
  return checkCode(deps, challenge, otp);
}

export async function verifyResetOtp(
  deps: AccountDeps,
  input: { otp: string; token: string },
  client: ClientInfo,
): Promise<{ message: string }> {
  enforceRateLimit(deps, 'otpVerify', { client });
  const challenge = await usableChallenge(deps, input.token, input.otp);
  await markOtpVerified(deps.db, challenge.id, deps.clock());
  return { message: 'Otp verified successfully!' };
}

/**
 * Sets the new password. Receiving the code proves the inbox, so an unconfirmed address becomes confirmed; every
 * existing sign-in ends (someone who knew the old password is signed out).
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { password: string; token: string; otp: string },
  client: ClientInfo,
): Promise<{ message: string }> {
  enforceRateLimit(deps, 'otpVerify', { client });
  const challenge = await usableChallenge(deps, input.token, input.otp);
  const now = deps.clock();
  if (!challenge.userId || !(await consumeOtpChallenge(deps.db, challenge.id, now))) throw invalidLink();
  const user = await findUserByEmail(deps.db, challenge.email);
  if (!user || user.id !== challenge.userId) throw invalidLink();
  await updateUser(
    deps.db,
    user.id,
    { passwordHash: await hashPassword(input.password), emailConfirmedAt: user.emailConfirmedAt ?? now },
    now,
  );
  await revokeAllForUser(deps.db, user.id, now);
  return { message: 'Password updated successfully!' };
}
