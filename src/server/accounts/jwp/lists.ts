import type { z } from 'zod';
import { WATCH_LIST_LIMIT, saveProgress, type WatchHistoryEntry } from '../../../domain/watch-lists';
import type { Caller } from '../../features/account/deps';
import { sessionExpired } from '../../features/account/errors';
import { favoriteNotFound, favoritesFull } from '../errors';
import type { AccountListsPort } from '../port';
import { JwpError, type JwpClient } from './client';
import { jwpErrors } from './errors';
import { favoriteSchema, historySchema, pageSchema } from './wire';

/**
 * Favorites and watch history in InPlayer's own lists (spec 1 §7 "Second platform", Lists):
 * `/v2/accounts/media/favorites` (GET, POST `media_id`, DELETE `/{id}`) and `/v2/accounts/media/watch-history`
 * (GET, PATCH `media_id` + `progress`, and the SDK's DELETE `/{id}` to take an entry out), by the same rules as the
 * own backend's lists. InPlayer keeps no series id, so the series of history entries are kept in the account's
 * metadata (`seriesOf`); the order is InPlayer's (most recent first), its timestamps only whole seconds.
 */

export interface SeriesStore {
  read(caller: Caller): Promise<Record<string, string>>;
  write(caller: Caller, seriesOf: Record<string, string>): Promise<void>;
}

const FAVORITES = '/v2/accounts/media/favorites';
const HISTORY = '/v2/accounts/media/watch-history';
/** Pages followed at most (the lists hold 48 entries; a longer list is another app's and is cut). */
const MAX_PAGES = 10;

/** The `cursor` InPlayer answers is the next page's address; its `cursor` parameter is what to send back. */
function nextCursor(cursor: string | null | undefined): string | null {
  if (!cursor) return null;
  try {
    return new URL(cursor).searchParams.get('cursor');
  } catch {
    return cursor;
  }
}

