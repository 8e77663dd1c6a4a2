import { randomUUID } from 'node:crypto';
import type { OtpSentBody } from '../../../lib/api/contract';
import { hashPassword } from '../../auth/passwords';
import { consumeOtpChallenge, latestOtpChallenge } from '../../db/repositories/otp-challenges';
import { findUserByEmail, insertUser, updateUser } from '../../db/repositories/users';
import { saveConsentAnswers } from '../../db/repositories/user-consents';
import { registrationAttemptEmail } from '../../mail/templates';
import { AppError } from '../../shared/app-error';
import { requireCaptcha } from './captcha-check';
import { checkConsents } from './consents';
import type { ConsentValues } from '../../../domain/account/publisher-consents';
import type { AccountDeps, ClientInfo } from './deps';
import { OTP_RESEND_SECONDS } from '../../../domain/account/otp';
import { checkCode, invalidOtp, issueCode } from './otp-codes';
import { enforceRateLimit } from './rate-limits';
import { startSession, type IssuedSession } from './sessions';

/**
 * Registration by email (spec 3 §4): register → a code is mailed → confirm-email with the code signs the user in.
 * An address that is already registered, confirmed or not, gets the very answer a new one gets, so registration
 * tells no one which addresses have accounts (issue 40); its owner is mailed that someone tried, instead of a code.
 * The account is left as it is: replacing an unconfirmed account's password would let anyone who registers someone
 * else's address first choose its password. Its owner signs in (which mails a new code) or resets the password.
 */

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dob: string;
  /** Publisher consent name → ticked (or a register field's text). */
  consents: ConsentValues;
  /** The captcha's answer, when one is configured. */
  captcha?: string;
}

/** What registering answers, for a new address and for one that has an account alike. */
const codeSent = (email: string, resendAvailableIn: number): OtpSentBody => ({
  message: 'Otp sent successfully!',
  email,
  resendAvailableIn,
});

/** The owner hears of the attempt; the caller gets a new registration's answer (and its wait: the hash is made). */
async function answerTakenAddress(deps: AccountDeps, email: string): Promise<OtpSentBody> {
  const message = registrationAttemptEmail({ to: email, siteName: await deps.siteName() });
  await deps.mailer.send(message).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'the registration-attempt email could not be sent');
  });
  return codeSent(email, OTP_RESEND_SECONDS);
}

export async function register(deps: AccountDeps, input: RegisterInput, client: ClientInfo): Promise<OtpSentBody> {
  await enforceRateLimit(deps, 'register', { client, email: input.email });
  const declared = await deps.publisherConsents();
  checkConsents(declared, input.consents);
  await requireCaptcha(deps, input.captcha, client);
  // Hashed first either way, so a taken address takes as long to answer as a new one.
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(deps.db, input.email)) return answerTakenAddress(deps, input.email);
  const now = deps.clock();
  const user = await deps.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      dob: input.dob || null,
      registerSource: 'email',
    });
    if (!inserted) return undefined;
    const answers = declared.map((consent) => ({
      name: consent.name,
      version: consent.version,
      accepted: input.consents[consent.name] === true,
      answeredAt: now,
    }));
    await saveConsentAnswers(tx, inserted.id, answers);
    return inserted;
  });
  // Another registration of the same address won the race.
  if (!user) return answerTakenAddress(deps, input.email);
  const issued = await issueCode(deps, { email: user.email, userId: user.id, purpose: 'confirm_email' });
  return codeSent(user.email, issued.resendAvailableIn);
}

export async function confirmEmail(
  deps: AccountDeps,
  input: { email: string; otp: string },
  client: ClientInfo,
): Promise<IssuedSession> {
  await enforceRateLimit(deps, 'otpVerify', { client, email: input.email });
  const user = await findUserByEmail(deps.db, input.email);
  // A confirmed account has no code to match: the answer is a wrong code's, so this call reveals no account either.
  const challenge = await latestOtpChallenge(deps.db, input.email, 'confirm_email');
  await checkCode(deps, user && challenge?.userId === user.id ? challenge : undefined, input.otp);
  if (!user || !challenge || !(await consumeOtpChallenge(deps.db, challenge.id, deps.clock()))) {
    throw invalidOtp();
  }
  const confirmed = await updateUser(deps.db, user.id, { emailConfirmedAt: deps.clock() }, deps.clock());
  if (!confirmed) throw new AppError(404, 'user_not_found', 'The account no longer exists');
  return startSession(deps, confirmed);
}

/** Mails a new confirmation code to an unconfirmed account (after the countdown); says the same for any address. */
export async function resendConfirmation(deps: AccountDeps, email: string, client: ClientInfo): Promise<OtpSentBody> {
  await enforceRateLimit(deps, 'otpSend', { client, email });
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmedAt) {
    const issued = await issueCode(deps, { email, userId: user.id, purpose: 'confirm_email' });
    return codeSent(email, issued.resendAvailableIn);
  }
  return codeSent(email, OTP_RESEND_SECONDS);
}
