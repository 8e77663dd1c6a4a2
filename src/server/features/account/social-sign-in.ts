import { randomUUID } from 'node:crypto';
import { findIdentityOwner, insertIdentity } from '../../db/repositories/social-identities';
import { findUserByEmail, findUserById, insertUser, updateUser, type UserRow } from '../../db/repositories/users';
import { AppError } from '../../shared/app-error';
import type { SocialProfile } from '../../social-login/port';
import type { AccountDeps } from './deps';
import { startSession, type IssuedSession } from './sessions';

/**
 * Who a provider's sign-in is (spec 3 §4 "Social sign-in"): the account already bound to the provider's subject;
 * else the account of the same address, when the provider vouches for it (`email_verified`); else a new account
 * without a password. An address the provider does not vouch for is neither linked nor used for a new account —
 * that would let whoever typed somebody's address at the provider take over, or squat, that person's account.
 */
export interface SocialSignIn {
  session: IssuedSession;
  /** A first sign-in: the account was made (or its unconfirmed registration taken over) just now. */
  created: boolean;
}

export async function signInWithProvider(deps: AccountDeps, profile: SocialProfile): Promise<SocialSignIn> {
  const ownerId = await findIdentityOwner(deps.db, profile.provider, profile.subject);
  const owner = ownerId ? await findUserById(deps.db, ownerId) : undefined;
  if (owner) return { session: await startSession(deps, owner), created: false };

  if (!profile.email) {
    throw new AppError(400, 'social_email_missing', 'The provider did not share an email address.');
  }
  if (!profile.emailVerified) {
    throw new AppError(403, 'social_email_unverified', 'The provider has not verified this email address.');
  }
  const { user, created } = await accountForVerifiedEmail(deps, profile, profile.email);
  await insertIdentity(deps.db, { provider: profile.provider, subject: profile.subject, userId: user.id });
  // Two callbacks racing for one new identity: whichever bound it first decides the account.
  const boundTo = (await findIdentityOwner(deps.db, profile.provider, profile.subject)) ?? user.id;
  const signedIn = boundTo === user.id ? user : await findUserById(deps.db, boundTo);
  if (!signedIn) throw new AppError(409, 'social_sign_in_conflict', 'Please try signing in again.');
  return { session: await startSession(deps, signedIn), created };
}

async function accountForVerifiedEmail(
  deps: AccountDeps,
  profile: SocialProfile,
  email: string,
): Promise<{ user: UserRow; created: boolean }> {
  const now = deps.clock();
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.emailConfirmedAt) return { user: existing, created: false };
  if (existing) {
    // A registration never confirmed: its password was chosen by whoever typed the address, maybe not its owner.
    const patch = { passwordHash: null, provider: profile.provider, emailConfirmedAt: now };
    const taken = await updateUser(deps.db, existing.id, patch, now);
    if (taken) return { user: taken, created: true };
  }
  const inserted = await insertUser(deps.db, {
    id: randomUUID(),
    email,
    passwordHash: null,
    provider: profile.provider,
    emailConfirmedAt: now,
    firstName: profile.firstName,
    lastName: profile.lastName,
    registerSource: profile.provider,
  });
  if (inserted) return { user: inserted, created: true };
  // Registered by another request a moment ago.
  const raced = await findUserByEmail(deps.db, email);
  if (!raced?.emailConfirmedAt) throw new AppError(409, 'social_sign_in_conflict', 'Please try signing in again.');
  return { user: raced, created: false };
}
