import { atom, onMount, type WritableAtom } from 'nanostores';
import {
  favoritesSchema,
  saveProgress as addProgress,
  toggleFavorite as toggleInList,
  watchHistorySchema,
  type Favorite,
  type ToggleFavoriteResult,
  type WatchHistoryEntry,
} from '../domain/watch-lists';
import { onStorageChange, storedValue, type StoredValue } from '../lib/local-storage';

/**
 * The guest's favorites and watch history, kept in local storage (`jwapp.favorites`, `jwapp.history`) and in sync
 * across tabs. Islands read `$favorites` / `$history` (with `useStore(…, { ssr: 'initial' })` so hydration matches
 * the empty server render) and change them only through the actions below.
 */
const favoritesStorage = storedValue<Favorite[]>('favorites', favoritesSchema, []);
const historyStorage = storedValue<WatchHistoryEntry[]>('history', watchHistorySchema, []);

export const $favorites = atom<Favorite[]>([]);
export const $history = atom<WatchHistoryEntry[]>([]);

function loadWhileMounted<T>($store: WritableAtom<T>, storage: StoredValue<T>) {
  onMount($store, () => {
    $store.set(storage.read());
    return onStorageChange(storage.key, () => $store.set(storage.read()));
  });
}

loadWhileMounted($favorites, favoritesStorage);
loadWhileMounted($history, historyStorage);

export function toggleFavorite(mediaid: string): ToggleFavoriteResult {
  const result = toggleInList($favorites.get(), mediaid);
  if (!result.warning) {
    $favorites.set(result.favorites);
    favoritesStorage.write(result.favorites);
  }
  return result;
}

export function saveProgress(entry: WatchHistoryEntry): void {
  const history = addProgress($history.get(), entry);
  $history.set(history);
  historyStorage.write(history);
}

/** Whether the stored lists could be read; when not, changes stay in memory for this page only. */
export function isPersistenceBlocked(): { favorites: boolean; history: boolean } {
  return { favorites: favoritesStorage.blocked, history: historyStorage.blocked };
}
