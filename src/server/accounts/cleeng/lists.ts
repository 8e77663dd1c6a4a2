import { z } from 'zod';
import { WATCH_LIST_LIMIT, saveProgress, type WatchHistoryEntry } from '../../../domain/watch-lists';
import { AppError } from '../../shared/app-error';
import type { AccountListsPort, AccountPort } from '../port';
import type { CleengCustomer } from './wire';

/**
 * Favorites and watch history in the customer's `externalData` (spec 1 §7: "saved with PATCH"), under
 * `favorites` and `history`, by the same rules as the own backend's lists. Each change reads the customer and
 * writes the list back whole, keeping other `externalData` keys; two tabs saving at the same moment can lose one
 * change (Cleeng offers no conditional update).
 */
export interface ExternalDataStore {
  read(caller: Parameters<AccountPort['favorites']>[0]): Promise<CleengCustomer>;
  write(caller: Parameters<AccountPort['favorites']>[0], externalData: Record<string, unknown>): Promise<void>;
}

const favoriteEntry = z.object({ mediaid: z.string() });
const historyEntry = z.object({ mediaid: z.string(), progress: z.number(), seriesId: z.string().optional() });

/** Entries another app wrote in a shape we do not know are skipped, not fatal. */
function entries<T>(value: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const notAFavorite = () => new AppError(404, 'favorite_not_found', 'This media is not in your favorites');
const favoritesFull = () =>
  new AppError(400, 'favorites_limit', `Your favorites list is full (${WATCH_LIST_LIMIT}). Remove one to add another.`);

export function externalDataLists(store: ExternalDataStore): AccountListsPort {
  async function load(caller: Parameters<ExternalDataStore['read']>[0]) {
    const data = (await store.read(caller)).externalData ?? {};
    return {
      data,
      favorites: entries(data.favorites, favoriteEntry).map(({ mediaid }) => ({ mediaid })),
      history: entries(data.history, historyEntry) as WatchHistoryEntry[],
    };
  }
  const saveFavorites = (caller: Parameters<ExternalDataStore['read']>[0], data: object, list: object[]) =>
    store.write(caller, { ...data, favorites: list });
  const saveHistory = (caller: Parameters<ExternalDataStore['read']>[0], data: object, list: object[]) =>
    store.write(caller, { ...data, history: list });

  return {
    favorites: async (caller) => (await load(caller)).favorites,
    async favorite(caller, mediaid) {
      if (!(await load(caller)).favorites.some((item) => item.mediaid === mediaid)) throw notAFavorite();
      return { mediaid };
    },
    async addFavorite(caller, mediaid) {
      const { data, favorites } = await load(caller);
      if (favorites.some((item) => item.mediaid === mediaid)) return { mediaid };
      if (favorites.length >= WATCH_LIST_LIMIT) throw favoritesFull();
      await saveFavorites(caller, data, [{ mediaid }, ...favorites]);
      return { mediaid };
    },
    async removeFavorite(caller, mediaid) {
      const { data, favorites } = await load(caller);
      const kept = favorites.filter((item) => item.mediaid !== mediaid);
      if (kept.length === favorites.length) throw notAFavorite();
      await saveFavorites(caller, data, kept);
    },
    async clearFavorites(caller) {
      await saveFavorites(caller, (await load(caller)).data, []);
    },
    async importFavorites(caller, items) {
      const { data, favorites } = await load(caller);
      const known = new Set(favorites.map((item) => item.mediaid));
      // As the own backend: the guest's oldest first while there is room, ending up newest first ahead of the rest.
      const added: Array<{ mediaid: string }> = [];
      for (const { mediaid } of [...items].reverse()) {
        if (favorites.length + added.length >= WATCH_LIST_LIMIT) break;
        if (known.has(mediaid)) continue;
        known.add(mediaid);
        added.unshift({ mediaid });
      }
      const merged = [...added, ...favorites];
      if (added.length > 0) await saveFavorites(caller, data, merged);
      return merged;
    },
    watchHistory: async (caller) => (await load(caller)).history,
    async saveProgress(caller, entry) {
      const { data, history } = await load(caller);
      const saved = saveProgress(history, entry, WATCH_LIST_LIMIT);
      await saveHistory(caller, data, saved);
      return saved;
    },
    async clearWatchHistory(caller) {
      await saveHistory(caller, (await load(caller)).data, []);
    },
    async importWatchHistory(caller, items) {
      const { data, history } = await load(caller);
      const merged = [...items].reverse().reduce((list, entry) => saveProgress(list, entry, WATCH_LIST_LIMIT), history);
      await saveHistory(caller, data, merged);
      return merged;
    },
  };
}
