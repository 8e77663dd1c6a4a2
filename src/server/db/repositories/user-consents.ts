import { eq, sql } from 'drizzle-orm';
import type { ConsentAnswer } from '../../../domain/account/publisher-consents';
import type { Db } from '../database';
import { userConsents } from '../schema';

export async function listConsentAnswers(db: Db, userId: string): Promise<ConsentAnswer[]> {
  return db
    .select({
      name: userConsents.name,
      version: userConsents.version,
      accepted: userConsents.accepted,
      answeredAt: userConsents.answeredAt,
    })
    .from(userConsents)
    .where(eq(userConsents.userId, userId));
}

/** Stores answers, replacing earlier ones to the same consents. */
export async function saveConsentAnswers(db: Db, userId: string, answers: ConsentAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(userConsents)
    .values(answers.map((answer) => ({ userId, ...answer })))
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.name],
      set: {
        version: sql`excluded.version`,
        accepted: sql`excluded.accepted`,
        answeredAt: sql`excluded.answered_at`,
      },
    });
}
