import { atom, onMount, type WritableAtom } from 'nanostores';
import {
  favoritesSchema,
  isInProgress,
  mediaIdPattern,
  saveProgress as addProgress,
  toggleFavorite as toggleInList,
  watchHistorySchema,
  type Favorite,
  type ToggleFavoriteResult,
  type WatchHistoryEntry,
} from '../domain/watch-lists';
import { onStorageChange, storedValue, type StoredValue } from '../lib/local-storage';
import { $session, api, startSession } from './session';

/**
 * The viewer's favorites and watch history (spec 1 §4, §6). A guest's lists live in local storage
 * (`jwapp.favorites`, `jwapp.history`), in sync across tabs; a signed-in viewer's lists live on the account
 * (`/api/favorite`, `/api/watch-history`), changed optimistically. Registration copies the guest lists to the
 * new account; signing out shows the guest lists again (they were left untouched).
 *
 * Islands read `$favorites` / `$history` (with `useStore(…, { ssr: 'initial' })` so hydration matches the empty
 * server render) and change them only through the actions below, whichever the mode.
 */
const favoritesStorage = storedValue<Favorite[]>('favorites', favoritesSchema, []);
const historyStorage = storedValue<WatchHistoryEntry[]>('history', watchHistorySchema, []);

export const $favorites = atom<Favorite[]>([]);
export const $history = atom<WatchHistoryEntry[]>([]);

const signedIn = () => $session.get().status === 'signed-in';

/** Bumped by every load, so a slow answer never overwrites a newer one. */
let generation = 0;

async function loadAccountLists(): Promise<void> {
  const current = ++generation;
  try {
    const [favorites, history] = await Promise.all([
      api.get<Favorite[]>('/favorite'),
      api.get<WatchHistoryEntry[]>('/watch-history'),
    ]);
    if (current !== generation || !signedIn()) return;
    $favorites.set(favorites);
    $history.set(history);
  } catch {
    // Unreachable or signed out meanwhile: the session store handles the latter; lists stay as they are.
  }
}

function loadGuestLists() {
  generation += 1;
  $favorites.set(favoritesStorage.read());
  $history.set(historyStorage.read());
}

function followSession() {
  startSession();
  let lastStatus: string | undefined;
  return $session.subscribe((session) => {
    if (session.status === lastStatus) return;
    lastStatus = session.status;
    if (session.status === 'signed-in') void loadAccountLists();
    else loadGuestLists();
  });
}

let following: (() => void) | undefined;
let mountedStores = 0;

function whileMounted<T>($store: WritableAtom<T>, storage: StoredValue<T>) {
  onMount($store, () => {
    mountedStores += 1;
    following ??= followSession();
    const stopStorage = onStorageChange(storage.key, () => {
      if (!signedIn()) $store.set(storage.read());
    });
    return () => {
      stopStorage();
      mountedStores -= 1;
      if (mountedStores === 0) {
        following?.();
        following = undefined;
      }
    };
  });
}

whileMounted($favorites, favoritesStorage);
whileMounted($history, historyStorage);

export interface FavoriteChange extends ToggleFavoriteResult {
  /** Settles when the change is stored (at once for guests); rejects — after undoing it — when the server refused. */
  saved: Promise<void>;
}

export function toggleFavorite(mediaid: string): FavoriteChange {
  const before = $favorites.get();
  const result = toggleInList(before, mediaid);
  if (result.warning) return { ...result, saved: Promise.resolve() };
  $favorites.set(result.favorites);
  if (!signedIn()) {
    favoritesStorage.write(result.favorites);
    return { ...result, saved: Promise.resolve() };
  }
  const request = result.added
    ? api.post('/favorite', { mediaid })
    : api.delete(`/favorite/${encodeURIComponent(mediaid)}`);
  const saved = request.then(
    () => undefined,
    (error: unknown) => {
      void loadAccountLists();
      throw error;
    },
  );
  return { ...result, saved };
}

/**
 * Records watch progress (the player calls this; its saver never runs two saves at once). Guests: local storage,
 * synchronously. Signed in: the server, which answers the list after the save.
 */
export function saveProgress(entry: WatchHistoryEntry): void | Promise<void> {
  $history.set(addProgress($history.get(), entry));
  if (!signedIn()) {
    historyStorage.write($history.get());
    return;
  }
  // keepalive: a save on page hide must survive the page going away.
  return api.post<WatchHistoryEntry[]>('/watch-history', entry, { keepalive: true }).then((history) => {
    if (signedIn()) $history.set(history);
  });
}

/** Empties a list (the confirmation dialogs of /favorites and /continue-watching). */
export async function clearList(list: 'favorites' | 'history'): Promise<void> {
  const $store = list === 'favorites' ? $favorites : $history;
  $store.set([]);
  if (!signedIn()) {
    (list === 'favorites' ? favoritesStorage : historyStorage).write([]);
    return;
  }
  try {
    await api.delete(list === 'favorites' ? '/favorite' : '/watch-history');
  } catch (error) {
    void loadAccountLists();
    throw error;
  }
}

/** Copies the guest lists (as stored in this browser) to the account that was just created. */
export async function copyGuestListsToAccount(): Promise<void> {
  const current = ++generation;
  const favorites = favoritesStorage.read().filter((item) => mediaIdPattern.test(item.mediaid));
  const history = historyStorage
    .read()
    .filter((item) => mediaIdPattern.test(item.mediaid) && isInProgress(item.progress))
    .map(({ mediaid, progress, seriesId }) =>
      seriesId && mediaIdPattern.test(seriesId) ? { mediaid, progress, seriesId } : { mediaid, progress },
    );
  const [savedFavorites, savedHistory] = await Promise.all([
    favorites.length > 0 ? api.post<Favorite[]>('/favorite/import', { items: favorites }) : api.get<Favorite[]>('/favorite'),
    history.length > 0
      ? api.post<WatchHistoryEntry[]>('/watch-history/import', { items: history })
      : api.get<WatchHistoryEntry[]>('/watch-history'),
  ]);
  if (current !== generation) return;
  $favorites.set(savedFavorites);
  $history.set(savedHistory);
}

/** Whether the stored guest lists could be read; when not, guest changes stay in memory for this page only. */
export function isPersistenceBlocked(): { favorites: boolean; history: boolean } {
  return { favorites: favoritesStorage.blocked, history: historyStorage.blocked };
}
