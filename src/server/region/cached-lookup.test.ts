import { describe, expect, it } from 'vitest';
import { cachedCountryLookup } from './cached-lookup';
import type { CountryLookup } from './port';

/** A lookup that answers from a table, counting calls; `down` makes it fail. */
function fakeLookup(table: Record<string, string | null>) {
  const calls: string[] = [];
  const state = { down: false };
  const lookup: CountryLookup = {
    name: 'fake',
    async countryOf(address) {
      calls.push(address);
      if (state.down) throw new Error('service down');
      return table[address] ?? null;
    },
  };
  return { lookup, calls, state };
}

function setup(table: Record<string, string | null>, maxEntries = 100) {
  const clock = { now: 0 };
  const fake = fakeLookup(table);
  const cached = cachedCountryLookup(fake.lookup, {
    ttlMs: 60_000,
    failureTtlMs: 5_000,
    maxEntries,
    now: () => clock.now,
  });
  return { ...fake, cached, clock };
}

describe('the cached lookup', () => {
  it('asks once per address within the lifetime, then again', async () => {
    const { cached, calls, clock } = setup({ a: 'CN' });
    expect(await cached.countryOf('a')).toBe('CN');
    clock.now = 59_999;
    expect(await cached.countryOf('a')).toBe('CN');
    expect(calls).toEqual(['a']);
    clock.now = 60_000;
    await cached.countryOf('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps "no country" answers too', async () => {
    const { cached, calls } = setup({});
    expect(await cached.countryOf('b')).toBeNull();
    expect(await cached.countryOf('b')).toBeNull();
    expect(calls).toEqual(['b']);
  });

  it('makes one call for concurrent requests from the same address', async () => {
    const { cached, calls } = setup({ a: 'DE' });
    expect(await Promise.all([cached.countryOf('a'), cached.countryOf('a'), cached.countryOf('a')])).toEqual([
      'DE',
      'DE',
      'DE',
    ]);
    expect(calls).toEqual(['a']);
  });

  it('drops the least recently used address beyond its size', async () => {
    const { cached, calls } = setup({ a: 'CN', b: 'DE', c: 'FR' }, 2);
    await cached.countryOf('a');
    await cached.countryOf('b');
    await cached.countryOf('a');
    await cached.countryOf('c');
    await cached.countryOf('a');
    await cached.countryOf('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('passes a failure on once, then answers "unknown" at once until the failure lifetime ends', async () => {
    const { cached, calls, clock, state } = setup({ a: 'CN' });
    state.down = true;
    await expect(cached.countryOf('a')).rejects.toThrow('service down');
    expect(await cached.countryOf('a')).toBeNull();
    expect(calls).toEqual(['a']);
    state.down = false;
    clock.now = 5_000;
    expect(await cached.countryOf('a')).toBe('CN');
  });
});
