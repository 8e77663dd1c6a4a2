import { z } from 'zod';
import {
  paymentMethodViewSchema,
  paypalOrderViewSchema,
  paypalRedirectViewSchema,
  startFormPaymentRequestSchema,
  startPaypalRequestSchema,
} from '../../../lib/api/commerce-contract';
import { errorBodySchema } from '../../../lib/api/contract';
import { paypalMethodReturnUrls, paypalReturnUrls } from '../../../domain/commerce/paypal-return';
import type { CommercePort } from '../../commerce/port';
import { AppError, featureOff } from '../../shared/app-error';
import { operation, requireCaller, unauthorized, type Operation } from '../operation';
import { quoteConflicts, quoteRefusals } from './commerce';

const orderParams = z.object({
  orderId: z.string().regex(/^[\w-]{1,64}$/, 'Order ids have 1 to 64 letters, digits, - or _'),
});
const notOnSite = () =>
  new AppError(400, 'validation_failed', 'returnPath must be a path on this site', {
    fields: { returnPath: ['returnPath must be a path on this site'] },
  });
const responses = {
  201: {
    description: "PayPal's approval page",
    schema: paypalRedirectViewSchema,
  },
  400: { description: 'Invalid returnPath', schema: errorBodySchema },
  401: unauthorized,
  403: {
    description: '`feature_not_enabled`: this platform takes no PayPal',
    schema: errorBodySchema,
  },
};

/**
 * PayPal through the platform's connector (spec 1 §7 "First platform"): paying an order, and making a PayPal
 * account the saved payment method (spec 2 §7 "update PayPal payment method"). The customer leaves for PayPal's
 * page and comes back to `returnPath`, a page of this site.
 */
export function paypalOperations(commerce: CommercePort, { siteUrl }: { siteUrl: string }): Operation[] {
  return [
    operation({
      id: 'startPaypalOrder',
      method: 'POST',
      path: '/orders/{orderId}/paypal-orders',
      tag: 'commerce',
      summary:
        "PayPal's buttons (own backend): a PayPal order for the order (a pass) and our pending payment; once the buyer approved it in PayPal's window, `POST /payments/{paymentId}/finalize` captures it. Send an `Idempotency-Key` header: a retried request gets the same PayPal order.",
      auth: 'user',
      params: orderParams,
      body: startFormPaymentRequestSchema,
      responses: {
        201: {
          description: 'The pending payment and the PayPal order id',
          schema: paypalOrderViewSchema,
        },
        400: { description: `Invalid returnPath; ${quoteRefusals}`, schema: errorBodySchema },
        401: unauthorized,
        403: {
          description: '`feature_not_enabled`: PayPal is not configured',
          schema: errorBodySchema,
        },
        404: {
          description: '`order_not_found` (also for another customer’s order)',
          schema: errorBodySchema,
        },
        409: {
          description: `\`order_already_paid\`; \`payment_method_not_available\` for a subscription (renews by card); ${quoteConflicts}`,
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, body, caller, idempotencyKey }) => {
        if (!commerce.paypalOrders) throw featureOff('PayPal');
        const returnUrl = new URL(body.returnPath, siteUrl).href;
        const started = await commerce.paypalOrders.start(
          requireCaller(caller),
          params.orderId,
          returnUrl,
          idempotencyKey,
          body.quote,
        );
        return { status: 201, body: started };
      },
    }),
    operation({
      id: 'startPaypalPayment',
      method: 'POST',
      path: '/orders/{orderId}/paypal',
      tag: 'commerce',
      summary:
        "Pay an order with PayPal: PayPal's page to send the customer to; PayPal sends them back to `returnPath` with `?u=waiting-for-payment` (paid, or paid but unconfirmed), `payment-cancelled` or `payment-error`, and `offerId`",
      auth: 'user',
      params: orderParams,
      body: startPaypalRequestSchema,
      responses: {
        ...responses,
        404: {
          description: '`order_not_found` (also for another customer’s order)',
          schema: errorBodySchema,
        },
        409: {
          description: '`already_has_access` ("Already have an active access")',
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, body, caller }) => {
        if (!commerce.paypal) throw featureOff('PayPal');
        const returnUrlsFor = (offerId: string) => {
          const urls = paypalReturnUrls(siteUrl, body.returnPath, offerId);
          if (urls) return urls;
          throw notOnSite();
        };
        return {
          status: 201,
          body: await commerce.paypal.start(requireCaller(caller), params.orderId, returnUrlsFor),
        };
      },
    }),
    operation({
      id: 'startPaypalMethodChange',
      method: 'POST',
      path: '/payment-methods/paypal',
      tag: 'commerce',
      summary:
        "Make a PayPal account the saved payment method (renewals then use it): PayPal's page to send the customer to; PayPal sends them back to `returnPath` with `?paypal-method=updated`, `cancelled` or `failed`",
      auth: 'user',
      body: startPaypalRequestSchema,
      responses,
      handle: async ({ body, caller }) => {
        const customer = requireCaller(caller);
        const paypal = commerce.paypal;
        if (!paypal?.startMethodChange) throw featureOff('PayPal');
        const urls = paypalMethodReturnUrls(siteUrl, body.returnPath);
        if (!urls) throw notOnSite();
        return {
          status: 201,
          body: await paypal.startMethodChange(customer, urls),
        };
      },
    }),
    operation({
      id: 'finishPaypalMethodChange',
      method: 'POST',
      path: '/payment-methods/paypal/finalize',
      tag: 'commerce',
      summary:
        'The customer is back from PayPal with `paypal-method=updated`: the saved method (the PayPal account), the methods saved before it removed',
      auth: 'user',
      responses: {
        200: {
          description: 'The saved method',
          schema: paymentMethodViewSchema,
        },
        400: {
          description: '`paypal_not_saved`: the current method is not a PayPal account',
          schema: errorBodySchema,
        },
        401: unauthorized,
        403: responses[403],
      },
      handle: async ({ caller }) => {
        const customer = requireCaller(caller);
        const paypal = commerce.paypal;
        if (!paypal?.finishMethodChange) throw featureOff('PayPal');
        return { status: 200, body: await paypal.finishMethodChange(customer) };
      },
    }),
  ];
}
