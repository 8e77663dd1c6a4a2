import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { browserErrors } from '../schema';

export interface BrowserErrorOccurrence {
  fingerprint: string;
  category: string;
  severity: string;
  message: string;
  stack?: string;
  source: string;
  path: string;
  playerCode?: string;
  browser: string;
  userId?: string;
}

export type BrowserErrorGroup = typeof browserErrors.$inferSelect;

/**
 * Counts one occurrence in its fingerprint's group (a new group starts at 1), keeping the latest details, in one
 * statement. Answers whether the group is new, so the caller prunes only when the number of groups grew.
 */
export async function recordBrowserError(db: Db, occurrence: BrowserErrorOccurrence, now: Date): Promise<boolean> {
  const latest = {
    severity: occurrence.severity,
    message: occurrence.message,
    stack: occurrence.stack ?? null,
    source: occurrence.source,
    path: occurrence.path,
    playerCode: occurrence.playerCode ?? null,
    browser: occurrence.browser,
    userId: occurrence.userId ?? null,
  };
  const [row] = await db
    .insert(browserErrors)
    .values({
      ...latest,
      fingerprint: occurrence.fingerprint,
      category: occurrence.category,
      count: 1,
      firstSeen: now,
      lastSeen: now,
    })
    .onConflictDoUpdate({
      target: browserErrors.fingerprint,
      set: { ...latest, count: sql`${browserErrors.count} + 1`, lastSeen: now },
    })
    .returning({ count: browserErrors.count });
  return row?.count === 1;
}

/** Drops the groups seen least recently beyond the `keep` most recent ones; answers how many went. */
export async function pruneBrowserErrors(db: Db, keep: number): Promise<number> {
  const beyond = db
    .select({ fingerprint: browserErrors.fingerprint })
    .from(browserErrors)
    .orderBy(desc(browserErrors.lastSeen), desc(browserErrors.fingerprint))
    .offset(keep);
  const removed = await db
    .delete(browserErrors)
    .where(inArray(browserErrors.fingerprint, beyond))
    .returning({ fingerprint: browserErrors.fingerprint });
  return removed.length;
}

/** The groups with the most occurrences, most recent first among equals. */
export async function topBrowserErrors(db: Db, limit: number): Promise<BrowserErrorGroup[]> {
  return db
    .select()
    .from(browserErrors)
    .orderBy(desc(browserErrors.count), desc(browserErrors.lastSeen))
    .limit(limit);
}
