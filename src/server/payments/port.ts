/**
 * A payment gateway charges a card for an order. The embedded default is the test gateway (offline, test cards);
 * Stripe and Adyen are the real ones. PayPal is a second gateway beside the card one, for passes. Amounts are in
 * minor units.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName: string;
}

export type ChargeStatus = 'succeeded' | 'failed' | 'requires_action' | 'processing';

export interface ChargeResult {
  status: ChargeStatus;
  /** The gateway's id of the charge. */
  reference: string;
  /** For a failed charge: the error key the checkout shows (spec 2 §8 payment_error with this message). */
  failureKey?: FailureKey;
  /** The gateway's reusable reference to the card, for later charges without the customer (renewals). */
  savedMethod?: string;
  /** The card as the gateway reports it, when the card was typed into the gateway's own form. */
  card?: CardSummary;
  /** What the gateway says it took, where it says (PayPal's capture): access is granted only for our amount. */
  charged?: Charged;
}

export interface Charged {
  amount: number;
  currency: string;
}

/** What may be shown and kept of a card: never its number. */
export interface CardSummary {
  last4: string;
  expMonth: number;
  expYear: number;
}

export type FailureKey =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authentication_failed'
  | 'paypal_failed';

/** What a gateway's webhook says about one of its charges (a result that came later). */
export interface GatewayEvent {
  reference: string;
  status: 'succeeded' | 'failed';
  failureKey?: FailureKey;
  savedMethod?: string;
  card?: CardSummary;
  /** A card change's customer (no payment of ours): on success their renewals use this card. */
  cardOwner?: string;
  charged?: Charged;
}

/** A card check without a charge in the gateway's form (a card change): the card is kept for renewals. */
export interface CardSetupRequest {
  customerId: string;
  currency: string;
  idempotencyKey: string;
  returnUrl: string;
}

/** A payment in the gateway's own browser form (Stripe's Payment Element, Adyen's Drop-in, PayPal's buttons). */
export interface HostedPaymentRequest {
  /** Our payment's id: the gateway keeps it as its merchant reference. */
  paymentId: string;
  amount: number;
  currency: string;
  customerId: string;
  /** The same key twice is the same gateway payment (and the same browser session). */
  idempotencyKey: string;
  /** The site's address the bank's page (3-D Secure, redirect methods) sends the customer back to. */
  returnUrl: string;
  /** A subscription keeps the card for renewals. */
  saveForLater: boolean;
}

export interface HostedPayment {
  /** The gateway's id of the payment, stored as the payment's gateway reference. */
  reference: string;
  /** What the browser form needs to take this payment (Stripe: client secret; Adyen: session id and data). */
  session: Record<string, string>;
}

/**
 * Gateways whose own form takes the card in the browser, so our server never sees a card number. The result comes
 * back through `finalize` (the customer returned) and the webhook (the gateway's word, which decides).
 */
export interface HostedCheckout {
  /** Public settings of the browser form: publishable or client key, environment. */
  readonly browser: Record<string, string>;
  start(request: HostedPaymentRequest): Promise<HostedPayment>;
  /**
   * How the payment stands once the customer is back; `details` are the gateway's parameters of the return. A
   * gateway that takes the money only now (PayPal's capture) first checks it is still asked for `expected`.
   */
  finalize(reference: string, details: Record<string, string>, expected?: Charged): Promise<ChargeResult>;
  startCardSetup(request: CardSetupRequest): Promise<HostedPayment>;
  /** How a card setup stands (with the kept card on success); null when it is not this customer's. */
  finalizeCardSetup(
    reference: string,
    customerId: string,
    details: Record<string, string>,
  ): Promise<ChargeResult | null>;
}

/** A charge of a saved card while the customer is away (a renewal). */
export interface SavedChargeRequest {
  amount: number;
  currency: string;
  method: string;
  idempotencyKey: string;
  now: Date;
}

export interface ChargeRequest {
  amount: number;
  currency: string;
  card: CardDetails;
  /** The same key twice is one charge (a retried request never charges twice). */
  idempotencyKey: string;
  now: Date;
}

export interface PaymentGateway {
  readonly name: string;
  /** Set when the gateway's browser form takes the card; the card methods below then refuse raw card details. */
  readonly hosted?: HostedCheckout;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The cardholder answered the bank's challenge (`requires_action`, like 3-D Secure): approved or refused. */
  completeChallenge(reference: string, approved: boolean): Promise<ChargeResult>;
  /** How a charge the bank answers later (`processing`) stands now. */
  retrieve(reference: string, now: Date): Promise<ChargeResult>;
  /** Charges a saved card (`savedMethod` of an earlier charge or of `saveCard`). */
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
  /** Checks a card and keeps it for later charges, without charging it (a card change). */
  saveCard(card: CardDetails, now: Date): Promise<{ savedMethod: string } | { failureKey: FailureKey }>;
  /**
   * A webhook delivery checked against the gateway's signature: its payment results (none for events that do not
   * concern a payment), or null when it is not genuine.
   */
  parseWebhook(body: string, headers: Headers, now: Date): Promise<GatewayEvent[] | null>;
}
