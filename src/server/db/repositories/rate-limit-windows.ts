import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rateLimitWindows } from '../schema';

export interface WindowCount {
  count: number;
  endsAt: Date;
}

/**
 * Counts one hit in the key's window, in one atomic statement: a new or ended window starts at 1 and ends
 * `windowMs` from `now`; a running one is incremented. Answers the window after the hit.
 */
export async function hitWindow(db: Db, key: string, now: Date, windowMs: number): Promise<WindowCount> {
  const endsAt = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitWindows.endsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, count: 1, endsAt })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
        endsAt: sql`case when ${ended} then excluded.ends_at else ${rateLimitWindows.endsAt} end`,
      },
    })
    .returning({ count: rateLimitWindows.count, endsAt: rateLimitWindows.endsAt });
  if (!row) throw new Error(`rate limit window ${key} was not stored`);
  return row;
}

/** The key's running window, without counting a hit; `null` when there is none. */
export async function readWindow(db: Db, key: string, now: Date): Promise<WindowCount | null> {
  const [row] = await db
    .select({ count: rateLimitWindows.count, endsAt: rateLimitWindows.endsAt })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.key, key), gt(rateLimitWindows.endsAt, now)));
  return row ?? null;
}

export async function deleteEndedWindows(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitWindows)
    .where(lte(rateLimitWindows.endsAt, now))
    .returning({ key: rateLimitWindows.key });
  return removed.length;
}
