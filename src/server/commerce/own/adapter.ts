import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { CommerceCatalog, Coupon, Offer } from '../../../domain/commerce/catalog';
import { couponProblem, priceOrder, type PricedOrder } from '../../../domain/commerce/pricing';
import { renewalPrice } from '../../../domain/commerce/renewal-price';
import type {
  EntitlementView,
  OrderQuoteEcho,
  OrderView,
  PaymentView,
  SubscriptionView,
} from '../../../lib/api/commerce-contract';
import type { Db } from '../../db/database';
import { couponRedemptions, entitlements, orders, payments, users } from '../../db/schema';
import type { ChargeResult, Charged, PaymentGateway } from '../../payments/port';
import { AppError, fieldError } from '../../shared/app-error';
import type { CommercePort, Customer } from '../port';
import { entitlementOf, grantAccess, type Tx } from './grant';
import { checkOrderRepeat, checkPaymentRepeat } from './idempotency';
import { paymentMethodView, replaceCard, saveCard, savedCard, summaryOf } from './payment-methods';
import { quoteSwitch, switchPlan } from './plan-switch';
import { checkOrderQuote, orderQuoteTerms } from './order-quote';
import { runRenewals } from './renewals';
import { PENDING_COUPON_HOLD_MS, setCouponHold, takeCouponUse } from './coupon-holds';
import {
  billingEntryView,
  orderView,
  paymentView,
  pricedAsTrial,
  receiptView,
  subscriptionView,
  type EntitlementRow,
  type OrderRow,
  type PaymentRow,
} from './views';
import { offerView } from '../offer-view';
import { alreadyHasAccess } from '../already-has-access';
import { noActiveSubscription } from '../spec-errors';

/**
 * The own backend's commerce: the operator's catalog file, orders, payments through the configured gateway, and
 * entitlements, on the accounts' database. Prices are computed here only; a client's price is never read.
 */
export interface OwnCommerceDeps {
  db: Db;
  clock: () => Date;
  catalog: () => Promise<CommerceCatalog>;
  gateway: PaymentGateway;
  /** PayPal beside the card gateway (passes only), when configured. */
  paypal?: PaymentGateway;
  /** Where operators read what needs their hand: a payment taken for access already bought, to refund. */
  logger?: { warn(details: object, message: string): void };
}

const offerNotFound = (offerId: string) =>
  fieldError('offerId', `Offer with id ${offerId} not found`, 'offer_not_found');
// The API takes other platforms' ids too (Cleeng's are numbers); the own tables key on UUIDs.
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
const couponNotValid = () => fieldError('couponCode', 'coupon_not_valid', 'coupon_not_valid');
const orderNotFound = (orderId: string) => new AppError(404, 'order_not_found', `Order with id ${orderId} not found`);
const hostedOnly = () =>
  new AppError(409, 'hosted_checkout', "This site takes cards in its payment provider's form: start a hosted payment");
const cardOnly = () =>
  new AppError(409, 'card_checkout', 'This site takes cards in its own form: pay the order with card details');
/** The return address names the payment, so the finalize step knows what to ask about. */
function withPaymentId(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('paymentId', paymentId);
  return url.href;
}

/** A payment the gateway took for access the customer already held: kept as owed back (decision 4132). */
const REFUND_DUE = 'refund_due';

/** A payment that waits for the customer (challenge, gateway form) or the bank. */
const PENDING = ['requires_action', 'processing'];

const paymentNotFound = (paymentId: string) =>
  new AppError(404, 'payment_not_found', `Payment with id ${paymentId} not found`);
const paypalPassesOnly = () =>
  new AppError(409, 'payment_method_not_available', 'PayPal pays passes here: subscriptions renew with a card');
/**
 * Whether the customer holds access to an offer now: a pass, or a subscription active, in its trial or cancelled
 * but still running. Such an offer is not sold again; a cancelled subscription is renewed instead.
 */
const holdsAccess = (row: EntitlementRow | undefined, now: Date) =>
  row !== undefined && row.status !== 'expired' && row.expiresAt > now;
