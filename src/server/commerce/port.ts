import type {
  BillingEntryView,
  CardInput,
  CardMethodView,
  EntitlementView,
  OfferView,
  OrderView,
  PaymentMethodView,
  PaymentView,
  ReceiptView,
  OrderQuoteEcho,
  QuoteEcho,
  SubscriptionView,
  SwitchQuoteView,
} from '../../lib/api/commerce-contract';

import type { GatewayEvent } from '../payments/port';
import type { PaypalMethodReturnUrls, PaypalReturnUrls } from '../../domain/commerce/paypal-return';

/**
 * The commerce port: what is sold, orders, payments and what a customer may watch. The own backend is one adapter
 * (`own/`); the account platforms of spec 1 (Cleeng, JWP) become others. A platform that cannot do something says
 * so in `capabilities`, and the screens leave it out.
 */
export interface CommerceCapabilities {
  coupons: boolean;
  freeTrials: boolean;
  payPerView: boolean;
}

export interface Customer {
  userId: string;
  /** The customer's token on an account platform (Cleeng, JWP), whose commerce calls carry it; absent for the own backend. */
  platformToken?: string;
}

/** A plan switch: an upgrade is `switched` at once; a downgrade is `pending` until the current period ends. */
export interface PlanSwitch {
  result: 'switched' | 'pending';
  subscription: SubscriptionView;
}

/** What one renewal run did: subscriptions charged for another period, refused charges, subscriptions ended. */
export interface RenewalReport {
  renewed: number;
  failed: number;
  expired: number;
}

/**
 * PayPal checkout, on platforms that offer it (Cleeng's connector, InPlayer's external payments); the own backend
 * leaves it out.
 */
export interface PaypalCheckout {
  /** Whether the platform takes PayPal for this customer now (its payment methods list it). */
  offered(customer: Customer): Promise<boolean>;
  /**
   * Pays an order with PayPal: the PayPal page to send the customer to. `returnUrlsFor` gives the site's return
   * addresses for the order's offer (it throws when they would leave the site).
   */
  start(
    customer: Customer,
    orderId: string,
    returnUrlsFor: (offerId: string) => PaypalReturnUrls,
  ): Promise<{ redirectUrl: string }>;
  /**
   * Makes a PayPal account the saved payment method (spec 2 §7 "update PayPal payment method"): the PayPal page to
   * send the customer to, which sends them back to one of `returnUrls`. Absent where the platform does not update
   * payment methods (JWP, spec 1 §6).
   */
  startMethodChange?(customer: Customer, returnUrls: PaypalMethodReturnUrls): Promise<{ redirectUrl: string }>;
  /** The customer is back from PayPal's page with the account saved: the method now, the previous ones removed. */
  finishMethodChange?(customer: Customer): Promise<PaymentMethodView>;
}

/**
 * PayPal's buttons on the own backend: the server makes a PayPal order for one of our orders (a pass), the buyer
 * approves it in PayPal's window, and `finalizePayment` captures it. Absent where PayPal is not configured.
 */
export interface PaypalOrders {
  /** `returnUrl`: where PayPal's page sends the buyer back when the buttons' window is not used. */
  start(
    customer: Customer,
    orderId: string,
    returnUrl: string,
    idempotencyKey: string | null,
    quote?: OrderQuoteEcho,
  ): Promise<{ payment: PaymentView; paypalOrderId: string }>;
}

