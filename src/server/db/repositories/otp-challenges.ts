import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { otpChallenges } from '../schema';

export type OtpChallengeRow = typeof otpChallenges.$inferSelect;
export type OtpPurpose = OtpChallengeRow['purpose'];

/** Stores a new challenge and retires the earlier open ones of the same email and purpose (one live code). */
export async function replaceOtpChallenge(db: Db, row: typeof otpChallenges.$inferInsert, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(eq(otpChallenges.email, row.email), eq(otpChallenges.purpose, row.purpose), isNull(otpChallenges.consumedAt)),
      );
    await tx.insert(otpChallenges).values(row);
  });
}

export async function latestOtpChallenge(db: Db, email: string, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.email, email), eq(otpChallenges.purpose, purpose)))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row;
}

export async function findOtpChallenge(db: Db, id: string, purpose: OtpPurpose): Promise<OtpChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.id, id), eq(otpChallenges.purpose, purpose)))
    .limit(1);
  return row;
}

/** Counts a wrong try; returns the attempts now recorded. */
export async function recordFailedAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, id))
    .returning({ attempts: otpChallenges.attempts });
  return row?.attempts ?? 0;
}

export async function markOtpVerified(db: Db, id: string, now: Date): Promise<void> {
  await db.update(otpChallenges).set({ verifiedAt: now }).where(eq(otpChallenges.id, id));
}

/** Uses the challenge up; false when it was already used (a concurrent request won). */
export async function consumeOtpChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  return rows.length > 0;
}

/** Removes challenges created before `before` (long expired; kept a while for the resend countdown). */
export async function deleteOtpChallengesBefore(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, before)).returning({ id: otpChallenges.id });
  return rows.length;
}