const isMismatch = (charged: Charged | undefined, payment: PaymentRow) =>
  charged !== undefined && (charged.amount !== payment.amount || charged.currency !== payment.currency.toUpperCase());

export function createOwnCommerce(deps: OwnCommerceDeps): CommercePort {
  const { db, paypal } = deps;
  /** The gateway a payment went through: the card gateway, or PayPal. */
  const gatewayOf = (name: string): PaymentGateway => (paypal && name === paypal.name ? paypal : deps.gateway);

  async function catalogOffer(offerId: string): Promise<Offer | undefined> {
    return (await deps.catalog()).offers.find((candidate) => candidate.offerId === offerId);
  }

  async function findOffer(offerId: string): Promise<Offer> {
    const offer = await catalogOffer(offerId);
    if (!offer) throw offerNotFound(offerId);
    return offer;
  }

  /** An order with its quote's terms: until when it may be paid, and the subscription's next charge. */
  async function quotedOrder(row: OrderRow): Promise<OrderView> {
    return orderView(row, orderQuoteTerms(row, await catalogOffer(row.offerId)));
  }

  async function ownOrder(customer: Customer, orderId: string): Promise<OrderRow> {
    if (!isUuid(orderId)) throw orderNotFound(orderId);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, customer.userId)));
    if (!row) throw orderNotFound(orderId);
    return row;
  }

  async function byKey<T>(table: typeof orders | typeof payments, customer: Customer, key: string | null) {
    if (!key) return undefined;
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.userId, customer.userId), eq(table.idempotencyKey, key)));
    return row as T | undefined;
  }

  /** Moves a running subscription between active and cancelled; anything else is refused with a clear code. */
  async function changeSubscription(
    customer: Customer,
    offerId: string,
    from: 'active' | 'cancelled',
    to: 'active' | 'cancelled',
  ): Promise<SubscriptionView> {
    const now = deps.clock();
    const row = await entitlementOf(db, customer.userId, offerId);
    if (!row || row.kind !== 'svod') throw noActiveSubscription();
    if (row.expiresAt <= now)
      throw new AppError(409, 'subscription_expired', 'This subscription has ended: buy it again');
    const offer = await catalogOffer(offerId);
    const [paidBy] = await db.select().from(orders).where(eq(orders.id, row.orderId));
    const inTrial = pricedAsTrial(paidBy);
    if (row.status !== from) return subscriptionView(row, offer, now, inTrial);
    const [changed] = await db
      .update(entitlements)
      .set({ status: to, updatedAt: now })
      .where(and(eq(entitlements.userId, customer.userId), eq(entitlements.offerId, offerId)))
      .returning();
    return subscriptionView(changed ?? row, offer, now, inTrial);
  }

  async function ownPayment(customer: Customer, paymentId: string): Promise<PaymentRow> {
    if (!isUuid(paymentId)) throw paymentNotFound(paymentId);
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, customer.userId)));
    if (!row) throw paymentNotFound(paymentId);
    return row;
  }

  /**
   * Stores what the gateway later said about a pending payment (challenge answered, bank settled) and grants
   * access on success. Under the customer's lock, and only while the payment is still pending: a result that
   * arrives twice grants once.
   */
  async function recordResult(customer: Customer, payment: PaymentRow, result: ChargeResult): Promise<PaymentView> {
    if (result.status === payment.status) return paymentView(payment);
    const order = await ownOrder(customer, payment.orderId);
    const offer = await findOffer(order.offerId);
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customer);
      return recordLocked(tx, customer, payment, order, offer, result);
    });
  }

  /** One customer's payments are decided one at a time: a row lock on the customer (PostgreSQL and PGlite). */
  async function lockCustomer(tx: Tx, customer: Customer): Promise<void> {
    await tx.execute(sql`select id from ${users} where ${users.id} = ${customer.userId} for update`);
  }

  /** `recordResult` inside a transaction that holds the customer's lock. */
  async function recordLocked(
    tx: Tx,
    customer: Customer,
    payment: PaymentRow,
    order: OrderRow,
    offer: Offer,
    result: ChargeResult,
  ): Promise<PaymentView> {
    if (result.status === payment.status) return paymentView(payment);
    // The gateway took another amount than this payment's: no access for it (the payment stays as it was).
    if (result.status === 'succeeded' && isMismatch(result.charged, payment)) return paymentView(payment);
    const current = await entitlementOf(tx, customer.userId, offer.offerId);
    // Paid in the gateway's form after the access was bought another way (another tab): the money was taken, so
    // it is kept on record as owed back, never granted twice nor dropped (decision 4132).
    const owedBack =
      result.status === 'succeeded' && holdsAccess(current, deps.clock()) && current?.orderId !== order.id;
    const [updated] = await tx
      .update(payments)
      .set({
        status: owedBack ? REFUND_DUE : result.status,
        failureKey: result.failureKey ?? null,
        cardLast4: result.card?.last4 ?? payment.cardLast4,
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, PENDING)))
      .returning();
    // Another request recorded it first: answer with what it stored.
    if (!updated) {
      const [stored] = await tx.select().from(payments).where(eq(payments.id, payment.id));
      return paymentView(stored ?? payment);
    }
    if (owedBack) {
      await setCouponHold(tx, order.id, null);
      deps.logger?.warn(
        {
          paymentId: updated.id,
          userId: customer.userId,
          offerId: offer.offerId,
          amount: updated.amount,
          currency: updated.currency,
          gateway: updated.gateway,
          reference: updated.gatewayReference,
        },
        'payment taken for access already held: refund it in the gateway',
      );
      return paymentView(updated);
    }
    await couponUseAfter(tx, order, updated.status, deps.clock());
    if (updated.status === 'succeeded') {
      const now = deps.clock();
      await grantAccess(tx, order, offer, current, now);
      // A card typed into the gateway's own form is known only now: a subscription renews with it.
      if (offer.type === 'svod' && result.savedMethod && result.card) {
        await saveCard(tx, customer, payment.gateway, result.savedMethod, result.card, now);
      }
    }
    return paymentView(updated);
  }

  /** The customer's entitlement to the order's offer, once it is sure the order may be paid now. */
  async function payableEntitlement(tx: Tx, customer: Customer, order: OrderRow, offer: Offer, now: Date) {
    const current = await entitlementOf(tx, customer.userId, offer.offerId);
    const [paid] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    if (paid?.status === 'paid') throw new AppError(409, 'order_already_paid', 'This order is already paid');
    if (holdsAccess(current, now)) throw alreadyHasAccess();
    await keepCouponUse(tx, order, now);
    return current;
  }

  /**
   * An order paid with a limited coupon needs its use still held: one whose hold was given back (a failed payment)
   * or lapsed takes a use again, if one is left; otherwise the coupon is refused before anything is charged.
   */
  async function keepCouponUse(tx: Tx, order: OrderRow, now: Date): Promise<void> {
    if (!order.couponCode) return;
    const [latest] = await tx.select({ heldUntil: orders.couponHeldUntil }).from(orders).where(eq(orders.id, order.id));
    if (latest?.heldUntil && latest.heldUntil > now) return;
    const coupon = (await deps.catalog()).coupons.find((candidate) => candidate.code === order.couponCode);
    const use = coupon ? await takeCouponUse(tx, coupon, now, order.id) : null;
    if (!use) throw couponNotValid();
    if (use.heldUntil) await setCouponHold(tx, order.id, use.heldUntil);
  }

  /** After a payment's result: a failure gives the coupon's use back, a wait keeps it until the bank answers. */
  async function couponUseAfter(tx: Tx, order: OrderRow, status: string, now: Date): Promise<void> {
    if (!order.couponCode || status === 'succeeded') return;
    const heldUntil = status === 'failed' ? null : new Date(now.getTime() + PENDING_COUPON_HOLD_MS);
    await setCouponHold(tx, order.id, heldUntil);
  }

  /** Asks the gateway about the customer's payments for an offer that the bank answers later. */
  async function settleProcessing(customer: Customer, offerId: string): Promise<void> {
    const pending = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.userId, customer.userId), eq(orders.offerId, offerId), eq(payments.status, 'processing')));
    for (const { payment } of pending) {
      const result = await gatewayOf(payment.gateway).retrieve(payment.gatewayReference, deps.clock());
      await recordResult(customer, payment, result);
    }
  }

  /**
   * Starts paying an order in a gateway's browser form: a pending payment and the form's session. Under the
   * customer's lock; a repeated key asks the gateway again with the same key, which answers with the same session.
   */
  async function startInForm(
    gateway: PaymentGateway,
    customer: Customer,
    order: OrderRow,
    offer: Offer,
    returnUrl: string,
    idempotencyKey: string | null,
    quote: OrderQuoteEcho | undefined,
  ) {
    const hosted = gateway.hosted;
    if (!hosted) throw cardOnly();
    return db.transaction(async (tx) => {
      await lockCustomer(tx, customer);
      const key = idempotencyKey ?? randomUUID();
      const [repeated] = idempotencyKey
        ? await tx
            .select()
            .from(payments)
            .where(and(eq(payments.userId, customer.userId), eq(payments.idempotencyKey, idempotencyKey)))
        : [];
      if (repeated) checkPaymentRepeat(repeated, { orderId: order.id, gateway: gateway.name });
      const now = deps.clock();
      if (!repeated) {
        await payableEntitlement(tx, customer, order, offer, now);
        checkOrderQuote(order, offer, quote, now);
      }
      const paymentId = repeated?.id ?? randomUUID();
      // A repeat asks the gateway again with the same key: it answers with the same payment and browser session.
      const started = await hosted.start({
        paymentId,
        amount: order.totalPrice,
        currency: order.currency,
        customerId: customer.userId,
        idempotencyKey: `${customer.userId}:${key}`,
        returnUrl: withPaymentId(returnUrl, paymentId),
        saveForLater: offer.type === 'svod',
      });
      if (repeated) return { payment: paymentView(repeated), session: started.session };
      const [payment] = await tx
        .insert(payments)
        .values({
          id: paymentId,
          orderId: order.id,
          userId: customer.userId,
          amount: order.totalPrice,
          currency: order.currency,
          status: 'requires_action',
          gateway: gateway.name,
          gatewayReference: started.reference,
          idempotencyKey,
          createdAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment not stored');
      await couponUseAfter(tx, order, payment.status, now);
      return { payment: paymentView(payment), session: started.session };
    });
  }

  return {
    capabilities: { coupons: true, freeTrials: true, payPerView: true },

    ...(paypal && {
      paypalOrders: {
        async start(customer, orderId, returnUrl, idempotencyKey, quote) {
          const order = await ownOrder(customer, orderId);
          const offer = await findOffer(order.offerId);
          if (offer.type === 'svod') throw paypalPassesOnly();
          const started = await startInForm(paypal, customer, order, offer, returnUrl, idempotencyKey, quote);
          return { payment: started.payment, paypalOrderId: started.session.orderId ?? '' };
        },
      },
    }),

    async offers(offerIds) {
      const all = (await deps.catalog()).offers;
      if (!offerIds) return all.map(offerView);
      return offerIds.flatMap((id) => all.filter((offer) => offer.offerId === id).map(offerView));
    },

    async createOrder(customer, input, idempotencyKey) {
      const repeated = await byKey<OrderRow>(orders, customer, idempotencyKey);
      if (repeated) {
        checkOrderRepeat(repeated, input);
        return quotedOrder(repeated);
      }
      const offer = await findOffer(input.offerId);
      // Free days are for a first subscription only: a customer who had this offer pays from the start.
      const before = await entitlementOf(db, customer.userId, offer.offerId);
      if (holdsAccess(before, deps.clock())) throw alreadyHasAccess();
      let coupon: Coupon | undefined;
      if (input.couponCode) {
        coupon = (await deps.catalog()).coupons.find((candidate) => candidate.code === input.couponCode);
        const [used] = await db
          .select({ value: count() })
          .from(couponRedemptions)
          .where(eq(couponRedemptions.code, input.couponCode));
        const problem = couponProblem(coupon, offer, deps.clock(), Number(used?.value ?? 0));
        if (problem) throw fieldError('couponCode', problem, problem);
      }
      const priced = priceOrder(offer, coupon, { trialEligible: !before, now: deps.clock() });
      const row = await db.transaction(async (tx) => {
        const now = deps.clock();
        // The coupon's use is taken with the order, atomically: the last use goes to one order only.
        const use = coupon ? await takeCouponUse(tx, coupon, now) : { heldUntil: null };
        if (!use) throw couponNotValid();
        const [inserted] = await tx
          .insert(orders)
          .values({
            id: randomUUID(),
            userId: customer.userId,
            offerId: offer.offerId,
            couponCode: coupon?.code ?? null,
            couponHeldUntil: use.heldUntil,
            currency: priced.currency,
            totalPrice: priced.totalPrice,
            taxRate: priced.taxRate,
            priced,
            idempotencyKey,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        return inserted;
      });
      // A concurrent request with the same key made it first: answer with its order.
      const made = row ?? (await byKey<OrderRow>(orders, customer, idempotencyKey));
      if (!made) throw new Error('order neither inserted nor found');
      if (!row) checkOrderRepeat(made, input);
      return quotedOrder(made);
    },

    async getOrder(customer, orderId) {
      return quotedOrder(await ownOrder(customer, orderId));
    },

    async payOrder(customer, orderId, card, idempotencyKey, quote) {
      if (deps.gateway.hosted) throw hostedOnly();
      const asked = { orderId, gateway: deps.gateway.name, cardNumber: card.number };
      const repeated = await byKey<PaymentRow>(payments, customer, idempotencyKey);
      if (repeated) {
        checkPaymentRepeat(repeated, asked);
        return paymentView(repeated);
      }
      const order = await ownOrder(customer, orderId);
      const offer = await findOffer(order.offerId);
      // One customer's payments run one at a time (row lock), so two checkouts of one offer charge once.
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customer);
        if (idempotencyKey) {
          // The same request retried while the first was being charged: answer with the first one's payment.
          const [first] = await tx
            .select()
            .from(payments)
            .where(and(eq(payments.userId, customer.userId), eq(payments.idempotencyKey, idempotencyKey)));
          if (first) {
            checkPaymentRepeat(first, asked);
            return paymentView(first);
          }
        }
        const now = deps.clock();
        const current = await payableEntitlement(tx, customer, order, offer, now);
        checkOrderQuote(order, offer, quote, now);
        const key = idempotencyKey ?? randomUUID();
        const charge = await deps.gateway.charge({
          amount: order.totalPrice,
          currency: order.currency,
          card,
          idempotencyKey: `${customer.userId}:${key}`,
          now,
        });
        const [payment] = await tx
          .insert(payments)
          .values({
            id: randomUUID(),
            orderId: order.id,
            userId: customer.userId,
            amount: order.totalPrice,
            currency: order.currency,
            status: charge.status,
            gateway: deps.gateway.name,
            gatewayReference: charge.reference,
            failureKey: charge.failureKey ?? null,
            cardLast4: card.number.slice(-4),
            idempotencyKey,
            createdAt: now,
          })
          .returning();
        if (!payment) throw new Error('payment not stored');
        // A subscription renews with the card it was bought with.
        if (offer.type === 'svod' && charge.savedMethod && charge.status !== 'failed') {
          await saveCard(tx, customer, deps.gateway.name, charge.savedMethod, summaryOf(card), now);
        }
        await couponUseAfter(tx, order, charge.status, now);
        if (charge.status === 'succeeded') await grantAccess(tx, order, offer, current, now);
        return paymentView(payment);
      });
    },

    async completeChallenge(customer, paymentId, approved) {
      const payment = await ownPayment(customer, paymentId);
      // A payment in a gateway's own form (PayPal's window) is answered there, never by the test bank's question.
      if (gatewayOf(payment.gateway).hosted) throw hostedOnly();
      if (payment.status !== 'requires_action') return paymentView(payment);
      const order = await ownOrder(customer, payment.orderId);
      const offer = await findOffer(order.offerId);
      // Under the customer's lock: access bought meanwhile (another tab) turns the bank's question down, uncharged.
      const answer = await db.transaction(async (tx) => {
        await lockCustomer(tx, customer);
        const [latest] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        // Answered twice (a double click): the first answer stands.
        if (!latest || latest.status !== 'requires_action') return { held: false, view: paymentView(latest ?? payment) };
        const held = approved && holdsAccess(await entitlementOf(tx, customer.userId, offer.offerId), deps.clock());
        const result = await deps.gateway.completeChallenge(payment.gatewayReference, approved && !held);
        return { held, view: await recordLocked(tx, customer, payment, order, offer, result) };
      });
      if (answer.held) throw alreadyHasAccess();
      return answer.view;
    },

    async startHostedPayment(customer, orderId, returnUrl, idempotencyKey, quote) {
      if (!deps.gateway.hosted) throw cardOnly();
      const order = await ownOrder(customer, orderId);
      const offer = await findOffer(order.offerId);
      return startInForm(deps.gateway, customer, order, offer, returnUrl, idempotencyKey, quote);
    },

    async finalizePayment(customer, paymentId, details) {
      if (!deps.gateway.hosted && !paypal) throw cardOnly();
      const payment = await ownPayment(customer, paymentId);
      const hosted = gatewayOf(payment.gateway).hosted;
      if (!hosted) throw cardOnly();
      if (!PENDING.includes(payment.status)) return paymentView(payment);
      const expected = { amount: payment.amount, currency: payment.currency.toUpperCase() };
      return recordResult(customer, payment, await hosted.finalize(payment.gatewayReference, details, expected));
    },

    async receipt(customer, paymentId) {
      if (!isUuid(paymentId)) throw paymentNotFound(paymentId);
      const [row] = await db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.id, paymentId), eq(payments.userId, customer.userId), eq(payments.status, 'succeeded')));
      // Another customer's payment, or one that was not paid, has no receipt: the same answer for both.
      if (!row) throw paymentNotFound(paymentId);
      return receiptView(row.payment, row.order, await catalogOffer(row.order.offerId));
    },

    async billingHistory(customer) {
      const rows = await db
        .select({ payment: payments, offerId: orders.offerId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.userId, customer.userId))
        .orderBy(desc(payments.createdAt));
      const { offers } = await deps.catalog();
      return rows.map(({ payment, offerId }) =>
        billingEntryView(
          payment,
          offerId,
          offers.find((offer) => offer.offerId === offerId),
        ),
      );
    },

    async subscriptions(customer) {
      const rows = await db
        .select({ entitlement: entitlements, order: orders })
        .from(entitlements)
        .leftJoin(orders, eq(orders.id, entitlements.orderId))
        .where(eq(entitlements.userId, customer.userId))
        .orderBy(desc(entitlements.updatedAt));
      const { offers } = await deps.catalog();
      const now = deps.clock();
      return rows.map(({ entitlement, order }) => {
        const offer = offers.find((candidate) => candidate.offerId === entitlement.offerId);
        const recorded =
          offer?.type === 'svod' ? renewalPrice(offer, offer, order?.priced as PricedOrder, undefined) : null;
        const nextPrice = recorded ? { amount: recorded.totalPrice, currency: recorded.currency } : undefined;
        return subscriptionView(entitlement, offer, now, pricedAsTrial(order), nextPrice);
      });
    },

    async quoteSwitch(customer, fromOfferId, toOfferId) {
      return quoteSwitch(deps, customer, await catalogOffer(fromOfferId), await catalogOffer(toOfferId));
    },

    async switchSubscription(customer, fromOfferId, toOfferId, quote) {
      return switchPlan(deps, customer, await catalogOffer(fromOfferId), await catalogOffer(toOfferId), quote);
    },

    async paymentMethod(customer) {
      const row = await savedCard(db, customer.userId);
      return row ? paymentMethodView(row) : null;
    },

    async updatePaymentMethod(customer, card) {
      if (deps.gateway.hosted) throw hostedOnly();
      return replaceCard(db, deps.gateway, customer, card, deps.clock());
    },

    async startCardChange(customer, returnUrl, idempotencyKey) {
      const hosted = deps.gateway.hosted;
      if (!hosted) throw cardOnly();
      const currency = (await deps.catalog()).offers[0]?.currency ?? 'EUR';
      const key = `${customer.userId}:card:${idempotencyKey ?? randomUUID()}`;
      const started = await hosted.startCardSetup({
        customerId: customer.userId,
        currency,
        idempotencyKey: key,
        returnUrl,
      });
      return { reference: started.reference, session: started.session };
    },

    async finishCardChange(customer, reference, details) {
      const hosted = deps.gateway.hosted;
      if (!hosted) throw cardOnly();
      const result = await hosted.finalizeCardSetup(reference, customer.userId, details);
      if (!result) throw new AppError(404, 'card_setup_not_found', 'This card change was not found');
      if (result.status === 'failed') {
        const key = result.failureKey ?? 'card_declined';
        throw fieldError('card', key, key);
      }
      if (result.status !== 'succeeded' || !result.savedMethod || !result.card) {
        throw new AppError(409, 'card_change_pending', 'Your bank has not confirmed the card yet');
      }
      const saved = await saveCard(db, customer, deps.gateway.name, result.savedMethod, result.card, deps.clock());
      return paymentMethodView(saved);
    },

    async applyGatewayEvent(event, gatewayName = deps.gateway.name) {
      if (event.cardOwner) {
        if (event.status !== 'succeeded' || !event.savedMethod || !event.card) return 'ignored';
        const owner = { userId: event.cardOwner };
        const [known] = await db.select({ id: users.id }).from(users).where(eq(users.id, owner.userId));
        if (!known) return 'ignored';
        await saveCard(db, owner, deps.gateway.name, event.savedMethod, event.card, deps.clock());
        return 'applied';
      }
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gatewayName), eq(payments.gatewayReference, event.reference)));
      if (!payment || !PENDING.includes(payment.status)) return 'ignored';
      const recorded = await recordResult({ userId: payment.userId }, payment, event);
      return recorded.status === event.status ? 'applied' : 'ignored';
    },

    async runRenewals() {
      return runRenewals(deps);
    },

    async cancelSubscription(customer, offerId) {
      return changeSubscription(customer, offerId, 'active', 'cancelled');
    },

    async renewSubscription(customer, offerId) {
      return changeSubscription(customer, offerId, 'cancelled', 'active');
    },

    async hasAccess(customer, offerIds) {
      if (offerIds.length === 0) return false;
      const rows = await db
        .select({ offerId: entitlements.offerId })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, customer.userId),
            inArray(entitlements.offerId, offerIds),
            gt(entitlements.expiresAt, deps.clock()),
            ne(entitlements.status, 'expired'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async entitlement(customer, offerId): Promise<EntitlementView> {
      await settleProcessing(customer, offerId);
      const row = await entitlementOf(db, customer.userId, offerId);
      if (!row) return { offerId, accessGranted: false, kind: null, status: null, expiresAt: null };
      const live = row.expiresAt > deps.clock();
      return {
        offerId,
        accessGranted: live && row.status !== 'expired',
        kind: row.kind as 'svod' | 'tvod',
        status: (live ? row.status : 'expired') as EntitlementView['status'],
        expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
      };
    },
  };
}
