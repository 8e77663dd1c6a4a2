/**
 * Server-side cache for data from external systems (CMS, media platform, config).
 * - fresh entries are served until their TTL passes;
 * - concurrent misses for one key share a single load;
 * - when a reload fails, the last good value is served (and the failure reported), so a CMS or media
 *   platform that is down does not take the site down; with no good value the error propagates.
 */
export interface DataCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with `prefix` (all entries for an empty prefix). */
  invalidate(prefix?: string): void;
  /** Calls `listener` after each `invalidate` (e.g. to drop pages rendered from the dropped data). */
  onInvalidate(listener: (prefix: string) => void): void;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface DataCacheOptions {
  now?: () => number;
  maxEntries?: number;
  onStaleServed?: (key: string, error: unknown) => void;
}

export function createDataCache(options: DataCacheOptions = {}): DataCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  const invalidationListeners: Array<(prefix: string) => void> = [];

  function store(key: string, value: unknown, ttlMs: number) {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  async function reload<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    try {
      const value = await load();
      store(key, value, ttlMs);
      return value;
    } catch (error) {
      const stale = entries.get(key);
      if (!stale) throw error;
      options.onStaleServed?.(key, error);
      return stale.value as T;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value as T);
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<T>;
      const loading = reload(key, ttlMs, load);
      inFlight.set(key, loading);
      return loading;
    },
    invalidate(prefix = '') {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
      for (const listener of invalidationListeners) listener(prefix);
    },
    onInvalidate(listener) {
      invalidationListeners.push(listener);
    },
  };
}
