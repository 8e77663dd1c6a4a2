import { and, desc, eq, like, lte, sql } from 'drizzle-orm';
import type { CommerceCatalog } from '../../../domain/commerce/catalog';
import { addPeriod } from '../../../domain/commerce/access-period';
import type { PricedOrder } from '../../../domain/commerce/pricing';
import { renewalPrice } from '../../../domain/commerce/renewal-price';
import type { Db } from '../../db/database';
import { entitlements, orders, payments, switchQuotes, users } from '../../db/schema';
import type { PaymentGateway } from '../../payments/port';
import type { RenewalReport } from '../port';
import { storeCharge } from './charges';
import { endPlan, entitlementOf, grantAccess } from './grant';
import { savedCard } from './payment-methods';
import type { EntitlementRow } from './views';

/**
 * Subscription renewals (issue 10 "Subscription lifecycle"): an active subscription is charged on its saved card
 * shortly before its period ends and runs one more period (of the cheaper plan it was switched to, if any), at the
 * price recorded when the customer was shown it (decision 4131). A refused charge is tried again RETRY_AFTER_MS later,
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
  const { offers } = await deps.catalog();
  const offer = offers.find((candidate) => candidate.offerId === subscription.offerId);
  // A downgrade waiting for this moment: the next period is the new plan's.
  const next = offers.find((candidate) => candidate.offerId === (subscription.pendingOfferId ?? subscription.offerId));
  const card = await savedCard(db, subscription.userId);
  if (!offer || offer.type !== 'svod' || next?.type !== 'svod' || !card) return expire(deps, subscription, now);

  const period = `renewal:${offer.offerId}:${subscription.expiresAt.getTime()}`;
  const attempts = await db
    .select({ status: payments.status, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.userId, subscription.userId), like(payments.idempotencyKey, `${period}:%`)));
  if (attempts.length >= ATTEMPTS) return expire(deps, subscription, now);
  const lastTry = Math.max(0, ...attempts.map((attempt) => attempt.createdAt.getTime()));
  if (now.getTime() - lastTry < RETRY_AFTER_MS) return 'waiting';

  const key = `${period}:${attempts.length + 1}`;
  // The price the customer was shown (decision 4131), not the catalog's now.
  const [paidBy] = await db.select({ priced: orders.priced }).from(orders).where(eq(orders.id, subscription.orderId));
  const [downgrade] =
    next === offer
      ? []
      : await db
          .select({ priced: switchQuotes.priced })
          .from(switchQuotes)
          .where(
            and(
              eq(switchQuotes.userId, subscription.userId),
              eq(switchQuotes.fromOfferId, offer.offerId),
              eq(switchQuotes.toOfferId, next.offerId),
              eq(switchQuotes.kind, 'downgrade'),
            ),
          )
          .orderBy(desc(switchQuotes.createdAt))
          .limit(1);
  const priced = renewalPrice(offer, next, paidBy?.priced as PricedOrder | undefined, downgrade?.priced as PricedOrder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${subscription.userId} for update`);
    const current = await entitlementOf(tx, subscription.userId, offer.offerId);
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
    const { order } = await storeCharge(tx, {
      userId: subscription.userId,
      priced,
      key,
      charge,
      gateway: deps.gateway.name,
      last4: card.last4,
      now,
    });
    if (charge.status !== 'succeeded') return 'failed';
    if (next === offer) {
      await grantAccess(tx, order, offer, current, now);
      return 'renewed';
    }
    const existing = await entitlementOf(tx, subscription.userId, next.offerId);
    const from = current.expiresAt > now ? current.expiresAt : now;
    await grantAccess(tx, order, next, existing, now, addPeriod(from, next.period));
    await endPlan(tx, subscription.userId, offer.offerId, now);
    return 'renewed';
  });
}
