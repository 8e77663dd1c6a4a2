import { WATCH_LIST_LIMIT, isInProgress, saveProgress } from '../../domain/watch-lists';
import type { Db } from '../db/database';
import {
  countFavorites,
  deleteAllFavorites,
  deleteFavorite,
  hasFavorite,
  insertFavorite,
  listFavorites,
} from '../db/repositories/favorites';
import { lockUser } from '../db/repositories/users';
import { deleteAllHistory, deleteHistoryEntry, listHistory, saveHistoryEntry } from '../db/repositories/watch-history';
import { AppError } from '../shared/app-error';
import type { Caller } from './account/deps';
import { accountGone } from './account/errors';
import { sessionIsLive } from './account/sessions';

/**
 * A signed-in viewer's favorites and watch history (spec 1 §4, spec 3 §4): the same rules as the guest lists in
 * local storage, kept in the database. Changes of one user run in a transaction holding the user's row lock, so
 * two tabs saving at once cannot push a list over its limit.
 */
export interface ViewerListsDeps {
  db: Db;
  clock: () => Date;
}

export interface HistoryEntry {
  mediaid: string;
  progress: number;
  seriesId?: string;
}

const notAFavorite = () => new AppError(404, 'favorite_not_found', 'This media is not in your favorites');

async function asUser<T>(deps: ViewerListsDeps, caller: Caller, work: (db: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, caller.userId))) throw accountGone();
    return work(tx);
  });
}

export async function getFavorites(deps: ViewerListsDeps, caller: Caller): Promise<Array<{ mediaid: string }>> {
  return (await listFavorites(deps.db, caller.userId)).map((mediaid) => ({ mediaid }));
}

export async function getFavorite(
  deps: ViewerListsDeps,
  caller: Caller,
  mediaid: string,
): Promise<{ mediaid: string }> {
  if (!(await hasFavorite(deps.db, caller.userId, mediaid))) {
    throw notAFavorite();
  }
  return { mediaid };
}

const favoritesFull = () =>
  new AppError(400, 'favorites_limit', `Your favorites list is full (${WATCH_LIST_LIMIT}). Remove one to add another.`);

/** Adds a favorite (again adding one that is there changes nothing); a full list refuses. */
export async function addFavorite(
  deps: ViewerListsDeps,
  caller: Caller,
  mediaid: string,
): Promise<{ mediaid: string }> {
  return asUser(deps, caller, async (db) => {
    if (await hasFavorite(db, caller.userId, mediaid)) return { mediaid };
    if ((await countFavorites(db, caller.userId)) >= WATCH_LIST_LIMIT) throw favoritesFull();
    await insertFavorite(db, caller.userId, mediaid);
    return { mediaid };
  });
}

export async function removeFavorite(deps: ViewerListsDeps, caller: Caller, mediaid: string): Promise<void> {
  if (!(await deleteFavorite(deps.db, caller.userId, mediaid))) {
    throw notAFavorite();
  }
}

/** Empties the favorites (the "clear favorites" confirmation of the favorites page). */
export async function clearFavorites(deps: ViewerListsDeps, caller: Caller): Promise<void> {
  await deleteAllFavorites(deps.db, caller.userId);
}

/** Copies a guest's favorites (newest first) behind the account's own, as far as the limit allows. */
export async function importFavorites(
  deps: ViewerListsDeps,
  caller: Caller,
  items: Array<{ mediaid: string }>,
): Promise<Array<{ mediaid: string }>> {
  await asUser(deps, caller, async (db) => {
    let room = WATCH_LIST_LIMIT - (await countFavorites(db, caller.userId));
    // Oldest first, so the guest's newest ends up first in the account's order.
    for (const { mediaid } of [...items].reverse()) {
      if (room <= 0) break;
      if (await hasFavorite(db, caller.userId, mediaid)) continue;
      await insertFavorite(db, caller.userId, mediaid);
      room -= 1;
    }
  });
  return getFavorites(deps, caller);
}

function toEntry(row: { mediaid: string; progress: number; seriesId: string | null }): HistoryEntry {
  return row.seriesId
    ? { mediaid: row.mediaid, progress: row.progress, seriesId: row.seriesId }
    : { mediaid: row.mediaid, progress: row.progress };
}

export async function getWatchHistory(deps: ViewerListsDeps, caller: Caller): Promise<HistoryEntry[]> {
  return (await listHistory(deps.db, caller.userId, WATCH_LIST_LIMIT)).map(toEntry);
}

/**
 * Saves one entry; answers the list as it was before (in progress) or null (the entry was removed). A caller whose
 * sign-in was not checked yet (`sessionUnchecked`) is checked here: in the save's own statement, or first when
 * the entry is removed.
 */
async function saveEntry(db: Db, caller: Caller, entry: HistoryEntry, now: Date): Promise<HistoryEntry[] | null> {
  if (!isInProgress(entry.progress)) {
    if (caller.sessionUnchecked && !(await sessionIsLive(db, caller, now))) throw signInEnded();
    await deleteHistoryEntry(db, caller.userId, entry.mediaid);
    return null;
  }
  const row = { mediaid: entry.mediaid, progress: entry.progress, seriesId: entry.seriesId ?? null };
  const writer = { userId: caller.userId, sessionId: caller.sessionUnchecked ? caller.sessionId : undefined };
  try {
    const before = await saveHistoryEntry(db, writer, row, WATCH_LIST_LIMIT, now);
    if (!before) throw signInEnded();
    return before.map(toEntry);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw accountGone();
    throw error;
  }
}

/** The answer the router gives a token whose sign-in has ended. */
const signInEnded = () => new AppError(401, 'unauthorized', 'Unauthorized');

/** The account was deleted between the token check and the write (PostgreSQL's foreign_key_violation). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * Saves progress: in progress (0.05 < p < 0.95) moves the media to the front, replacing its earlier entry and any
 * entry of the same series; finished or barely started removes its entry. Returns the list after the save.
 */
export async function saveWatchProgress(
  deps: ViewerListsDeps,
  caller: Caller,
  entry: HistoryEntry,
): Promise<HistoryEntry[]> {
  // One statement, no transaction: concurrent saves of one account only meet on the rows they touch. The list
  // after the save is the one before it with the same rule applied (one round trip instead of a second read).
  const before = await saveEntry(deps.db, caller, entry, deps.clock());
  return before ? saveProgress(before, entry) : getWatchHistory(deps, caller);
}

/** Empties the watch history (the "clear" confirmation of the continue-watching page). */
export async function clearWatchHistory(deps: ViewerListsDeps, caller: Caller): Promise<void> {
  await deleteAllHistory(deps.db, caller.userId);
}

/** Copies a guest's history (most recent first) into the account. */
export async function importWatchHistory(
  deps: ViewerListsDeps,
  caller: Caller,
  items: HistoryEntry[],
): Promise<HistoryEntry[]> {
  await asUser(deps, caller, async (db) => {
    for (const entry of [...items].reverse()) await saveEntry(db, caller, entry, deps.clock());
  });
  return getWatchHistory(deps, caller);
}
