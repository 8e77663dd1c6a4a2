import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { favorites } from '../schema';

export async function listFavorites(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ mediaid: favorites.mediaid })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.position));
  return rows.map((row) => row.mediaid);
}

export async function hasFavorite(db: Db, userId: string, mediaid: string): Promise<boolean> {
  const rows = await db
    .select({ mediaid: favorites.mediaid })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.mediaid, mediaid)))
    .limit(1);
  return rows.length > 0;
}

export async function countFavorites(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(favorites).where(eq(favorites.userId, userId));
  return Number(row?.value ?? 0);
}

export async function insertFavorite(db: Db, userId: string, mediaid: string): Promise<void> {
  await db.insert(favorites).values({ userId, mediaid }).onConflictDoNothing();
}

export async function deleteFavorite(db: Db, userId: string, mediaid: string): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.mediaid, mediaid)))
    .returning({ mediaid: favorites.mediaid });
  return rows.length > 0;
}

export async function deleteAllFavorites(db: Db, userId: string): Promise<void> {
  await db.delete(favorites).where(eq(favorites.userId, userId));
}
