import { and, desc, eq, notInArray, or } from 'drizzle-orm';
import type { Db } from '../database';
import { watchHistory } from '../schema';

export interface HistoryRow {
  mediaid: string;
  progress: number;
  seriesId: string | null;
}

export async function listHistory(db: Db, userId: string, limit: number): Promise<HistoryRow[]> {
  return db
    .select({ mediaid: watchHistory.mediaid, progress: watchHistory.progress, seriesId: watchHistory.seriesId })
    .from(watchHistory)
    .where(eq(watchHistory.userId, userId))
    .orderBy(desc(watchHistory.position))
    .limit(limit);
}

/** Removes the entry of this media and, when given, any entry of the same series. */
export async function deleteHistoryFor(db: Db, userId: string, mediaid: string, seriesId?: string): Promise<void> {
  const sameItem = seriesId
    ? or(eq(watchHistory.mediaid, mediaid), eq(watchHistory.seriesId, seriesId))
    : eq(watchHistory.mediaid, mediaid);
  await db.delete(watchHistory).where(and(eq(watchHistory.userId, userId), sameItem));
}

/** Inserts the entry as the most recent one (the position identity orders the list). */
export async function insertHistory(db: Db, userId: string, entry: HistoryRow, now: Date): Promise<void> {
  await db.insert(watchHistory).values({ userId, ...entry, updatedAt: now });
}

/** Keeps only the `limit` most recent entries of the user. */
export async function trimHistory(db: Db, userId: string, limit: number): Promise<void> {
  const keep = db
    .select({ mediaid: watchHistory.mediaid })
    .from(watchHistory)
    .where(eq(watchHistory.userId, userId))
    .orderBy(desc(watchHistory.position))
    .limit(limit);
  await db.delete(watchHistory).where(and(eq(watchHistory.userId, userId), notInArray(watchHistory.mediaid, keep)));
}

export async function deleteAllHistory(db: Db, userId: string): Promise<void> {
  await db.delete(watchHistory).where(eq(watchHistory.userId, userId));
}
