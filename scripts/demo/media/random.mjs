import { createHash } from 'node:crypto';

/**
 * Determinism helpers. Every id and every "random" choice is derived from a stable key, so adding an item
 * never changes the ids or looks of the others, and every run writes the same bytes.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function digest(key) {
  return createHash('sha256').update(key).digest();
}

/** An 8-character id of letters and digits (JW style, e.g. `aB3kLm9Q`), stable for a given key. */
export function stableId(key) {
  for (let attempt = 0; ; attempt += 1) {
    const bytes = digest(attempt === 0 ? key : `${key}#${attempt}`);
    const id = Array.from(bytes.subarray(0, 8), (byte) => BASE62[byte % 62]).join('');
    // JW ids always mix letters and digits; re-derive the rare all-letter or all-digit result.
    if (/\d/.test(id) && /[A-Za-z]/.test(id)) return id;
  }
}

/** mulberry32: a small seeded PRNG returning floats in [0, 1). */
export function seededRandom(key) {
  let state = digest(key).readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    range: (min, max) => min + next() * (max - min),
  };
}

export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
