import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Pick<NewUser, 'passwordHash' | 'provider' | 'firstName' | 'lastName' | 'dob' | 'preferredSports' | 'sendEmailNotification' | 'emailConfirmedAt'>
>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the user; returns undefined when the email is taken (a concurrent registration included). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** Replaces an unconfirmed registration's details (registering again before confirming). */
export async function replaceUnconfirmedUser(db: Db, id: string, user: Omit<NewUser, 'id' | 'email'>) {
  const [row] = await db
    .update(users)
    .set({ ...user, updatedAt: sql`now()` })
    .where(sql`${users.id} = ${id} and ${users.emailConfirmedAt} is null`)
    .returning();
  return row;
}

export async function updateUser(db: Db, id: string, patch: UserPatch, now: Date): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Deletes the user; their tokens, codes, favorites and history go with them (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** Takes the user's row lock for the rest of the transaction, serialising list changes of one user. */
export async function lockUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/**
 * Moves the user to a new address; 'taken' when another account has it (a concurrent change included: the unique
 * index refuses the second).
 */
export async function changeUserEmail(
  db: Db,
  id: string,
  email: string,
  now: Date,
): Promise<UserRow | 'taken' | undefined> {
  try {
    const [row] = await db.update(users).set({ email, updatedAt: now }).where(eq(users.id, id)).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
