import type { ZodType } from 'zod';

/**
 * Namespaced, validated access to the browser's local storage (spec 1 §9: prefix `jwapp`). Safe to import on the
 * server and in browsers without storage (private modes, disabled cookies): reads give the empty value and writes
 * are skipped.
 *
 * Stored data that cannot be parsed or fails its schema is treated as empty, and writing that key is BLOCKED
 * (spec 1 §5 "on failure, persisting is blocked") so we never overwrite what we could not read. A later successful
 * read (another tab repaired it, or it was cleared) lifts the block.
 */
export const STORAGE_PREFIX = 'jwapp.';

/** The part of the Web Storage API we use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface StoredValue<T> {
  /** The full storage key (`jwapp.{name}`). */
  readonly key: string;
  read(): T;
  /** Returns false when nothing was written (blocked, no storage, or the browser refused). */
  write(value: T): boolean;
  readonly blocked: boolean;
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    // Accessing localStorage throws when the browser denies it.
    return null;
  }
}

export function storedValue<T>(
  name: string,
  schema: ZodType<T>,
  empty: T,
  getStorage: () => KeyValueStorage | null = browserStorage,
): StoredValue<T> {
  const key = STORAGE_PREFIX + name;
  let blocked = false;

  return {
    key,
    get blocked() {
      return blocked;
    },
    read() {
      const storage = getStorage();
      if (!storage) return empty;
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return empty;
      }
      if (raw === null) {
        blocked = false;
        return empty;
      }
      const parsed = schema.safeParse(parseJson(raw));
      blocked = !parsed.success;
      return parsed.success ? parsed.data : empty;
    },
    write(value) {
      const storage = getStorage();
      if (!storage || blocked) return false;
      try {
        storage.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        // Quota exceeded or storage disabled: keep the in-memory value only.
        return false;
      }
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Calls `listener` when another tab changes `key` (the `storage` event only fires in the OTHER tabs) or clears
 * the storage. Returns the unsubscribe function; a no-op outside browsers.
 */
export function onStorageChange(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
  const handle = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
