import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The licence tokens that have been answered with a key: a token gives one licence (its `jti` is the key), so a
 * replayed token finds its row and is refused. Rows whose token has expired are purged.
 */
export const licenceGrants = pgTable(
  'licence_grants',
  {
    jti: text('jti').primaryKey(),
    userId: text('user_id').notNull(),
    mediaId: text('media_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('licence_grants_expires_at_idx').on(table.expiresAt)],
);
