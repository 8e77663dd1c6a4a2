import { messages } from '../../../domain/account/fields';
import { verifyPassword } from '../../auth/passwords';
import { changeUserEmail, findUserByEmail, findUserById } from '../../db/repositories/users';
import { emailChangedEmail } from '../../mail/templates';
import { AppError, fieldError } from '../../shared/app-error';
import type { User } from '../../../lib/api/contract';
import type { AccountDeps, Caller, ClientInfo } from './deps';
import { accountGone } from './errors';
import { enforceRateLimit } from './rate-limits';
import { toUserBody } from './user-body';

const emailTaken = () => new AppError(409, 'user_exists', 'user_exists', { fields: { email: ['user_exists'] } });

/**
 * A new sign-in address, confirmed by the current password (spec 3 §5) and applied at once: the specs ask no code
 * from the new address (decision 4401). The old address is told where the account went.
 */
export async function changeEmail(
  deps: AccountDeps,
  caller: Caller,
  input: { email: string; confirmationPassword: string },
  client: ClientInfo,
): Promise<User> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw accountGone();
  await enforceRateLimit(deps, 'emailChange', { client, email: user.email });
  if (!user.passwordHash) {
    throw new AppError(409, 'password_not_set', 'This account has no password yet: set one first.');
  }
  if (!(await verifyPassword(user.passwordHash, input.confirmationPassword))) {
    throw fieldError('confirmationPassword', messages.emailChangeWrong, 'wrong_combination');
  }
  if (input.email === user.email) return toUserBody(user);
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken();

  const moved = await changeUserEmail(deps.db, user.id, input.email, deps.clock());
  if (moved === 'taken') throw emailTaken();
  if (!moved) throw accountGone();
  const notice = emailChangedEmail({ to: user.email, newEmail: moved.email, siteName: await deps.siteName() });
  await deps.mailer.send(notice).catch((error: unknown) => {
    deps.logger.error({ err: error }, 'the email-changed notice could not be sent');
  });
  return toUserBody(moved);
}
