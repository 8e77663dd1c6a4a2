import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
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

/** Whether the family still has a token that is neither rotated, revoked nor expired (the session is alive). */
export async function isFamilyActive(db: Db, familyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > ${now}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Removes tokens that can no longer be used; returns how many. */
export async function deleteDeadRefreshTokens(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, now), sql`${refreshTokens.revokedAt} < ${now} - interval '1 day'`))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
