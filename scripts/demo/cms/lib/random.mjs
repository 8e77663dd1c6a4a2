/**
 * Seeded randomness for the CMS demo generator: the same seed gives the same dataset on every run.
 * mulberry32 is small, fast and good enough for picking names, colours and shapes.
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const shuffle = (list) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  };
  const hex = (length) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  const alnum = (length) => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    return Array.from({ length }, () => chars[Math.floor(next() * chars.length)]).join('');
  };
  /** A version-4 shaped UUID, the kind of `_id` Sanity Studio gives new documents. */
  const uuid = () => {
    const variant = '89ab'[Math.floor(next() * 4)];
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
  };
  /** Array item keys, as Sanity Studio generates them (12 hex characters). */
  const key = () => hex(12);
  return { next, int, pick, shuffle, hex, alnum, uuid, key };
}

export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