export function jwpLists(client: JwpClient, series: SeriesStore): AccountListsPort {
  const tokenOf = (caller: Caller) => {
    if (!caller.platformToken) throw sessionExpired();
    return caller.platformToken;
  };

  async function readAll<T extends z.ZodType>(caller: Caller, path: string, item: T, query: Record<string, string>) {
    const items: Array<z.infer<T>> = [];
    let cursor: string | null = '';
    for (let page = 0; page < MAX_PAGES && cursor !== null; page += 1) {
      const data = await client
        .call('GET', path, { token: tokenOf(caller), query: { ...query, ...(cursor ? { cursor } : {}) } })
        .catch(jwpErrors.signedIn);
      const parsed = pageSchema(item).parse(data);
      items.push(...(parsed.collection ?? []));
      cursor = parsed.collection?.length ? nextCursor(parsed.cursor) : null;
    }
    return items;
  }

  /** Newest first; equal seconds keep InPlayer's order (sort is stable). */
  const newestFirst = <T>(items: T[], time: (item: T) => number | null | undefined) =>
    [...items].sort((a, b) => (time(b) ?? 0) - (time(a) ?? 0));

  const favorites = async (caller: Caller) =>
    newestFirst(await readAll(caller, FAVORITES, favoriteSchema, {}), (f) => f.created_at).map((f) => ({
      mediaid: f.media_id,
    }));

  const post = (caller: Caller, mediaid: string) =>
    client.call('POST', FAVORITES, { token: tokenOf(caller), form: { media_id: mediaid } }).catch(jwpErrors.signedIn);

  async function removeFavorite(caller: Caller, mediaid: string) {
    await client
      .call('DELETE', `${FAVORITES}/${encodeURIComponent(mediaid)}`, { token: tokenOf(caller) })
      .catch((error: unknown) => {
        if (error instanceof JwpError && error.status === 404) throw favoriteNotFound();
        return jwpErrors.signedIn(error);
      });
  }

  async function watchHistory(caller: Caller): Promise<WatchHistoryEntry[]> {
    const [items, seriesOf] = await Promise.all([
      readAll(caller, HISTORY, historySchema, { filter: 'currently_watching' }),
      series.read(caller),
    ]);
    return newestFirst(items, (h) => h.updated_at).map((h) => {
      const seriesId = seriesOf[h.media_id];
      return seriesId
        ? { mediaid: h.media_id, progress: h.progress, seriesId }
        : { mediaid: h.media_id, progress: h.progress };
    });
  }

  /**
   * Makes InPlayer's history the `wanted` list: entries no longer in it are deleted, `touched` ones are patched
   * oldest first (each patch puts its entry at the top), and the series ids are saved when they changed.
   */
  async function applyHistory(
    caller: Caller,
    current: WatchHistoryEntry[],
    wanted: WatchHistoryEntry[],
    touched: Set<string>,
  ) {
    const kept = new Set(wanted.map((entry) => entry.mediaid));
    const token = tokenOf(caller);
    await Promise.all(
      current
        .filter((entry) => !kept.has(entry.mediaid))
        .map((entry) =>
          client
            .call('DELETE', `${HISTORY}/${encodeURIComponent(entry.mediaid)}`, { token })
            .catch((error: unknown) =>
              error instanceof JwpError && error.status === 404 ? undefined : jwpErrors.signedIn(error),
            ),
        ),
    );
    for (const entry of [...wanted].reverse()) {
      if (!touched.has(entry.mediaid)) continue;
      await client
        .call('PATCH', HISTORY, { token, form: { media_id: entry.mediaid, progress: entry.progress } })
        .catch(jwpErrors.signedIn);
    }
    const seriesOf = (entries: WatchHistoryEntry[]) =>
      Object.fromEntries(entries.flatMap((e) => (e.seriesId ? [[e.mediaid, e.seriesId]] : [])));
    const before = seriesOf(current);
    const after = seriesOf(wanted);
    if (JSON.stringify(before) !== JSON.stringify(after)) await series.write(caller, after);
    return wanted;
  }

  return {
    favorites,
    async favorite(caller, mediaid) {
      if (!(await favorites(caller)).some((item) => item.mediaid === mediaid)) throw favoriteNotFound();
      return { mediaid };
    },
    async addFavorite(caller, mediaid) {
      const list = await favorites(caller);
      if (list.some((item) => item.mediaid === mediaid)) return { mediaid };
      if (list.length >= WATCH_LIST_LIMIT) throw favoritesFull(WATCH_LIST_LIMIT);
      await post(caller, mediaid);
      return { mediaid };
    },
    removeFavorite,
    async clearFavorites(caller) {
      for (const { mediaid } of await favorites(caller)) await removeFavorite(caller, mediaid);
    },
    async importFavorites(caller, items) {
      const list = await favorites(caller);
      const known = new Set(list.map((item) => item.mediaid));
      // As the own backend: the guest's oldest first while there is room, ending up newest first ahead of the rest.
      const added: Array<{ mediaid: string }> = [];
      for (const { mediaid } of [...items].reverse()) {
        if (list.length + added.length >= WATCH_LIST_LIMIT) break;
        if (known.has(mediaid)) continue;
        known.add(mediaid);
        added.unshift({ mediaid });
        await post(caller, mediaid);
      }
      return [...added, ...list];
    },
    watchHistory,
    async saveProgress(caller, entry) {
      const current = await watchHistory(caller);
      return applyHistory(caller, current, saveProgress(current, entry, WATCH_LIST_LIMIT), new Set([entry.mediaid]));
    },
    async clearWatchHistory(caller) {
      await applyHistory(caller, await watchHistory(caller), [], new Set());
    },
    async importWatchHistory(caller, items) {
      const current = await watchHistory(caller);
      const wanted = [...items].reverse().reduce((list, entry) => saveProgress(list, entry, WATCH_LIST_LIMIT), current);
      return applyHistory(caller, current, wanted, new Set(items.map((item) => item.mediaid)));
    },
  };
}
