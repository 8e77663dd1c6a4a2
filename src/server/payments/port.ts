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
  failureKey?: 'card_declined' | 'insufficient_funds' | 'expired_card' | 'authentication_failed';
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
}
