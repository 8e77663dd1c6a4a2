/**
 * The demo datasets keep event times relative to "now" so the demo always has something live, something
 * scheduled and a replay. A relative time is `now` followed by zero or more signed terms, e.g. `now`,
 * `now-30m`, `now+1d`, `now-2d+2h`. Units: s, m, h, d.
 */
const RELATIVE = /^now((?:[+-]\d+[smhd])*)$/;
const TERM = /([+-])(\d+)([smhd])/g;
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The ISO instant for a relative time, or `undefined` when `value` is not one. */
export function resolveRelativeTime(value: string, now: Date): string | undefined {
  const match = RELATIVE.exec(value);
  if (!match) return undefined;
  let ms = now.getTime();
  for (const [, sign, amount, unit] of (match[1] ?? '').matchAll(TERM)) {
    ms += (sign === '-' ? -1 : 1) * Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  }
  return new Date(ms).toISOString();
}

/** Deep copy of `value` with every relative-time string replaced by its ISO instant. */
export function resolveRelativeTimes<T>(value: T, now: Date): T {
  if (typeof value === 'string') return (resolveRelativeTime(value, now) ?? value) as T;
  if (Array.isArray(value)) return value.map((entry) => resolveRelativeTimes(entry, now)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, resolveRelativeTimes(entry, now)]),
    ) as T;
  }
  return value;
}
