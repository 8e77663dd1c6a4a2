import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { socialIdentities } from '../schema';

export async function findIdentityOwner(db: Db, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

/** Binds the identity to the user; a concurrent callback that bound it first wins (the caller reads it back). */
export async function insertIdentity(db: Db, identity: { provider: string; subject: string; userId: string }) {
  await db.insert(socialIdentities).values(identity).onConflictDoNothing();
}
