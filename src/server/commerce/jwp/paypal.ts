import type { JwpClient } from '../../accounts/jwp/client';
import { AppError, featureOff } from '../../shared/app-error';
import type { Customer, PaypalCheckout } from '../port';
import { alreadyHasAccess } from '../already-has-access';
import type { OrderRecord } from './checkout';
import { refusal, tokenOf } from './errors';
import { externalPaymentSchema, type PaymentMethod } from './wire';

/**
 * PayPal on JWP / InPlayer (spec 1 §7 "Second platform": `GET /payments/methods`, `POST /external-payments`),
 * called as JW's own web app and InPlayer's SDK (`getPayPalParams`) call it: form fields `origin`, `access_fee`,
 * `payment_method` (the PayPal method's id) and `voucher_code`; the reply's `endpoint` is PayPal's page.
 *
 * Where the customer comes back: InPlayer takes one address, `origin`, and sends the customer there after PayPal
 * whatever PayPal answered. The adapter gives it the waiting-for-payment return, so the waiting step asks for the
 * access until InPlayer has granted it. InPlayer has no cancel or error address: a cancelled or failed PayPal payment
 * also lands on the waiting step, which stops asking after 15 s and says the payment takes longer than usual (it
 * never claims a payment that did not happen); a return marked `paypal=cancelled` (see domain/commerce/paypal-return)
 * goes straight to payment-cancelled. Errors before PayPal (no PayPal method, a refused voucher, access already
 * held) are the route's answer and the checkout shows them.
 */
export interface JwpPaypalDeps {
  client: JwpClient;
  /** The customer's order (404 for another customer's or an unknown one). */
  order(customer: Customer, orderId: string): OrderRecord;
  paymentMethods(customer: Customer): Promise<PaymentMethod[]>;
}

/** InPlayer's words for access the customer already holds (spec 1 §8), as Cleeng's PayPal answers them. */

export const isPaypal = (method: PaymentMethod) => method.method_name.toLowerCase() === 'paypal';

export function createJwpPaypal({ client, order: orderOf, paymentMethods }: JwpPaypalDeps): PaypalCheckout {
  return {
    async offered(customer) {
      return (await paymentMethods(customer)).some(isPaypal);
    },

    async start(customer, orderId, returnUrlsFor) {
      const order = orderOf(customer, orderId);
      if (order.view.status === 'paid') throw new AppError(409, 'order_already_paid', 'This order is already paid');
      const { waitingUrl } = returnUrlsFor(order.offer.offerId);
      const method = (await paymentMethods(customer)).find(isPaypal);
      if (!method) throw featureOff('PayPal');
      const form = {
        origin: waitingUrl,
        access_fee: order.fee.id,
        payment_method: method.id,
        voucher_code: order.couponCode,
      };
      const reply = await client
        .call('POST', '/external-payments', { token: tokenOf(customer), form })
        .catch(refusal([[/already have an active access/i, alreadyHasAccess]]));
      const parsed = externalPaymentSchema.parse(reply);
      // InPlayer answers the access itself (an `id`, no `endpoint`) when the customer already holds it.
      if (!('endpoint' in parsed)) throw alreadyHasAccess();
      return { redirectUrl: parsed.endpoint };
    },
  };
}
