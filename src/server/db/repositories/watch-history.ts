import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { createKeyedQueue } from '../../shared/keyed-queue';
import { retryOnDeadlock } from '../deadlock';
import { preparedStatement } from '../prepared-statement';
import { resultRows } from '../result-rows';
import { refreshTokens, users, watchHistory } from '../schema';

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

/** Removes the media's entry (a finished or barely started item leaves the list). */
export async function deleteHistoryEntry(db: Db, userId: string, mediaid: string): Promise<void> {
  await db.delete(watchHistory).where(and(eq(watchHistory.userId, userId), eq(watchHistory.mediaid, mediaid)));
}

/**
 * Makes the entry the most recent one, in one statement (one round trip, row locks only): removes any other
 * entry of the same series, inserts the entry or moves its row to the front (a new position), and keeps the
 * user's `limit` most recent entries. The statement sees the rows as they were before it, so the trim keeps
 * `limit - 1` of the others beside the saved one, and its answer is the list as it was before the save (newest
 * first, at most `limit`): the caller applies the same rule to it instead of reading the list again.
 *
 * With `sessionId`, the statement first checks that this sign-in of the user is live (as the session check of
 * every request does) and changes nothing when it is not: the answer is then null.
 */
const historyWrites = createKeyedQueue();

export interface HistoryWriter {
  userId: string;
  /** The sign-in to check in the same statement; absent when the caller's session was already checked. */
  sessionId?: string;
}

export async function saveHistoryEntry(
  db: Db,
  writer: HistoryWriter,
  entry: HistoryRow,
  limit: number,
  now: Date,
): Promise<HistoryRow[] | null> {
  // Two writes of one account at once can lock its rows in opposite orders; PostgreSQL then aborts one of them,
  // which is safe to run again (the statement is an upsert). Within this process one account's saves are queued,
  // so that many at once (a burst of tabs, a script) do not pile up deadlocks, each costing a second of waiting;
  // across instances the retry remains.
  return historyWrites.run(writer.userId, () =>
    retryOnDeadlock(() => writeHistoryEntry(db, writer, entry, limit, now)),
  );
}

const param = {
  userId: sql.placeholder('userId'),
  sessionId: sql.placeholder('sessionId'),
  mediaid: sql.placeholder('mediaid'),
  seriesId: sql.placeholder('seriesId'),
  progress: sql.placeholder('progress'),
  now: sql.placeholder('now'),
  keep: sql.placeholder('keep'),
};

/** Whether the writer's sign-in is live, as a boolean expression (true when it was checked already). */
function liveSession(checked: boolean) {
  if (!checked) return sql`true`;
  return sql`exists (select 1 from ${users} join ${refreshTokens} on ${refreshTokens.userId} = ${users.id}
    where ${users.id} = ${param.userId} and ${refreshTokens.familyId} = ${param.sessionId}
    and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${param.now}::timestamptz)`;
}

// A series-less entry compares `series_id = null`, which is never true: no other entry counts as its series.
const others = sql`${watchHistory.userId} = ${param.userId} and ${watchHistory.mediaid} <> ${param.mediaid}`;
const sameSeries = sql`coalesce(${watchHistory.seriesId} = ${param.seriesId}, false)`;
const live = sql`(select ok from live)`;

// The final select answers one row even for an empty list, so that a dead sign-in is told from an empty list.
const saveStatement = (checkSession: boolean) => sql`
  with live as (
    select ${liveSession(checkSession)} as ok
  ), same_series as (
    delete from ${watchHistory} where ${live} and ${others} and ${sameSeries}
  ), beyond_limit as (
    delete from ${watchHistory} where ${live} and ${others} and not (${sameSeries}) and ${watchHistory.mediaid} not in (
      select ${watchHistory.mediaid} from ${watchHistory} where ${others} and not (${sameSeries})
      order by ${watchHistory.position} desc limit ${param.keep}
    )
  ), saved as (
    insert into ${watchHistory} (user_id, mediaid, series_id, progress, updated_at)
    select ${param.userId}, ${param.mediaid}, ${param.seriesId}, ${param.progress}, ${param.now}::timestamptz
    where ${live}
    on conflict (user_id, mediaid) do update set
      series_id = excluded.series_id, progress = excluded.progress, updated_at = excluded.updated_at, position = default
  )
  select live.ok, list.mediaid, list.progress, list.series_id from live left join lateral (
    select mediaid, progress, series_id, position from ${watchHistory} where ${watchHistory.userId} = ${param.userId}
    order by ${watchHistory.position} desc limit ${param.keep} + 1
  ) list on live.ok order by list.position desc`;

// Prepared once per connection (a named statement): the busiest write skips building its SQL and PostgreSQL's
// parsing and planning on every save.
const saveChecked = preparedStatement('watch_history_save_checked', saveStatement(true));
const saveUnchecked = preparedStatement('watch_history_save', saveStatement(false));

async function writeHistoryEntry(
  db: Db,
  writer: HistoryWriter,
  entry: HistoryRow,
  limit: number,
  now: Date,
): Promise<HistoryRow[] | null> {
  const statement = writer.sessionId ? saveChecked : saveUnchecked;
  const result = await statement(db).execute({
    userId: writer.userId,
    sessionId: writer.sessionId ?? null,
    mediaid: entry.mediaid,
    seriesId: entry.seriesId,
    progress: entry.progress,
    now: now.toISOString(),
    keep: limit - 1,
  });
  const rows = resultRows(result);
  if (!rows[0]?.ok) return null;
  return rows
    .filter((row) => row.mediaid != null)
    .map((row) => ({
      mediaid: String(row.mediaid),
      progress: Number(row.progress),
      seriesId: row.series_id == null ? null : String(row.series_id),
    }));
}

export async function deleteAllHistory(db: Db, userId: string): Promise<void> {
  await db.delete(watchHistory).where(eq(watchHistory.userId, userId));
}
