import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addPeriod } from '../../../domain/commerce/access-period';
import type { Offer } from '../../../domain/commerce/catalog';
import { isUpgrade, priceUpgrade, unusedCredit, type Subscription } from '../../../domain/commerce/plan-switch';
import type { PricedOrder } from '../../../domain/commerce/pricing';
import type { QuoteEcho, SwitchQuoteView } from '../../../lib/api/commerce-contract';
import type { Db } from '../../db/database';
import { entitlements, orders, switchQuotes, users } from '../../db/schema';
import type { PaymentGateway } from '../../payments/port';
import { AppError, fieldError } from '../../shared/app-error';
import type { Customer, PlanSwitch } from '../port';
import { storeCharge } from './charges';
import { QUOTE_VALID_MS } from './order-quote';
import { endPlan, entitlementOf, grantAccess, type Tx } from './grant';
import { savedCard } from './payment-methods';
import { subscriptionView, type EntitlementRow } from './views';
import { noActiveSubscription } from '../spec-errors';

/**
 * Switching plans (`upgrade-subscription`, spec 2 §4): an upgrade is charged on the saved card at once (less the
 * unused part of the current period) and starts now; a downgrade waits for the current period's end, when the
 * renewal job moves it to the new plan. The customer first gets a quote (decision 4105) and the upgrade charges
 * exactly the quote it echoes. The same switch asked again is answered, never charged twice.
 */
