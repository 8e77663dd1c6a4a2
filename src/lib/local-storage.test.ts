import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storedValue, type KeyValueStorage } from './local-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { data, storage };
}

const schema = z.array(z.object({ mediaid: z.string() }));

describe('storedValue', () => {
  it('reads and writes JSON under the jwapp. prefix', () => {
    const { data, storage } = memoryStorage();
    const favorites = storedValue('favorites', schema, [], () => storage);
    expect(favorites.key).toBe('jwapp.favorites');
    expect(favorites.read()).toEqual([]);
    expect(favorites.write([{ mediaid: 'a' }])).toBe(true);
    expect(data.get('jwapp.favorites')).toBe('[{"mediaid":"a"}]');
    expect(favorites.read()).toEqual([{ mediaid: 'a' }]);
  });

  it.each([
    ['broken JSON', '[{"mediaid":'],
    ['wrong shape', '[{"mediaid":42}]'],
    ['not a list', '{"mediaid":"a"}'],
  ])('%s reads as empty and is never overwritten', (_label, raw) => {
    const { data, storage } = memoryStorage({ 'jwapp.favorites': raw });
    const favorites = storedValue('favorites', schema, [], () => storage);
    expect(favorites.read()).toEqual([]);
    expect(favorites.blocked).toBe(true);
    expect(favorites.write([{ mediaid: 'b' }])).toBe(false);
    expect(data.get('jwapp.favorites')).toBe(raw);
  });

  it('lifts the block once the stored data reads correctly again', () => {
    const { data, storage } = memoryStorage({ 'jwapp.favorites': 'garbage' });
    const favorites = storedValue('favorites', schema, [], () => storage);
    favorites.read();
    data.set('jwapp.favorites', '[{"mediaid":"x"}]');
    expect(favorites.read()).toEqual([{ mediaid: 'x' }]);
    expect(favorites.write([{ mediaid: 'y' }])).toBe(true);
    expect(data.get('jwapp.favorites')).toBe('[{"mediaid":"y"}]');
  });

  it('without storage (server, denied access) reads empty and writes nothing', () => {
    const favorites = storedValue('favorites', schema, [], () => null);
    expect(favorites.read()).toEqual([]);
    expect(favorites.write([{ mediaid: 'a' }])).toBe(false);
  });

  it('a storage that throws (quota, privacy mode) does not break the caller', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const favorites = storedValue('favorites', schema, [], () => throwing);
    expect(favorites.read()).toEqual([]);
    expect(favorites.write([{ mediaid: 'a' }])).toBe(false);
  });
});
