import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeAllForUser } from '../../db/repositories/refresh-tokens';
import { deleteUser, findUserById, updateUser, type UserPatch, type UserRow } from '../../db/repositories/users';
import { AppError, fieldError } from '../../shared/app-error';
import type { User } from '../../../lib/api/contract';
import type { AccountDeps, Caller } from './deps';
import { accountGone } from './errors';
import { assertNotGuessable } from './password-rules';
import { toUserBody } from './user-body';

/** The signed-in user's own account: details, sports preferences, password, deletion (spec 3 §2 Profile, §5). */

async function currentUser(deps: AccountDeps, caller: Caller): Promise<UserRow> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) throw accountGone();
  return user;
}

export async function getUser(deps: AccountDeps, caller: Caller): Promise<User> {
  return toUserBody(await currentUser(deps, caller));
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  dob?: string;
  sendEmailNotification?: boolean;
}

export async function updateProfile(deps: AccountDeps, caller: Caller, changes: ProfileChanges): Promise<User> {
  const patch: UserPatch = {};
  if (changes.firstName !== undefined) patch.firstName = changes.firstName;
  if (changes.lastName !== undefined) patch.lastName = changes.lastName;
  if (changes.dob !== undefined) patch.dob = changes.dob || null;
  if (changes.sendEmailNotification !== undefined) patch.sendEmailNotification = changes.sendEmailNotification;
  const user = await updateUser(deps.db, caller.userId, patch, deps.clock());
  if (!user) throw accountGone();
  return toUserBody(user);
}

/** Sports preferences: titles of CMS sports; `['']` (or only blanks) means none. */
export async function updatePreferences(deps: AccountDeps, caller: Caller, sports: string[]): Promise<User> {
  const chosen = [...new Set(sports.map((title) => title.trim()).filter(Boolean))];
  if (chosen.length > 0) {
    const known = new Set(await deps.sports.titles());
    const unknown = chosen.filter((title) => !known.has(title));
    if (unknown.length > 0) {
      throw fieldError('preferences.sports', `Unknown sport: ${unknown.join(', ')}`, 'unknown_sport');
    }
  }
  const user = await updateUser(deps.db, caller.userId, { preferredSports: chosen }, deps.clock());
  if (!user) throw accountGone();
  return toUserBody(user);
}

/** Media of the user's preferred sports (`GET /auth/media-preferences`). */
export async function mediaPreferences(deps: AccountDeps, caller: Caller): Promise<Array<{ id: string }>> {
  const user = await currentUser(deps, caller);
  if (user.preferredSports.length === 0) return [];
  return (await deps.sports.mediaIdsFor(user.preferredSports)).map((id) => ({ id }));
}

/** Changing the password ends every sign-in, this one included: the user signs in again with the new one. */
export async function changePassword(
  deps: AccountDeps,
  caller: Caller,
  input: { oldPassword: string; newPassword: string },
): Promise<{ message: string }> {
  const user = await currentUser(deps, caller);
  if (!user.passwordHash) {
    throw new AppError(409, 'password_not_set', 'This account has no password yet: set one first.');
  }
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw fieldError('oldPassword', 'reset.old_password_does_not_match', 'reset.old_password_does_not_match');
  }
  assertNotGuessable(input.newPassword, user, 'newPassword');
  const now = deps.clock();
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword) }, now);
  await revokeAllForUser(deps.db, user.id, now);
  return { message: 'Password updated successfully!' };
}

/** A user who signed in through a provider and has no password sets one (spec 3 §6). */
export async function setPasswordAfterOauth(
  deps: AccountDeps,
  caller: Caller,
  password: string,
): Promise<{ message: string }> {
  const user = await currentUser(deps, caller);
  if (user.passwordHash) {
    throw new AppError(409, 'password_already_set', 'This account already has a password: change it instead.');
  }
  assertNotGuessable(password, user, 'password');
  const now = deps.clock();
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(password) }, now);
  await revokeAllForUser(deps.db, user.id, now);
  return { message: 'Password set successfully!' };
}

/**
 * Deletes the account and everything it owns. A user with a password must give it; a provider user without one
 * needs none (spec 3 §5).
 */
export async function deleteAccount(deps: AccountDeps, caller: Caller, password: string | undefined): Promise<void> {
  const user = await currentUser(deps, caller);
  if (user.passwordHash) {
    if (!password) throw fieldError('password', 'Password is required!');
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw fieldError('password', 'invalid_credentials', 'invalid_credentials');
    }
  }
  await deleteUser(deps.db, user.id);
}
