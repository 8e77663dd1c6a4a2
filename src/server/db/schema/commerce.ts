import { sql } from 'drizzle-orm';
import {
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
import { users } from './accounts';

/**
 * Orders, payments and entitlements of the own backend's commerce adapter. What is sold (offers, coupons) is the
 * operator's catalog file (`DEMO_DIR/commerce/catalog.json`); these tables hold what customers did with it.
 */

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    couponCode: text('coupon_code'),
    currency: text('currency').notNull(),
    totalPrice: integer('total_price').notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    /** The priced order as the API answers it (breakdown, discount), fixed when the order was made. */
    priced: jsonb('priced').notNull(),
    /** open → paid (or stays open after a failed payment, to be paid again). */
    status: text('status').notNull().default('open'),
    /**
     * Until when this open order holds one use of its coupon, when the coupon has a redemption limit: taken when
     * the order is priced, released (null) when its payment fails, lapsed once past.
     */
    couponHeldUntil: timestamp('coupon_held_until', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_user_idempotency').on(table.userId, table.idempotencyKey),
    index('orders_user_created').on(table.userId, table.createdAt),
    index('orders_coupon_held')
      .on(table.couponCode, table.couponHeldUntil)
      .where(sql`coupon_held_until is not null`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** succeeded, failed, requires_action or processing. */
    status: text('status').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference').notNull(),
    /** The error key shown for a failed payment (`card_declined`, `insufficient_funds`). */
    failureKey: text('failure_key'),
    cardLast4: text('card_last4'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_user_idempotency').on(table.userId, table.idempotencyKey),
    // At most one successful payment per order: a retry can never charge twice.
    uniqueIndex('payments_one_success_per_order')
      .on(table.orderId)
      .where(sql`status = 'succeeded'`),
  ],
);

/** What a customer may watch: one row per customer and offer (a renewal moves `expiresAt`). */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    /** svod (subscription) or tvod (pay-per-view pass). */
    kind: text('kind').notNull(),
    /** active, cancelled (access until expiresAt) or expired. */
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: uuid('order_id').notNull(),
    /** A subscription switched to a cheaper plan moves to this offer when its period ends (a downgrade). */
    pendingOfferId: text('pending_offer_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);

/**
 * The card a customer's subscriptions renew with (one per customer): the gateway's reusable reference to it, never
 * the card itself, and what the payments page shows.
 */
export const paymentMethods = pgTable('payment_methods', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  gateway: text('gateway').notNull(),
  reference: text('reference').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Coupon codes used by paid orders, to enforce a coupon's redemption limit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    code: text('code').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.code, table.orderId] })],
);

/**
 * One row per limited coupon that was ever ordered: a row lock on it makes "count the uses, then take one" a single
 * step, so racing orders cannot take more uses than the coupon has.
 */
export const couponLocks = pgTable('coupon_locks', {
  code: text('code').primaryKey(),
});

/**
 * What a plan switch will cost, as the server showed it (issue 41, decision 4105): the confirm request echoes it,
 * and the switch charges exactly this or nothing. Valid until `validUntil`.
 */
export const switchQuotes = pgTable('switch_quotes', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fromOfferId: text('from_offer_id').notNull(),
  toOfferId: text('to_offer_id').notNull(),
  /** upgrade (charged now, starts now) or downgrade (nothing now, starts when the period ends). */
  kind: text('kind').notNull(),
  /** An upgrade's charge now (the credit as its discount); a downgrade's first charge of the new plan. */
  priced: jsonb('priced').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  nextChargeAt: timestamp('next_charge_at', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
