/**
 * A payment gateway charges a card for an order. The embedded default is the test gateway (offline, test cards);
 * Stripe and Adyen are the real ones. Amounts are in minor units.
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
}

export type FailureKey = 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed';

/** What a gateway's webhook says about one of its charges (a result that came later). */
export interface GatewayEvent {
  reference: string;
  status: 'succeeded' | 'failed';
  failureKey?: FailureKey;
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
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The cardholder answered the bank's challenge (`requires_action`, like 3-D Secure): approved or refused. */
  completeChallenge(reference: string, approved: boolean): Promise<ChargeResult>;
  /** How a charge the bank answers later (`processing`) stands now. */
  retrieve(reference: string, now: Date): Promise<ChargeResult>;
  /** Charges a saved card (`savedMethod` of an earlier charge or of `saveCard`). */
  chargeSaved(request: SavedChargeRequest): Promise<ChargeResult>;
  /** Checks a card and keeps it for later charges, without charging it (a card change). */
  saveCard(card: CardDetails, now: Date): Promise<{ savedMethod: string } | { failureKey: FailureKey }>;
  /** A webhook delivery checked against the gateway's signature: its event, or null when it is not genuine. */
  parseWebhook(body: string, headers: Headers, now: Date): GatewayEvent | null;
}
