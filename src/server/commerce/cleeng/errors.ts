import { CleengError } from '../../accounts/cleeng/client';
import { sessionExpired } from '../../features/account/errors';
import { AppError } from '../../shared/app-error';

/**
 * Cleeng's commerce error texts mapped to spec 1 §8. Order updates: "Order not found" clears the order, the two
 * coupon texts name the coupon field, anything else is `unknown_error`. A refused token ends the session on every
 * call; failures that are not Cleeng's answer (unavailable, a bug) pass as they are.
 */
const coupon = (key: string, message: string) => new AppError(400, key, message, { fields: { couponCode: [key] } });

export const orderNotFound = (orderId: string) =>
  new AppError(404, 'order_not_found', `Order with id ${orderId} not found`);

function rethrow(otherwise: (error: CleengError, text: string) => AppError) {
  return (error: unknown): never => {
    if (!(error instanceof CleengError)) throw error;
    if (error.status === 401) throw sessionExpired();
    throw otherwise(error, error.message.toLowerCase());
  };
}

export const cleengCommerceErrors = {
  /** PATCH /orders/{id} (a coupon): spec 1 §8's "Order update" rows. */
  orderUpdate: (orderId: string) =>
    rethrow((_, text) => {
      if (text.includes('order not found')) return orderNotFound(orderId);
      // The longer text first: it contains the shorter one.
      if (text.includes('invalid coupon code for this offer')) {
        return coupon('coupon_not_valid_for_offer', 'This coupon cannot be used for this offer');
      }
      if (text.includes('invalid coupon code')) return coupon('coupon_not_valid', 'Invalid coupon code');
      return new AppError(400, 'unknown_error', 'Something went wrong. Please try again.');
    }),
  order: (orderId: string) =>
    rethrow((error, text) =>
      text.includes('order not found') || error.status === 404
        ? orderNotFound(orderId)
        : new AppError(400, 'form_error', error.message),
    ),
  offer: (offerId: string) =>
    rethrow((error, text) =>
      text.includes('offer not found') || error.status === 404
        ? new AppError(404, 'offer_not_found', `Offer with id ${offerId} not found`)
        : new AppError(400, 'form_error', error.message),
    ),
  /** Other signed-in calls: Cleeng's own words as a form error. */
  signedIn: rethrow((error) => new AppError(400, 'form_error', error.message)),
};

/** What Cleeng does not take here (raw card numbers, the bank's challenge outside Adyen's form). */
export const adyenFormOnly = () =>
  new AppError(400, 'card_form_not_supported', "Cards are paid in Adyen's payment form on this site");


/** "Payment without details" for an order that costs something or needs a payment method. */
export const paymentDetailsRequired = () =>
  new AppError(400, 'payment_details_required', 'This order needs a payment method');
