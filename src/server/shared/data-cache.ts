import { collectTags, intersects, recordTags } from './cache-tags';
import { remainingBudgetMs, traceLoad, type LoadTrace } from './upstream/budget';
import { UpstreamUnavailableError } from './upstream/error';

/**
 * Server-side cache for data from external systems (CMS, media platform, config, feeds).
 * - fresh entries are served until their TTL passes;
 * - stale-while-revalidate: an expired entry is reloaded, but when a remote upstream has not answered within
 *   `staleGraceMs` (200 ms) of the reload's start the stale value answers and the reload goes on in the
 *   background (a healthy upstream still shows editors' changes on the first request after the TTL; a hanging
 *   one costs the first callers 200 ms, later ones nothing);
 * - stale-if-error: when a reload fails, the last good value stays (and the failure is reported), so a CMS or
 *   media platform that is down does not take the site down;
 * - concurrent misses for one key share a single load; a caller with nothing cached waits at most the request's
 *   time budget when the load called a remote upstream, then gets `UpstreamUnavailableError` while the load goes
 *   on and fills the cache for the next request;
 * - each entry keeps the dependency tags of what its load read (see cache-tags.ts), so a change drops only the
 *   entries built from the changed document, and a caller (a page render, another entry's load) records them.
 */
export interface DataCache {
  get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key starts with `prefix` (all entries for an empty prefix). */
  invalidate(prefix?: string): void;
  /** Drops every entry whose load read something tagged with one of `tags`; loads under way store nothing. */
  invalidateTags(tags: readonly string[]): void;
  /** Calls `listener` after each invalidation (e.g. to drop pages rendered from the dropped data). */
  onInvalidate(listener: (change: Invalidation) => void): void;
}

export type Invalidation = { prefix: string } | { tags: readonly string[] };

interface Entry {
  value: unknown;
  expiresAt: number;
  tags: ReadonlySet<string>;
}

interface Reload {
  promise: Promise<unknown>;
  trace: LoadTrace;
  /** `performance.now()` at its start: the stale grace runs from here, so only the first callers wait. */
  startedAt: number;
  /** What the load read, once it is done. */
  tags: ReadonlySet<string>;
}

export interface DataCacheOptions {
  now?: () => number;
  maxEntries?: number;
  /** How long a caller with a stale value waits for a remote reload before it is served the stale value. */
  staleGraceMs?: number;
  onStaleServed?: (key: string, error: unknown) => void;
  /** Each lookup's outcome, for the metrics. */
  onLookup?: (outcome: 'fresh' | 'stale' | 'miss') => void;
}

export function createDataCache(options: DataCacheOptions = {}): DataCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const staleGraceMs = options.staleGraceMs ?? 200;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Reload>();
  const invalidationListeners: Array<(change: Invalidation) => void> = [];

  function store(key: string, value: unknown, ttlMs: number, tags: ReadonlySet<string>) {
    entries.delete(key);
    entries.set(key, { value, expiresAt: now() + ttlMs, tags });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }

  function startReload(key: string, ttlMs: number, load: () => Promise<unknown>): Reload {
    const reload: Reload = {
      promise: Promise.resolve(),
      trace: { remote: false, breakers: new Set() },
      startedAt: performance.now(),
      tags: new Set(),
    };
    // A reload overtaken by `invalidate` still answers its callers but stores nothing: its data may predate the change.
    const current = () => inFlight.get(key) === reload;
    reload.promise = traceLoad(reload.trace, () => collectTags(load))
      .then(
        ({ value, tags }) => {
          reload.tags = tags;
          if (current()) store(key, value, ttlMs, tags);
          return value;
        },
        (error: unknown) => {
          const stale = entries.get(key);
          if (!stale) throw error;
          options.onStaleServed?.(key, error);
          return stale.value;
        },
      )
      .finally(() => {
        if (current()) inFlight.delete(key);
      });
    // A background reload nobody awaits must not become an unhandled rejection.
    reload.promise.catch(() => undefined);
    inFlight.set(key, reload);
    return reload;
  }

  /**
   * The reload's result. Once a remote call has taken longer than the request's remaining budget (or, with a
   * stale value, the grace), or at once when the upstream's breaker is open: the stale value, or without one
   * `UpstreamUnavailableError`; a request left without data that way counts as a failure of the upstream.
   */
  function withinBudget(key: string, reload: Reload, stale: Entry | undefined): Promise<unknown> {
    const { trace } = reload;
    const graceLeft = stale ? Math.max(0, reload.startedAt + staleGraceMs - performance.now()) : Infinity;
    const waitMs = Math.min(remainingBudgetMs() ?? Infinity, graceLeft);
    if (waitMs === Infinity) return reload.promise;
    return new Promise((resolve, reject) => {
      const giveUp = (reason: string) => {
        if (stale) return resolve(stale.value);
        const error = new UpstreamUnavailableError(key, reason);
        for (const breaker of trace.breakers) breaker.recordFailure(error);
        reject(error);
      };
      if (trace.remote && [...trace.breakers].some((breaker) => breaker.state() === 'open')) {
        return giveUp('its upstream is failing (circuit open)');
      }
      if (trace.remote && waitMs === 0) return giveUp(`no answer within the request's time budget`);
      const timer = setTimeout(() => {
        if (trace.remote) giveUp(`no answer within the request's time budget`);
      }, waitMs);
      reload.promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  }

  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const fresh = entry !== undefined && entry.expiresAt > now();
      options.onLookup?.(fresh ? 'fresh' : entry ? 'stale' : 'miss');
      if (fresh) {
        recordTags(entry.tags);
        return Promise.resolve(entry.value as T);
      }
      const reload = inFlight.get(key) ?? startReload(key, ttlMs, load);
      return withinBudget(key, reload, entry).then((value) => {
        recordTags(reload.tags);
        if (entry) recordTags(entry.tags);
        return value as T;
      });
    },
    invalidate(prefix = '') {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
      for (const key of inFlight.keys()) if (key.startsWith(prefix)) inFlight.delete(key);
      for (const listener of invalidationListeners) listener({ prefix });
    },
    invalidateTags(tags) {
      const changed = new Set(tags);
      for (const [key, entry] of entries) if (intersects(entry.tags, changed)) entries.delete(key);
      // What a load under way read is known only when it ends: none of them stores (their callers still get it).
      inFlight.clear();
      for (const listener of invalidationListeners) listener({ tags });
    },
    onInvalidate(listener) {
      invalidationListeners.push(listener);
    },
  };
}
