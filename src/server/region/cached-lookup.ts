import type { CountryLookup } from './port';

export interface CachedLookupOptions {
  /** How long an answer is kept per address. */
  ttlMs: number;
  /** How long a failed lookup counts as "unknown" for that address, so a service that is down is not asked again at once. */
  failureTtlMs: number;
  /** At most this many addresses are kept; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  country: string | null;
  expiresAt: number;
}

/**
 * The lookup with a per-address memory: answers are kept for `ttlMs` (least recently used first out beyond
 * `maxEntries`), one call is made for concurrent requests from the same address, and a failure is passed on once
 * and then remembered as "unknown" for `failureTtlMs`.
 */
export function cachedCountryLookup(lookup: CountryLookup, options: CachedLookupOptions): CountryLookup {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<string | null>>();

  function remember(address: string, country: string | null, ttlMs: number) {
    entries.delete(address);
    entries.set(address, { country, expiresAt: now() + ttlMs });
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
  }

  function fresh(address: string): Entry | undefined {
    const entry = entries.get(address);
    if (!entry) return undefined;
    entries.delete(address);
    if (entry.expiresAt <= now()) return undefined;
    entries.set(address, entry);
    return entry;
  }

  return {
    name: lookup.name,
    countryOf(address) {
      const known = fresh(address);
      if (known) return Promise.resolve(known.country);
      let call = pending.get(address);
      if (!call) {
        call = lookup
          .countryOf(address)
          .then(
            (country) => {
              remember(address, country, options.ttlMs);
              return country;
            },
            (error: unknown) => {
              remember(address, null, options.failureTtlMs);
              throw error;
            },
          )
          .finally(() => pending.delete(address));
        pending.set(address, call);
      }
      return call;
    },
  };
}
