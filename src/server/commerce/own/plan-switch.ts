import { and, eq, sql } from 'drizzle-orm';
import { addPeriod } from '../../../domain/commerce/access-period';
import type { Offer } from '../../../domain/commerce/catalog';
import { isUpgrade, priceUpgrade, unusedCredit } from '../../../domain/commerce/plan-switch';
import type { Db } from '../../db/database';
import { entitlements, orders, users } from '../../db/schema';
import type { PaymentGateway } from '../../payments/port';
import { AppError, fieldError } from '../../shared/app-error';
import type { Customer, PlanSwitch } from '../port';
import { storeCharge } from './charges';
import { endPlan, entitlementOf, grantAccess } from './grant';
import { savedCard } from './payment-methods';
import { subscriptionView } from './views';

/**
 * Switching plans (`upgrade-subscription`, spec 2 §4): an upgrade is charged on the saved card at once (less the
 * unused part of the current period) and starts now; a downgrade waits for the current period's end, when the
 * renewal job moves it to the new plan. The same switch asked again is answered, never charged twice.
 */
export interface PlanSwitchDeps {
  db: Db;
  clock: () => Date;
  gateway: PaymentGateway;
}

export async function switchPlan(
  deps: PlanSwitchDeps,
  customer: Customer,
  from: Offer | undefined,
  to: Offer | undefined,
): Promise<PlanSwitch> {
  if (!to || to.type !== 'svod') throw fieldError('toOfferId', 'This is not a subscription on sale', 'offer_not_found');
  if (!from || from.type !== 'svod') throw new AppError(404, 'subscription_not_found', 'No such subscription');
  if (from.offerId === to.offerId) throw new AppError(409, 'already_has_access', 'You already have this plan');
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${customer.userId} for update`);
    const target = await entitlementOf(tx, customer.userId, to.offerId);
    if (target && target.status !== 'expired' && target.expiresAt > now) {
      // The same upgrade asked again (a double click, a retried request) is answered, not charged again.
      const [bought] = await tx
        .select({ key: orders.idempotencyKey })
        .from(orders)
        .where(eq(orders.id, target.orderId));
      if (bought?.key?.startsWith(`switch:${from.offerId}:${to.offerId}:`)) {
        return { result: 'switched', subscription: subscriptionView(target, to, now) };
      }
      throw new AppError(409, 'already_has_access', 'You already have this plan');
    }
    const current = await entitlementOf(tx, customer.userId, from.offerId);
    if (!current || current.kind !== 'svod' || current.status === 'expired' || current.expiresAt <= now) {
      throw new AppError(404, 'subscription_not_found', `No running subscription to ${from.offerId}`);
    }

    if (!isUpgrade(from, to)) {
      const [pending] = await tx
        .update(entitlements)
        .set({ status: 'active', pendingOfferId: to.offerId, updatedAt: now })
        .where(and(eq(entitlements.userId, customer.userId), eq(entitlements.offerId, from.offerId)))
        .returning();
      return { result: 'pending', subscription: subscriptionView(pending ?? current, from, now) };
    }

    const card = await savedCard(tx, customer.userId);
    if (!card) throw new AppError(409, 'payment_method_required', 'Add a card before changing the plan');
    const key = `switch:${from.offerId}:${to.offerId}:${current.expiresAt.getTime()}`;
    // The credit is the unused share of what the current period cost (its order; nothing for free days).
    const [paidFor] = await tx
      .select({ totalPrice: orders.totalPrice, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, current.orderId));
    const credit = paidFor ? unusedCredit(paidFor.totalPrice, paidFor.createdAt, current.expiresAt, now) : 0;
    const priced = priceUpgrade(to, credit);
    const charge = await deps.gateway.chargeSaved({
      amount: priced.totalPrice,
      currency: priced.currency,
      method: card.reference,
      idempotencyKey: `${customer.userId}:${key}`,
      now,
    });
    // A refused attempt keeps its own key, so the next one can be made.
    const storedKey = charge.status === 'succeeded' ? key : `${key}:failed:${now.getTime()}`;
    const { order } = await storeCharge(tx, {
      userId: customer.userId,
      priced,
      key: storedKey,
      charge,
      gateway: deps.gateway.name,
      last4: card.last4,
      now,
    });
    if (charge.status !== 'succeeded') {
      throw new AppError(409, 'upgrade_failed', `The card was refused (${charge.failureKey ?? 'unknown'})`);
    }
    await grantAccess(tx, order, to, target, now, addPeriod(now, to.period));
    await endPlan(tx, customer.userId, from.offerId, now, now);
    const switched = await entitlementOf(tx, customer.userId, to.offerId);
    if (!switched) throw new Error('switched subscription not stored');
    return { result: 'switched', subscription: subscriptionView(switched, to, now) };
  });
}
