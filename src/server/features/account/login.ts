import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { findUserByEmail } from '../../db/repositories/users';
import { AppError } from '../../shared/app-error';
import type { AccountDeps, ClientInfo } from './deps';
import { issueCode } from './otp-codes';
import { isKnownDevice } from './known-device';
import { requireCaptcha } from './captcha-check';
import { admitLogin, captchaDue, countLoginFailure } from './rate-limits';
import { startSession, type IssuedSession } from './sessions';

const wrongCombination = () => new AppError(401, 'wrong_combination', 'Wrong email/password combination');

/**
 * Email and password sign-in (spec 3 §4). A right password on an unconfirmed address answers
 * `email_not_confirmed` and mails a new code (unless one was sent within the countdown), so the screen can go to
 * verify-otp. After a few wrong passwords for the email from this client, or past the account's limit from every
 * client together, a captcha is asked before the password is checked (`captcha_required`): guessing slows down
 * without locking the owner out.
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string; captcha?: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  const knownDevice = isKnownDevice(deps.keys.otp, input.email, client.deviceTag);
  const { accountLimitPassed } = await admitLogin(deps, input.email, client, knownDevice);
  if (deps.captcha && (accountLimitPassed || (await captchaDue(deps, input.email, client)))) {
    await requireCaptcha(deps, input.captcha, client);
  }
  const user = await findUserByEmail(deps.db, input.email);
  const matches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  if (!user || !matches) {
    await countLoginFailure(deps, input.email, client);
    throw wrongCombination();
  }

  if (!user.emailConfirmedAt) {
    let resendAvailableIn: number;
    try {
      resendAvailableIn = (await issueCode(deps, { email: user.email, userId: user.id, purpose: 'confirm_email' }))
        .resendAvailableIn;
    } catch (error) {
      // A code sent moments ago is still good: the user goes to verify-otp either way.
      if (!(error instanceof AppError && error.code === 'otp_resend_too_soon')) throw error;
      resendAvailableIn = error.retryAfterSeconds ?? 0;
    }
    throw new AppError(403, 'email_not_confirmed', 'Please verify your email address with the code we sent you.', {
      details: { email: user.email, resendAvailableIn },
    });
  }
  return startSession(deps, user);
}
