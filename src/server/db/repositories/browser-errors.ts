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

/** Occurrences of one fingerprint gathered since the last write: how many, when, and the latest details. */
export interface BrowserErrorTally {
  occurrence: BrowserErrorOccurrence;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
}

/** The details a group keeps from its latest occurrence: property, and the column the conflict clause reads. */
const LATEST = [
  ['severity', 'severity'],
  ['message', 'message'],
  ['stack', 'stack'],
  ['source', 'source'],
  ['path', 'path'],
  ['playerCode', 'player_code'],
  ['browser', 'browser'],
  ['userId', 'user_id'],
] as const;

/**
 * Adds each tally to its fingerprint's group (a new group starts at the tally's count), keeping the latest
 * details, in one statement; the tallies must have distinct fingerprints. Answers whether a group is new, so the
 * caller prunes only when the number of groups grew.
 */
export async function recordBrowserErrors(db: Db, tallies: BrowserErrorTally[]): Promise<boolean> {
  if (tallies.length === 0) return false;
  const rows = tallies.map(({ occurrence, count, firstSeen, lastSeen }) => ({
    fingerprint: occurrence.fingerprint,
    category: occurrence.category,
    severity: occurrence.severity,
    message: occurrence.message,
    stack: occurrence.stack ?? null,
    source: occurrence.source,
    path: occurrence.path,
    playerCode: occurrence.playerCode ?? null,
    browser: occurrence.browser,
    userId: occurrence.userId ?? null,
    count,
    firstSeen,
    lastSeen,
  }));
  const latest = Object.fromEntries(LATEST.map(([property, column]) => [property, sql.raw(`excluded.${column}`)]));
  const written = await db
    .insert(browserErrors)
    .values(rows)
    .onConflictDoUpdate({
      target: browserErrors.fingerprint,
      set: { ...latest, count: sql`${browserErrors.count} + excluded.count`, lastSeen: sql.raw('excluded.last_seen') },
    })
    .returning({ fingerprint: browserErrors.fingerprint, count: browserErrors.count });
  const added = new Map(tallies.map((tally) => [tally.occurrence.fingerprint, tally.count]));
  // A group that existed before holds more than this write added to it.
  return written.some((row) => row.count === added.get(row.fingerprint));
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
