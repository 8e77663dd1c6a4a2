import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Auth, User } from '../../../lib/api/contract';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
  digestToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from '../../auth/tokens';
import { refreshTokens, users } from '../../db/schema';
import { findRefreshToken, insertRefreshToken, markRotated, revokeFamily } from '../../db/repositories/refresh-tokens';
import { findUserById, type UserRow } from '../../db/repositories/users';
import type { Db } from '../../db/database';
import type { AccountDeps, Caller } from './deps';
import { sessionExpired } from './errors';
import { knownDeviceTag } from './known-device';
import { toUserBody } from './user-body';

/**
 * Sign-in sessions: a short-lived access token (JWT) plus a rotating refresh token. Each sign-in starts a token
 * family; refreshing retires the presented token and issues the next one of the family. Presenting a retired
 * token again means it was copied: the whole family is revoked, and so are its access tokens, which name the
 * family (`sid`) and are checked against it on every request.
 */

/**
 * Two tabs refreshing at the same moment both present the same token; the slower one should fail quietly, not
 * sign the user out everywhere. A token retired this recently is answered 401 without revoking the family.
 */
export const ROTATION_GRACE_MS = 10_000;

export interface IssuedSession {
  auth: Required<Auth>;
  user: User;
  refreshExpiresAt: Date;
  /** For the browser's `known_device` cookie (see known-device.ts); platforms that limit sign-ins themselves have none. */
  deviceTag?: string;
}

async function issueTokens(deps: AccountDeps, user: UserRow, familyId: string): Promise<IssuedSession> {
  const now = deps.clock();
  const refreshToken = newRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000);
  await insertRefreshToken(deps.db, {
    id: randomUUID(),
    userId: user.id,
    familyId,
    tokenHash: digestToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  const expiresIn = deps.accessTokenTtlS ?? ACCESS_TOKEN_TTL_S;
  const claims = { userId: user.id, sessionId: familyId };
  const { jwt, expiresAt } = signAccessToken(claims, deps.keys.accessToken, now, expiresIn);
  return {
    auth: { type: user.provider ? 'social' : 'manual', jwt, refreshToken, expiresIn, expiresAt },
    user: toUserBody(user),
    refreshExpiresAt,
    deviceTag: knownDeviceTag(deps.keys.otp, user.email),
  };
}

export function startSession(deps: AccountDeps, user: UserRow): Promise<IssuedSession> {
  return issueTokens(deps, user, randomUUID());
}

/** New tokens for a refresh token (cookie or Bearer); none, or one that cannot be used, is `sessionExpired`. */
export async function refreshSession(deps: AccountDeps, refreshToken: string | null): Promise<IssuedSession> {
  if (!refreshToken) throw sessionExpired();
  const now = deps.clock();
  const row = await findRefreshToken(deps.db, digestToken(refreshToken));
  if (!row || row.revokedAt || row.expiresAt <= now) throw sessionExpired();
  if (row.rotatedAt || !(await markRotated(deps.db, row.id, now))) {
    const rotatedAt = row.rotatedAt?.getTime() ?? now.getTime();
    if (now.getTime() - rotatedAt > ROTATION_GRACE_MS) {
      await revokeFamily(deps.db, row.familyId, now);
      deps.logger.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: session family revoked');
    }
    throw sessionExpired();
  }
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw sessionExpired();
  return issueTokens(deps, user, row.familyId);
}

/**
 * Ends a sign-in: its refresh tokens and access tokens stop working. The sign-in is the caller's, or — when the
 * access token already expired — the one of the refresh token presented; with neither there is nothing to end.
 */
export async function endSession(
  deps: AccountDeps,
  by: { caller: Caller | null; refreshToken: string | null },
): Promise<void> {
  const familyId =
    by.caller?.sessionId ??
    (by.refreshToken ? (await findRefreshToken(deps.db, digestToken(by.refreshToken)))?.familyId : undefined);
  if (familyId) await revokeFamily(deps.db, familyId, deps.clock());
}

/**
 * Whether the user exists and the sign-in family is live: asked on every authenticated request, so it is a
 * prepared statement (one per database; PostgreSQL parses and plans it once per connection).
 */
function prepareSessionCheck(db: Db) {
  const familyIsLive = sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')}
    and ${refreshTokens.userId} = ${users.id} and ${isNull(refreshTokens.revokedAt)}
    and ${refreshTokens.expiresAt} > ${sql.placeholder('now')})`;
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), familyIsLive))
    .limit(1)
    .prepare('session_check');
}
const sessionChecks = new WeakMap<Db, ReturnType<typeof prepareSessionCheck>>();

/** Whether the caller's user exists and their sign-in has not ended (logout, password change, reuse). */
export async function sessionIsLive(db: Db, caller: Caller, now: Date): Promise<boolean> {
  let check = sessionChecks.get(db);
  if (!check) sessionChecks.set(db, (check = prepareSessionCheck(db)));
  const rows = await check.execute({ userId: caller.userId, sessionId: caller.sessionId, now });
  return rows.length > 0;
}

/** The caller behind an access token, if the token is valid and its sign-in has not ended. */
export async function authenticate(
  deps: Pick<AccountDeps, 'db' | 'keys' | 'clock'>,
  jwt: string,
): Promise<Caller | null> {
  const now = deps.clock();
  const claims = verifyAccessToken(jwt, deps.keys.accessToken, now);
  if (!claims) return null;
  return (await sessionIsLive(deps.db, claims, now)) ? claims : null;
}

/**
 * The caller of a valid, unexpired token whose sign-in is not checked yet (`sessionUnchecked`): the write it is
 * used for must check it (see `saveHistoryEntry`'s `session`).
 */
export function readAccessToken(deps: Pick<AccountDeps, 'keys' | 'clock'>, jwt: string): Caller | null {
  const claims = verifyAccessToken(jwt, deps.keys.accessToken, deps.clock());
  return claims && { ...claims, sessionUnchecked: true };
}
