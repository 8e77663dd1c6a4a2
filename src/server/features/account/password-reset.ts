import { checkChallenge } from '../../../domain/account/otp';
import { accountModalPath } from '../../../lib/routes';
import { hashPassword } from '../../auth/passwords';
import { consumeOtpChallenge, findOtpChallenge, markOtpVerified } from '../../db/repositories/otp-challenges';
import { revokeAllForUser } from '../../db/repositories/refresh-tokens';
import { findUserByEmail, updateUser } from '../../db/repositories/users';
import { AppError, fieldError } from '../../shared/app-error';
import type { AccountDeps, ClientInfo } from './deps';
import { checkCode, issueCode } from './otp-codes';
import { assertNotGuessable } from './password-rules';
import { enforceRateLimit } from './rate-limits';

/**
 * Password reset by one-time code (spec 3 §4 "Reset flow"): forgot-password (email → token; the code is mailed)
 * → verify-reset-password-otp (otp, token) → reset-password (password, token, otp). An unknown address gets a
 * token too, so the answer does not reveal who has an account; its code can never be verified.
 */

/**
 * The reset email's link (spec 2 §2): the site root with `u=edit-password`, the token and the address, where the
 * account modal asks the code and the new password. `site` is any address of the site (its origin is kept).
 */
export function resetLink(site: string, token: string, email: string): string {
  const path = accountModalPath({ pathname: '/', search: '' }, 'edit-password', { resetPasswordToken: token, email });
  return new URL(path, site).href;
}

export async function forgotPassword(
  deps: AccountDeps,
  email: string,
  client: ClientInfo,
  site?: string,
): Promise<{ token: string; resendAvailableIn: number }> {
  await enforceRateLimit(deps, 'otpSend', { client, email });
  const user = await findUserByEmail(deps.db, email);
  const link = site ? (token: string) => resetLink(site, token, email) : undefined;
  const issued = await issueCode(deps, { email, userId: user?.id ?? null, purpose: 'reset_password', link });
  return { token: issued.challengeId, resendAvailableIn: issued.resendAvailableIn };
}

/** The token names no reset (spec 2 §8 "resetPasswordToken is not valid"). */
const invalidLink = () => fieldError('token', 'reset.invalid_reset_link', 'reset.invalid_reset_link');
/** The code was verified, but the reset can no longer complete (spec 2 §8 "password could not be set"). */
const couldNotSet = () => new AppError(400, 'reset.invalid_token', 'reset.invalid_token');

async function usableChallenge(deps: AccountDeps, token: string, otp: string) {
  const challenge = await findOtpChallenge(deps.db, token, 'reset_password');
  if (!challenge) throw invalidLink();
  // A verified code whose reset was used up or ran out meanwhile (another tab, a long pause): ask for a new one.
  const state = checkChallenge(challenge, deps.clock());
  if (challenge.verifiedAt && (state === 'consumed' || state === 'expired')) throw couldNotSet();
  await enforceRateLimit(deps, 'otpVerify', { email: challenge.email });
  return checkCode(deps, challenge, otp);
}

export async function verifyResetOtp(
  deps: AccountDeps,
  input: { otp: string; token: string },
  client: ClientInfo,
): Promise<{ message: string }> {
  await enforceRateLimit(deps, 'otpVerify', { client });
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
  await enforceRateLimit(deps, 'otpVerify', { client });
  const challenge = await usableChallenge(deps, input.token, input.otp);
  const now = deps.clock();
  const user = await findUserByEmail(deps.db, challenge.email);
  if (!user || user.id !== challenge.userId) throw couldNotSet();
  assertNotGuessable(input.password, user, 'password');
  if (!(await consumeOtpChallenge(deps.db, challenge.id, now))) throw couldNotSet();
  await updateUser(
    deps.db,
    user.id,
    { passwordHash: await hashPassword(input.password), emailConfirmedAt: user.emailConfirmedAt ?? now },
    now,
  );
  await revokeAllForUser(deps.db, user.id, now);
  return { message: 'Password updated successfully!' };
}
