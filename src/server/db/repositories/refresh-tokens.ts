import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../database';
import { refreshTokens } from '../schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks the token rotated if nobody did yet; false when another request rotated it first. */
export async function markRotated(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Removes tokens that expired, or were revoked more than a day ago; returns how many. */
export async function deleteDeadRefreshTokens(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const rows = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, now), lt(refreshTokens.revokedAt, dayAgo)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
