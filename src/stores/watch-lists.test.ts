import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser window: a memory localStorage and `storage` events. */
function fakeWindow(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const events = new EventTarget();
  return {
    data,
    window: {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: (key: string, value: string) => void data.set(key, value),
        removeItem: (key: string) => void data.delete(key),
      },
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    },
    /** What the browser does when ANOTHER tab writes a key. */
    otherTabWrites(key: string, value: string) {
      data.set(key, value);
      events.dispatchEvent(Object.assign(new Event('storage'), { key }));
    },
  };
}

async function loadStore(initial: Record<string, string> = {}) {
  const fake = fakeWindow(initial);
  vi.stubGlobal('window', fake.window);
  vi.resetModules();
  const store = await import('./watch-lists');
  return { ...fake, store };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('watch-lists store', () => {
  it('loads the stored lists', async () => {
    const { store } = await loadStore({
      'jwapp.favorites': '[{"mediaid":"a"}]',
      'jwapp.history': '[{"mediaid":"b","progress":0.5}]',
    });
    expect(store.$favorites.get()).toEqual([{ mediaid: 'a' }]);
    expect(store.$history.get()).toEqual([{ mediaid: 'b', progress: 0.5 }]);
  });

  it('toggling a favorite updates the atom and local storage', async () => {
    const { store, data } = await loadStore();
    const unlisten = store.$favorites.listen(() => {});
    expect(store.toggleFavorite('a')).toMatchObject({ favorites: [{ mediaid: 'a' }], added: true });
    expect(store.$favorites.get()).toEqual([{ mediaid: 'a' }]);
    expect(JSON.parse(data.get('jwapp.favorites') ?? 'null')).toEqual([{ mediaid: 'a' }]);
    expect(store.toggleFavorite('a').added).toBe(false);
    expect(JSON.parse(data.get('jwapp.favorites') ?? 'null')).toEqual([]);
    unlisten();
  });

  it('a full favorites list warns and stores nothing new', async () => {
    const full = JSON.stringify(Array.from({ length: 48 }, (_, i) => ({ mediaid: `m${i}` })));
    const { store, data } = await loadStore({ 'jwapp.favorites': full });
    expect(store.toggleFavorite('extra')).toMatchObject({ added: false, warning: 'limit' });
    expect(data.get('jwapp.favorites')).toBe(full);
  });

  it('saves progress to the history, and a finished media leaves it', async () => {
    const { store, data } = await loadStore();
    store.saveProgress({ mediaid: 'a', progress: 0.4 });
    expect(JSON.parse(data.get('jwapp.history') ?? 'null')).toEqual([{ mediaid: 'a', progress: 0.4 }]);
    store.saveProgress({ mediaid: 'a', progress: 0.98 });
    expect(store.$history.get()).toEqual([]);
    expect(JSON.parse(data.get('jwapp.history') ?? 'null')).toEqual([]);
  });

  it('unreadable stored favorites are not overwritten', async () => {
    const { store, data } = await loadStore({ 'jwapp.favorites': '{"not":"a list"}' });
    expect(store.toggleFavorite('a').added).toBe(true);
    expect(store.$favorites.get()).toEqual([{ mediaid: 'a' }]);
    expect(data.get('jwapp.favorites')).toBe('{"not":"a list"}');
    expect(store.isPersistenceBlocked().favorites).toBe(true);
  });

  it('follows changes made in another tab while mounted', async () => {
    const { store, otherTabWrites } = await loadStore();
    const seen: unknown[] = [];
    const unlisten = store.$favorites.listen((value) => seen.push(value));
    otherTabWrites('jwapp.favorites', '[{"mediaid":"z"}]');
    expect(store.$favorites.get()).toEqual([{ mediaid: 'z' }]);
    expect(seen).toEqual([[{ mediaid: 'z' }]]);
    unlisten();
  });
});
