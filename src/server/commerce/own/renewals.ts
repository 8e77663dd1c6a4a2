import { randomUUID } from 'node:crypto';
import { and, eq, like, lte, sql } from 'drizzle-orm';
import type { CommerceCatalog } from '../../../domain/commerce/catalog';
import { priceOrder } from '../../../domain/commerce/pricing';
import type { Db } from '../../db/database';
import { entitlements, orders, payments, users } from '../../db/schema';
import type { PaymentGateway } from '../../payments/port';
import type { RenewalReport } from '../port';
import { grantAccess } from './grant';
import { savedCard } from './payment-methods';
import type { EntitlementRow } from './views';

/**
 * Subscription renewals (issue 10 "Subscription lifecycle"): an active subscription is charged on its saved card
 * shortly before its period ends and runs one more period. A refused charge is tried again RETRY_AFTER_MS later,
 * at most ATTEMPTS times per period; after that, or without a saved card, the subscription expires when its
 * period ends. Safe with several instances: each attempt has its own idempotency key, stored under a unique index
 * and checked under the customer's lock, and the gateway is given the same key, so a period is charged once.
 */
export const RENEW_AHEAD_MS = 3_600_000;
export const RETRY_AFTER_MS = 6 * 3_600_000;
export const ATTEMPTS = 3;

export interface RenewalDeps {
  db: Db;
  clock: () => Date;
  catalog: () => Promise<CommerceCatalog>;
  gateway: PaymentGateway;
}

type Outcome = keyof RenewalReport | 'waiting';

export async function runRenewals(deps: RenewalDeps): Promise<RenewalReport> {
  const now = deps.clock();
  const due = await deps.db
    .select()
    .from(entitlements)
    .where(
      and(
        eq(entitlements.kind, 'svod'),
        eq(entitlements.status, 'active'),
        lte(entitlements.expiresAt, new Date(now.getTime() + RENEW_AHEAD_MS)),
      ),
    );
  const report: RenewalReport = { renewed: 0, failed: 0, expired: 0 };
  for (const subscription of due) {
    const outcome = await renewOne(deps, subscription, now);
    if (outcome !== 'waiting') report[outcome] += 1;
  }
  return report;
}

async function expire(deps: RenewalDeps, subscription: EntitlementRow, now: Date): Promise<Outcome> {
  if (subscription.expiresAt > now) return 'waiting';
  await deps.db
    .update(entitlements)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(entitlements.userId, subscription.userId),
        eq(entitlements.offerId, subscription.offerId),
        eq(entitlements.expiresAt, subscription.expiresAt),
      ),
    );
  return 'expired';
}

async function renewOne(deps: RenewalDeps, subscription: EntitlementRow, now: Date): Promise<Outcome> {
  const { db } = deps;
  const offer = (await deps.catalog()).offers.find((candidate) => candidate.offerId === subscription.offerId);
  const card = await savedCard(db, subscription.userId);
  if (!offer || offer.type !== 'svod' || !card) return expire(deps, subscription, now);

  const period = `renewal:${offer.offerId}:${subscription.expiresAt.getTime()}`;
  const attempts = await db
    .select({ status: payments.status, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.userId, subscription.userId), like(payments.idempotencyKey, `${period}:%`)));
  if (attempts.length >= ATTEMPTS) return expire(deps, subscription, now);
  const lastTry = Math.max(0, ...attempts.map((attempt) => attempt.createdAt.getTime()));
  if (now.getTime() - lastTry < RETRY_AFTER_MS) return 'waiting';

  const key = `${period}:${attempts.length + 1}`;
  const priced = priceOrder(offer, undefined, { trialEligible: false });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${subscription.userId} for update`);
    const [current] = await tx
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, subscription.userId), eq(entitlements.offerId, offer.offerId)));
    const [taken] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, subscription.userId), eq(payments.idempotencyKey, key)));
    // Another instance made this attempt, or the subscription changed meanwhile (renewed, cancelled).
    if (taken || current?.status !== 'active' || current.expiresAt.getTime() !== subscription.expiresAt.getTime()) {
      return 'waiting';
    }
    const charge = await deps.gateway.chargeSaved({
      amount: priced.totalPrice,
      currency: priced.currency,
      method: card.reference,
      idempotencyKey: `${subscription.userId}:${key}`,
      now,
    });
    const [order] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        userId: subscription.userId,
        offerId: offer.offerId,
        currency: priced.currency,
        totalPrice: priced.totalPrice,
        taxRate: priced.taxRate,
        priced,
        idempotencyKey: key,
      })
      .returning();
    if (!order) throw new Error('renewal order not stored');
    await tx.insert(payments).values({
      id: randomUUID(),
      orderId: order.id,
      userId: subscription.userId,
      amount: priced.totalPrice,
      currency: priced.currency,
      status: charge.status,
      gateway: deps.gateway.name,
      gatewayReference: charge.reference,
      failureKey: charge.failureKey ?? null,
      cardLast4: card.last4,
      idempotencyKey: key,
      // The retry spacing counts from here, on the same clock as the run.
      createdAt: now,
    });
    if (charge.status !== 'succeeded') return 'failed';
    await grantAccess(tx, order, offer, current, now);
    return 'renewed';
  });
}
