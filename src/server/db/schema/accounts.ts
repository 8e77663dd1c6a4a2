import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Accounts, sessions, one-time codes and the viewer lists of the own backend. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for a provider (outside sign-in) user who never set one. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    country: text('country').notNull().default(''),
    provider: text('provider'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    preferredSports: jsonb('preferred_sports')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sendEmailNotification: boolean('send_email_notification').notNull().default(false),
    registerSource: text('register_source').notNull().default('email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** Rotating refresh tokens: one family per sign-in; a reused (already rotated) token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** One-time codes for email confirmation and password reset; the id is the reset link's token. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    /** Null for a reset requested for an unknown email: the answer looks the same, nothing can be verified. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'confirm_email' | 'reset_password'>().notNull(),
    /** HMAC-SHA-256 of the code with a server secret (six digits are too few to store plainly hashed). */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_challenges_email_idx').on(table.email, table.purpose, table.createdAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaid: text('mediaid').notNull(),
    /** Insertion order: the newest favorite comes first. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mediaid] })],
);

export const watchHistory = pgTable(
  'watch_history',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaid: text('mediaid').notNull(),
    seriesId: text('series_id'),
    progress: doublePrecision('progress').notNull(),
    /** Save order: a save re-inserts the row, so the most recently watched comes first. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.mediaid] })],
);

/** Secrets the server generates for itself when none is configured (JWT signing, OTP hashing). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Request counters of the rate limits, one fixed window per key (an action and an IP, email or both), shared by
 * every instance on this database. Rows past `ends_at` are reused by the next hit and purged hourly.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_ends_at_idx').on(table.endsAt)],
);

/**
 * Outside sign-in identities: the provider's stable subject (`sub`) bound to one account. An account may hold
 * several (Google and Apple); the email is never the key, as a provider's address can change hands.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/** Each account's answer to the publisher consents (terms, marketing): the version it answered and when. */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: text('version').notNull(),
    accepted: boolean('accepted').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.name] })],
);
