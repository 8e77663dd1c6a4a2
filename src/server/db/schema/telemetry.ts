import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Browser errors grouped by fingerprint (issue 46): one row per kind of error, counted, with the latest
 * occurrence's details. Only the most recently seen groups are kept (a cap, so a flood of distinct errors
 * cannot grow the table).
 */
export const browserErrors = pgTable(
  'browser_errors',
  {
    fingerprint: text('fingerprint').primaryKey(),
    category: text('category').notNull(),
    severity: text('severity').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    source: text('source').notNull(),
    path: text('path').notNull(),
    playerCode: text('player_code'),
    browser: text('browser').notNull(),
    /** The last occurrence's viewer, only when they allowed analytics (decision 4604). */
    userId: text('user_id'),
    count: integer('count').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (table) => [index('browser_errors_last_seen_idx').on(table.lastSeen)],
);