export interface PlanSwitchDeps {
  db: Db;
  clock: () => Date;
  gateway: PaymentGateway;
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const alreadyOnPlan = () => new AppError(409, 'already_has_access', 'You already have this plan');

function checkOffers(from: Offer | undefined, to: Offer | undefined): { from: Subscription; to: Subscription } {
  if (!to || to.type !== 'svod') throw fieldError('toOfferId', 'This is not a subscription on sale', 'offer_not_found');
  if (!from || from.type !== 'svod') throw new AppError(404, 'subscription_not_found', 'No such subscription');
  if (from.offerId === to.offerId) throw alreadyOnPlan();
  return { from, to };
}

async function runningPlan(tx: Tx, customer: Customer, from: Subscription, now: Date): Promise<EntitlementRow> {
  const current = await entitlementOf(tx, customer.userId, from.offerId);
  if (!current || current.kind !== 'svod' || current.status === 'expired' || current.expiresAt <= now) {
    throw noActiveSubscription();
  }
  return current;
}

/** The switch priced now: what is charged now (an upgrade) and when the next charge falls. */
async function priceSwitch(tx: Tx, current: EntitlementRow, to: Subscription, upgrade: boolean, now: Date) {
  if (!upgrade) return { priced: priceUpgrade(to, 0), startsAt: current.expiresAt };
  // The credit is the unused share of what the current period cost (its order; nothing for free days).
  const [paidFor] = await tx
    .select({ totalPrice: orders.totalPrice, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, current.orderId));
  const credit = paidFor ? unusedCredit(paidFor.totalPrice, paidFor.createdAt, current.expiresAt, now) : 0;
  return { priced: priceUpgrade(to, credit), startsAt: now };
}

function quoteView(row: typeof switchQuotes.$inferSelect, to: Subscription): SwitchQuoteView {
  const priced = row.priced as PricedOrder;
  const upgrade = row.kind === 'upgrade';
  return {
    id: row.id,
    fromOfferId: row.fromOfferId,
    toOfferId: row.toOfferId,
    kind: upgrade ? 'upgrade' : 'downgrade',
    amount: upgrade ? priced.totalPrice : 0,
    currency: priced.currency,
    taxRate: priced.taxRate,
    taxValue: upgrade ? priced.priceBreakdown.taxValue : 0,
    offerPrice: priced.priceBreakdown.offerPrice,
    proration: upgrade ? priced.priceBreakdown.discountAmount : 0,
    startsAt: epochSeconds(row.startsAt),
    nextChargeAt: epochSeconds(row.nextChargeAt),
    nextChargeAmount: to.price,
    validUntil: epochSeconds(row.validUntil),
  };
}

/** What the switch would cost, stored so the confirm can be held to it. Nothing is charged or changed. */
export async function quoteSwitch(
  deps: PlanSwitchDeps,
  customer: Customer,
  fromOffer: Offer | undefined,
  toOffer: Offer | undefined,
): Promise<SwitchQuoteView> {
  const { from, to } = checkOffers(fromOffer, toOffer);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const target = await entitlementOf(tx, customer.userId, to.offerId);
    if (target && target.status !== 'expired' && target.expiresAt > now) throw alreadyOnPlan();
    const current = await runningPlan(tx, customer, from, now);
    const upgrade = isUpgrade(from, to);
    const { priced, startsAt } = await priceSwitch(tx, current, to, upgrade, now);
    const [row] = await tx
      .insert(switchQuotes)
      .values({
        id: randomUUID(),
        userId: customer.userId,
        fromOfferId: from.offerId,
        toOfferId: to.offerId,
        kind: upgrade ? 'upgrade' : 'downgrade',
        priced,
        startsAt,
        nextChargeAt: addPeriod(startsAt, to.period),
        validUntil: new Date(now.getTime() + QUOTE_VALID_MS),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('quote not stored');
    return quoteView(row, to);
  });
}

/**
 * The quote an upgrade may charge: the customer's, for this switch, still valid, with the echoed amount and
 * currency, and the new plan's price unchanged since. Anything else is refused before the card is touched.
 */
async function heldQuote(
  tx: Tx,
  customer: Customer,
  from: Subscription,
  to: Subscription,
  echo: QuoteEcho | undefined,
  now: Date,
) {
  if (!echo)
    throw fieldError('quote', 'Ask for a quote first: the amount is shown before it is charged', 'quote_required');
  const [row] = await tx
    .select()
    .from(switchQuotes)
    .where(and(eq(switchQuotes.id, echo.id), eq(switchQuotes.userId, customer.userId)));
  if (!row || row.kind !== 'upgrade' || row.fromOfferId !== from.offerId || row.toOfferId !== to.offerId) {
    throw fieldError('quote.id', 'No such quote for this switch', 'quote_not_found');
  }
  if (row.validUntil <= now) throw new AppError(409, 'quote_expired', 'This quote has expired: ask for a new one');
  const priced = row.priced as PricedOrder;
  if (echo.currency !== priced.currency) {
    throw fieldError('quote.currency', `The quote is in ${priced.currency}`, 'quote_mismatch');
  }
  if (echo.amount !== priced.totalPrice) {
    throw fieldError('quote.amount', `The quote is ${priced.totalPrice}`, 'quote_mismatch');
  }
  if (priced.priceBreakdown.offerPrice !== to.price || priced.currency !== to.currency) {
    throw new AppError(409, 'quote_changed', 'The price changed since this quote: ask for a new one');
  }
  return priced;
}

export async function switchPlan(
  deps: PlanSwitchDeps,
  customer: Customer,
  fromOffer: Offer | undefined,
  toOffer: Offer | undefined,
  echo?: QuoteEcho,
): Promise<PlanSwitch> {
  const { from, to } = checkOffers(fromOffer, toOffer);
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
      throw alreadyOnPlan();
    }
    const current = await runningPlan(tx, customer, from, now);

    if (!isUpgrade(from, to)) {
      const [pending] = await tx
        .update(entitlements)
        .set({ status: 'active', pendingOfferId: to.offerId, updatedAt: now })
        .where(and(eq(entitlements.userId, customer.userId), eq(entitlements.offerId, from.offerId)))
        .returning();
      return { result: 'pending', subscription: subscriptionView(pending ?? current, from, now) };
    }

    const priced = await heldQuote(tx, customer, from, to, echo, now);
    const card = await savedCard(tx, customer.userId);
    if (!card) throw new AppError(409, 'payment_method_required', 'Add a card before changing the plan');
    const key = `switch:${from.offerId}:${to.offerId}:${current.expiresAt.getTime()}`;
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
