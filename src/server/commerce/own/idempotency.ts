import { AppError } from '../../shared/app-error';

/**
 * An `Idempotency-Key` stands for one request (issue 40): a retry with the same key is answered with the first
 * result, but the same key on another request — another offer or coupon, another order, another card or way of
 * paying — is refused, never answered with the first request's order or payment (a client could believe the
 * second order paid). The stored order or payment is the record of what the key was used for.
 */
export const idempotencyKeyReused = () =>
  new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was sent with another request', {
    fields: { 'Idempotency-Key': ['already used for another request: send a new key for a new request'] },
  });

interface StoredOrder {
  offerId: string;
  couponCode: string | null;
}

/** The order a key made answers only the same offer with the same coupon. */
export function checkOrderRepeat(stored: StoredOrder, request: { offerId: string; couponCode?: string | null }): void {
  if (stored.offerId !== request.offerId || stored.couponCode !== (request.couponCode ?? null)) {
    throw idempotencyKeyReused();
  }
}

interface StoredPayment {
  orderId: string;
  gateway: string;
  cardLast4: string | null;
}

/**
 * The payment a key made answers only the same order, through the same gateway, and for a card payment the same
 * card. A payment started in a gateway's form names no card (the form asks for it, and finalising records its
 * last four digits), so its repeat is not compared by card.
 */
export function checkPaymentRepeat(
  stored: StoredPayment,
  request: { orderId: string; gateway: string; cardNumber?: string },
): void {
  const otherCard = request.cardNumber !== undefined && stored.cardLast4 !== request.cardNumber.slice(-4);
  if (stored.orderId !== request.orderId || stored.gateway !== request.gateway || otherCard) {
    throw idempotencyKeyReused();
  }
}