export interface CommercePort {
  readonly capabilities: CommerceCapabilities;
  /**
   * The provider of an item's `productIds` (`provider:offerId`, spec 1 §3) this platform sells; offers of other
   * providers are not asked about. Absent: every offer id is this platform's (the own backend).
   */
  readonly provider?: 'cleeng' | 'jwp';
  /** Optional: absent when the platform takes no PayPal. */
  readonly paypal?: PaypalCheckout;
  /** Optional: PayPal's buttons on the own backend, absent unless PayPal is configured. */
  readonly paypalOrders?: PaypalOrders;
  /** Optional: forgets the saved payment method (renewals then need a new one); absent when not offered. */
  removePaymentMethod?(customer: Customer): Promise<void>;
  /** The offers with these ids (all when none given), in the order asked. */
  offers(offerIds?: string[]): Promise<OfferView[]>;
  createOrder(
    customer: Customer,
    input: { offerId: string; couponCode?: string },
    idempotencyKey: string | null,
  ): Promise<OrderView>;
  getOrder(customer: Customer, orderId: string): Promise<OrderView>;
  /**
   * Pays an order that costs nothing and needs no payment details (a 100 % coupon on a pass: spec 2 §7 "payment
   * without details"); any other order is `payment_details_required`. Absent where no order can be like that.
   */
  payWithoutDetails?(customer: Customer, orderId: string): Promise<PaymentView>;
  /**
   * Pays an order by card. Where the server prices orders (the own backend), `quote` must echo the order's amount
   * and currency, within its `validUntil` and with the catalog price unchanged; otherwise nothing is charged.
   */
  payOrder(
    customer: Customer,
    orderId: string,
    card: CardInput,
    idempotencyKey: string | null,
    quote?: OrderQuoteEcho,
  ): Promise<PaymentView>;
  /**
   * Starts paying an order in the gateway's own browser form (gateways with `hosted`): a pending payment and what
   * the form needs. `returnUrl` is where the bank's pages send the customer back.
   */
  startHostedPayment(
    customer: Customer,
    orderId: string,
    returnUrl: string,
    idempotencyKey: string | null,
    quote?: OrderQuoteEcho,
  ): Promise<{ payment: PaymentView; session: Record<string, string> }>;
  /** The customer is back from the gateway's form or the bank's page: the payment as the gateway now says. */
  finalizePayment(customer: Customer, paymentId: string, details: Record<string, string>): Promise<PaymentView>;
  /** The cardholder answered the bank's challenge of a `requires_action` payment. */
  completeChallenge(customer: Customer, paymentId: string, approved: boolean): Promise<PaymentView>;
  /** The customer's payments, newest first (billing history). */
  billingHistory(customer: Customer): Promise<BillingEntryView[]>;
  /** The receipt of one of the customer's successful payments. */
  receipt(customer: Customer, paymentId: string): Promise<ReceiptView>;
  /** Access through one offer; first asks the gateway about payments the bank answers later. */
  entitlement(customer: Customer, offerId: string): Promise<EntitlementView>;
  /** Whether any of these offers gives the customer access now (one question per playback request). */
  hasAccess(customer: Customer, offerIds: string[]): Promise<boolean>;
  /** Subscriptions and passes, newest first. */
  subscriptions(customer: Customer): Promise<SubscriptionView[]>;
  /** Stops renewal: access stays until the period ends (`unsubscribe`). */
  cancelSubscription(customer: Customer, offerId: string): Promise<SubscriptionView>;
  /** Undoes a cancellation before the period ends (`renew-subscription`). */
  renewSubscription(customer: Customer, offerId: string): Promise<SubscriptionView>;
  /**
   * What switching plans would cost, before anything is charged: amount now, tax, proration, next charge and how
   * long the quote holds. Absent where the platform prices the switch itself (Cleeng, JWP).
   */
  quoteSwitch?(customer: Customer, fromOfferId: string, toOfferId: string): Promise<SwitchQuoteView>;
  /**
   * Moves a running subscription to another plan (`upgrade-subscription`). Where `quoteSwitch` exists, an upgrade
   * charges only the echoed quote: none, another amount or currency, or a lapsed one is refused uncharged.
   */
  switchSubscription(
    customer: Customer,
    fromOfferId: string,
    toOfferId: string,
    quote?: QuoteEcho,
  ): Promise<PlanSwitch>;
  /** The card (or, where the platform takes it, the PayPal account) subscriptions renew with, if any. */
  paymentMethod(customer: Customer): Promise<PaymentMethodView | null>;
  /** Replaces that method with a card (`edit-card`); a card the gateway refuses changes nothing. */
  updatePaymentMethod(customer: Customer, card: CardInput): Promise<CardMethodView>;
  /** Starts a card change in the gateway's browser form (gateways with `hosted`): its reference and session. */
  startCardChange(
    customer: Customer,
    returnUrl: string,
    idempotencyKey: string | null,
  ): Promise<{ reference: string; session: Record<string, string> }>;
  /** The card change once the customer is back: the new saved card, or the gateway's refusal. */
  finishCardChange(customer: Customer, reference: string, details: Record<string, string>): Promise<CardMethodView>;
  /**
   * A result the gateway sent later (its webhook): recorded once, access granted on success. `gateway` names the
   * gateway that sent it when it is not the site's card gateway (PayPal's webhook).
   */
  applyGatewayEvent(event: GatewayEvent, gateway?: string): Promise<'applied' | 'ignored'>;
  /** Charges the subscriptions whose period is ending (the server runs it every few minutes). */
  runRenewals(): Promise<RenewalReport>;
}
