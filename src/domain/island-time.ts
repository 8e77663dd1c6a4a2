/**
 * The time an island renders its time-dependent labels (card tags: live or scheduled) against: the render's time
 * floored to the minute. Islands carry it in their props, so a finer time would make every render's HTML differ;
 * with this, the renders of one minute are byte-identical, and the page cache keeps its ETag and its smallest
 * Brotli copy across them. A tag may change up to a minute late, as it may anyway through a CDN's copy
 * (`s-maxage=60`).
 */
export function islandNow(date: Date): number {
  return Math.floor(date.getTime() / 60_000) * 60_000;
}
