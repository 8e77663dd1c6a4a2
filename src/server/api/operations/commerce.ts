import { z } from 'zod';
import {
  billingEntryViewSchema,
  cardMethodViewSchema,
  challengeAnswerSchema,
  createOrderRequestSchema,
  entitlementViewSchema,
  finalizePaymentRequestSchema,
  finishCardChangeRequestSchema,
  hostedCardChangeViewSchema,
  hostedPaymentViewSchema,
  paymentGatewayViewSchema,
  startHostedPaymentRequestSchema,
  startFormPaymentRequestSchema,
  cardRequestSchema,
  offerIdSchema,
  offerViewSchema,
  orderViewSchema,
  payOrderRequestSchema,
  paymentMethodViewSchema,
  paymentViewSchema,
  paymentOptionsViewSchema,
  planSwitchViewSchema,
  receiptViewSchema,
  subscriptionViewSchema,
  switchQuoteRequestSchema,
  switchQuoteViewSchema,
  switchSubscriptionRequestSchema,
} from '../../../lib/api/commerce-contract';
import { errorBodySchema } from '../../../lib/api/contract';
import type { CommercePort } from '../../commerce/port';
import type { PaymentGateway } from '../../payments/port';
import { AppError, featureOff } from '../../shared/app-error';
import { invalid, operation, requireCaller, unauthorized, type Operation } from '../operation';

const offerParams = z.object({ offerId: offerIdSchema });
// The own backend's ids are UUIDs, Cleeng's orders are numbers (its checkout's payment id is the order's).
const platformId = (what: string) =>
  z.string().regex(/^[\w-]{1,64}$/, `${what} ids have 1 to 64 letters, digits, - or _`);
const orderParams = z.object({ orderId: platformId('Order') });
const paymentParams = z.object({ paymentId: platformId('Payment') });
const notFound = { description: '`order_not_found` (also for another customer’s order)', schema: errorBodySchema };
const idempotency =
  'Send an `Idempotency-Key` header: a retried request with the same key is answered, not repeated; the same key with another request is 422 `idempotency_key_reused`.';
/** The echoed order quote (own backend, decision 4130): refused before anything is charged. */
export const quoteRefusals =
  '`quote_required` (field `quote`), `quote_mismatch` (`quote.amount` or `quote.currency` other than the order’s), ' +
  '`quote_not_found` (`quote.orderId` of another order)';
export const quoteConflicts =
  '`quote_expired` (the order’s `validUntil` passed), `quote_changed` (the catalog price changed): make a new order';
const keyReused = { description: '`idempotency_key_reused`: the Idempotency-Key was sent with another request', schema: errorBodySchema };

/** The offers on sale, then those of `itemOfferIds` the platform sells that are not among them. */
async function offersWith(commerce: CommercePort, itemOfferIds: string[]) {
  const onSale = await commerce.offers();
  const listed = new Set(onSale.map((offer) => offer.offerId));
  const missing = [...new Set(itemOfferIds)].filter((id) => !listed.has(id));
  return missing.length === 0 ? onSale : [...onSale, ...(await commerce.offers(missing))];
}

export function commerceOperations(
  commerce: CommercePort,
  { gateway, siteUrl }: { gateway: PaymentGateway; siteUrl: string },
): Operation[] {
  const gatewayView = paymentGatewayViewSchema.parse({
    name: gateway.name,
    checkout: gateway.hosted ? 'hosted' : 'card',
    paypal: Boolean(commerce.paypalOrders),
    browser: gateway.hosted?.browser ?? {},
  });
  return [
    operation({
      id: 'getPaymentGateway',
      method: 'GET',
      path: '/payments/gateway',
      tag: 'commerce',
      summary:
        "How this site takes cards: its own card form, or the Stripe / Adyen form in the browser; and whether PayPal's buttons are offered",
      auth: 'none',
      responses: { 200: { description: 'The gateway', schema: paymentGatewayViewSchema } },
      handle: async () => ({ status: 200, body: gatewayView }),
    }),
    operation({
      id: 'startHostedPayment',
      method: 'POST',
      path: '/orders/{orderId}/hosted-payments',
      tag: 'commerce',
      summary: `Start paying an order in the gateway's browser form (Stripe, Adyen): a pending payment and the form's session. ${idempotency}`,
      auth: 'user',
      params: orderParams,
      body: startFormPaymentRequestSchema,
      responses: {
        422: keyReused,
        201: { description: 'The pending payment and the form session', schema: hostedPaymentViewSchema },
        400: { description: `Invalid returnPath; ${quoteRefusals}`, schema: errorBodySchema },
        401: unauthorized,
        404: notFound,
        409: {
          description: `\`order_already_paid\`, \`already_has_access\`, \`card_checkout\`, ${quoteConflicts}`,
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, body, caller, idempotencyKey }) => ({
        status: 201,
        body: await commerce.startHostedPayment(
          requireCaller(caller),
          params.orderId,
          new URL(body.returnPath, siteUrl).href,
          idempotencyKey,
          body.quote,
        ),
      }),
    }),
    operation({
      id: 'getPaymentOptions',
      method: 'GET',
      path: '/payments/options',
      tag: 'commerce',
      summary:
        "What the customer may use besides the card: PayPal (when the platform's payment methods list it), removing the saved method",
      auth: 'user',
      responses: { 200: { description: 'The options', schema: paymentOptionsViewSchema }, 401: unauthorized },
      handle: async ({ caller }) => {
        const customer = requireCaller(caller);
        const paypal = commerce.paypal ? await commerce.paypal.offered(customer) : false;
        const paypalMethod = paypal && Boolean(commerce.paypal?.startMethodChange);
        return {
          status: 200,
          body: { paypal, paypalMethod, removeSavedMethod: Boolean(commerce.removePaymentMethod) },
        };
      },
    }),
    operation({
      id: 'finalizePayment',
      method: 'POST',
      path: '/payments/{paymentId}/finalize',
      tag: 'commerce',
      summary:
        "The customer is back from the gateway's form or the bank's page (`finalize-payment-adyen`, `finalize-payment-stripe-ppv`): the payment as the gateway says",
      auth: 'user',
      params: paymentParams,
      body: finalizePaymentRequestSchema,
      responses: {
        200: { description: 'The payment now', schema: paymentViewSchema },
        400: { description: 'Invalid details', schema: errorBodySchema },
        401: unauthorized,
        404: { description: '`payment_not_found` (also for another customer’s payment)', schema: errorBodySchema },
        409: { description: '`card_checkout`', schema: errorBodySchema },
      },
      handle: async ({ params, body, caller }) => ({
        status: 200,
        body: await commerce.finalizePayment(requireCaller(caller), params.paymentId, body.details),
      }),
    }),
    operation({
      id: 'startHostedCardChange',
      method: 'POST',
      path: '/payment-methods/hosted',
      tag: 'commerce',
      summary: `Change the saved card in the gateway's browser form (Stripe, Adyen): the form's session. ${idempotency}`,
      auth: 'user',
      body: startHostedPaymentRequestSchema,
      responses: {
        422: keyReused,
        201: { description: 'The card change and the form session', schema: hostedCardChangeViewSchema },
        400: { description: 'Invalid returnPath', schema: errorBodySchema },
        401: unauthorized,
        409: { description: '`card_checkout`', schema: errorBodySchema },
      },
      handle: async ({ body, caller, idempotencyKey }) => ({
        status: 201,
        body: await commerce.startCardChange(
          requireCaller(caller),
          new URL(body.returnPath, siteUrl).href,
          idempotencyKey,
        ),
      }),
    }),
    operation({
      id: 'finishHostedCardChange',
      method: 'POST',
      path: '/payment-methods/hosted/finalize',
      tag: 'commerce',
      summary: "The card change once the customer is back from the gateway's form: the new saved card",
      auth: 'user',
      body: finishCardChangeRequestSchema,
      responses: {
        200: { description: 'The new saved card', schema: cardMethodViewSchema },
        400: {
          description: 'Refused by the bank (`card`: `card_declined`, …) or invalid details',
          schema: errorBodySchema,
        },
        401: unauthorized,
        404: { description: '`card_setup_not_found` (also another customer’s)', schema: errorBodySchema },
        409: { description: '`card_change_pending`, `card_checkout`', schema: errorBodySchema },
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await commerce.finishCardChange(requireCaller(caller), body.reference, body.details),
      }),
    }),
    operation({
      id: 'getOffers',
      method: 'GET',
      path: '/offers',
      tag: 'commerce',
      summary: 'The offers on sale (subscriptions S…, passes C…), with an item’s own offers when `ids` names them',
      auth: 'none',
      query: z.object({
        ids: z
          .string()
          .optional()
          .transform((value) => (value ? value.split(',') : []))
          .pipe(z.array(offerIdSchema).max(20, { error: 'ids names at most 20 offers' }))
          .meta({
            description:
              'Offer ids of an item (its `productIds`), comma-separated: a platform that cannot list every offer ' +
              '(Cleeng lists the config’s plans) still shows the item’s passes. Ids the platform does not sell are left out.',
          }),
      }),
      responses: { 200: { description: 'Offers', schema: z.array(offerViewSchema) }, 400: invalid },
      handle: async ({ query }) => ({ status: 200, body: await offersWith(commerce, query.ids) }),
    }),
    operation({
      id: 'getOffer',
      method: 'GET',
      path: '/offers/{offerId}',
      tag: 'commerce',
      summary: 'One offer',
      auth: 'none',
      params: offerParams,
      responses: {
        200: { description: 'The offer', schema: offerViewSchema },
        404: { description: '`offer_not_found`', schema: errorBodySchema },
      },
      handle: async ({ params }) => {
        const [offer] = await commerce.offers([params.offerId]);
        if (!offer) throw new AppError(404, 'offer_not_found', `Offer with id ${params.offerId} not found`);
        return { status: 200, body: offer };
      },
    }),
    operation({
      id: 'createOrder',
      method: 'POST',
      path: '/orders',
      tag: 'commerce',
      summary: `Start buying an offer, with an optional coupon; the price is computed by the server. ${idempotency}`,
      auth: 'user',
      body: createOrderRequestSchema,
      responses: {
        422: keyReused,
        201: { description: 'The order with its price breakdown', schema: orderViewSchema },
        400: {
          description: '`offer_not_found`, `coupon_not_valid`, `coupon_not_valid_for_offer`',
          schema: errorBodySchema,
        },
        401: unauthorized,
        409: {
          description: '`already_has_access` ("Already have an active access"): the customer holds this offer now',
          schema: errorBodySchema,
        },
        503: {
          description: '`order_not_created` ("No order created"): the platform made none; try again',
          schema: errorBodySchema,
        },
      },
      handle: async ({ body, caller, idempotencyKey }) => ({
        status: 201,
        body: await commerce.createOrder(requireCaller(caller), body, idempotencyKey),
      }),
    }),
    operation({
      id: 'getOrder',
      method: 'GET',
      path: '/orders/{orderId}',
      tag: 'commerce',
      summary: 'One of the customer’s orders',
      auth: 'user',
      params: orderParams,
      responses: { 200: { description: 'The order', schema: orderViewSchema }, 401: unauthorized, 404: notFound },
      handle: async ({ params, caller }) => ({
        status: 200,
        body: await commerce.getOrder(requireCaller(caller), params.orderId),
      }),
    }),
    operation({
      id: 'payOrder',
      method: 'POST',
      path: '/orders/{orderId}/payments',
      tag: 'commerce',
      summary: `Pay an order by card, echoing its \`quote\` (own backend); a successful payment grants access. ${idempotency}`,
      auth: 'user',
      params: orderParams,
      body: payOrderRequestSchema,
      responses: {
        422: keyReused,
        201: {
          description: 'The payment: `succeeded`, `failed` (with `failureKey`), `requires_action` or `processing`',
          schema: paymentViewSchema,
        },
        400: { description: `Invalid card fields; ${quoteRefusals}`, schema: errorBodySchema },
        401: unauthorized,
        404: notFound,
        409: {
          description: `\`order_already_paid\`, \`already_has_access\`, ${quoteConflicts}`,
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, body, caller, idempotencyKey }) => ({
        status: 201,
        body: await commerce.payOrder(requireCaller(caller), params.orderId, body.card, idempotencyKey, body.quote),
      }),
    }),
    operation({
      id: 'payOrderWithoutDetails',
      method: 'POST',
      path: '/orders/{orderId}/payment-without-details',
      tag: 'commerce',
      summary:
        'Take an order that costs nothing and needs no payment method (a 100 % coupon on a pass: "payment without details"); access is granted',
      auth: 'user',
      params: orderParams,
      responses: {
        201: { description: 'The payment (`succeeded`)', schema: paymentViewSchema },
        400: {
          description: '`payment_details_required`: the order costs something or needs a method',
          schema: errorBodySchema,
        },
        401: unauthorized,
        403: { description: '`feature_not_enabled`: no order of this platform can be free', schema: errorBodySchema },
        404: notFound,
      },
      handle: async ({ params, caller }) => {
        const customer = requireCaller(caller);
        if (!commerce.payWithoutDetails) {
          throw featureOff('Payment without details');
        }
        return { status: 201, body: await commerce.payWithoutDetails(customer, params.orderId) };
      },
    }),
    operation({
      id: 'answerPaymentChallenge',
      method: 'POST',
      path: '/payments/{paymentId}/challenge',
      tag: 'commerce',
      summary:
        'The cardholder’s answer to the bank’s question about a `requires_action` payment (like 3-D Secure); approved grants access',
      auth: 'user',
      params: paymentParams,
      body: challengeAnswerSchema,
      responses: {
        200: {
          description: 'The payment after the answer (unchanged if it was not waiting)',
          schema: paymentViewSchema,
        },
        400: { description: 'Invalid answer', schema: errorBodySchema },
        401: unauthorized,
        404: { description: '`payment_not_found` (also for another customer’s payment)', schema: errorBodySchema },
        409: {
          description: '`already_has_access`: bought meanwhile elsewhere, so the bank is told no and nothing is charged',
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, body, caller }) => ({
        status: 200,
        body: await commerce.completeChallenge(requireCaller(caller), params.paymentId, body.approved),
      }),
    }),
    operation({
      id: 'getBillingHistory',
      method: 'GET',
      path: '/payments',
      tag: 'commerce',
      summary: 'The customer’s payments, newest first (billing history)',
      auth: 'user',
      responses: { 200: { description: 'Payments', schema: z.array(billingEntryViewSchema) }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await commerce.billingHistory(requireCaller(caller)) }),
    }),
    operation({
      id: 'getReceipt',
      method: 'GET',
      path: '/payments/{paymentId}/receipt',
      tag: 'commerce',
      summary: 'The receipt of one of the customer’s successful payments',
      auth: 'user',
      params: paymentParams,
      responses: {
        200: { description: 'The receipt', schema: receiptViewSchema },
        401: unauthorized,
        404: {
          description: '`payment_not_found` (also another customer’s, or an unpaid one)',
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, caller }) => ({
        status: 200,
        body: await commerce.receipt(requireCaller(caller), params.paymentId),
      }),
    }),
    operation({
      id: 'getPaymentMethod',
      method: 'GET',
      path: '/payment-methods',
      tag: 'commerce',
      summary: 'The card or PayPal account the customer’s subscriptions renew with (null when none is saved)',
      auth: 'user',
      responses: {
        200: {
          description: 'The saved method (`methodName` card or paypal)',
          schema: paymentMethodViewSchema.nullable(),
        },
        401: unauthorized,
      },
      handle: async ({ caller }) => ({ status: 200, body: await commerce.paymentMethod(requireCaller(caller)) }),
    }),
    operation({
      id: 'updatePaymentMethod',
      method: 'POST',
      path: '/payment-methods',
      tag: 'commerce',
      summary: 'Replace the saved card (checked by the gateway, not charged)',
      auth: 'user',
      body: cardRequestSchema,
      responses: {
        200: { description: 'The new saved card', schema: cardMethodViewSchema },
        400: {
          description: 'Invalid card fields, or a card the bank refused (`card_declined`, `expired_card`)',
          schema: errorBodySchema,
        },
        401: unauthorized,
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await commerce.updatePaymentMethod(requireCaller(caller), body.card),
      }),
    }),
    operation({
      id: 'removePaymentMethod',
      method: 'DELETE',
      path: '/payment-methods',
      tag: 'commerce',
      summary: 'Remove the saved payment method (renewals then need a new one)',
      auth: 'user',
      responses: {
        204: { description: 'Removed' },
        401: unauthorized,
        403: { description: '`feature_not_enabled`: this platform keeps the method', schema: errorBodySchema },
      },
      handle: async ({ caller }) => {
        const customer = requireCaller(caller);
        if (!commerce.removePaymentMethod) throw featureOff('Remove payment method');
        await commerce.removePaymentMethod(customer);
        return { status: 204 };
      },
    }),
    operation({
      id: 'getEntitlement',
      method: 'GET',
      path: '/entitlements/{offerId}',
      tag: 'commerce',
      summary:
        'Whether the customer has access through an offer, and until when (the checkout polls it while the bank answers)',
      auth: 'user',
      params: offerParams,
      responses: { 200: { description: 'The entitlement', schema: entitlementViewSchema }, 401: unauthorized },
      handle: async ({ params, caller }) => ({
        status: 200,
        body: await commerce.entitlement(requireCaller(caller), params.offerId),
      }),
    }),
    operation({
      id: 'getSubscriptions',
      method: 'GET',
      path: '/subscriptions',
      tag: 'commerce',
      summary: 'The customer’s subscriptions and passes, newest first',
      auth: 'user',
      responses: { 200: { description: 'Subscriptions', schema: z.array(subscriptionViewSchema) }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await commerce.subscriptions(requireCaller(caller)) }),
    }),
    operation({
      id: 'switchSubscription',
      method: 'POST',
      path: '/subscriptions/{offerId}/switch',
      tag: 'commerce',
      summary:
        'Change plan: an upgrade is charged on the saved card at once, less the unused part of the period; a downgrade starts when the period ends',
      auth: 'user',
      params: offerParams,
      body: switchSubscriptionRequestSchema,
      responses: {
        200: { description: '`switched` (upgrade) or `pending` (downgrade)', schema: planSwitchViewSchema },
        400: {
          description:
            '`offer_not_found` (toOfferId), invalid ids; `quote_required`, `quote_not_found` (quote.id), `quote_mismatch` (quote.amount, quote.currency)',
          schema: errorBodySchema,
        },
        401: unauthorized,
        404: { description: '`subscription_not_found`', schema: errorBodySchema },
        409: {
          description:
            '`already_has_access`, `payment_method_required`, `upgrade_failed` (the card was refused), `quote_expired`, `quote_changed`',
          schema: errorBodySchema,
        },
      },
      handle: async ({ params, body, caller }) => ({
        status: 200,
        body: await commerce.switchSubscription(requireCaller(caller), params.offerId, body.toOfferId, body.quote),
      }),
    }),
    operation({
      id: 'quoteSubscriptionSwitch',
      method: 'POST',
      path: '/subscriptions/{offerId}/switch-quote',
      tag: 'commerce',
      summary:
        'What a plan change would cost before anything is charged: amount now, tax, proration, the next charge and until when the quote holds',
      auth: 'user',
      params: offerParams,
      body: switchQuoteRequestSchema,
      responses: {
        201: { description: 'The quote; an upgrade echoes it in `quote` of the switch', schema: switchQuoteViewSchema },
        400: { description: '`offer_not_found` (toOfferId), invalid ids', schema: errorBodySchema },
        401: unauthorized,
        403: { description: '`feature_not_enabled`: the platform prices the switch itself', schema: errorBodySchema },
        404: { description: '`subscription_not_found`', schema: errorBodySchema },
        409: { description: '`already_has_access`', schema: errorBodySchema },
      },
      handle: async ({ params, body, caller }) => {
        if (!commerce.quoteSwitch) throw featureOff('Switch quotes');
        return {
          status: 201,
          body: await commerce.quoteSwitch(requireCaller(caller), params.offerId, body.toOfferId),
        };
      },
    }),
    ...(['cancel', 'renew'] as const).map((action) =>
      operation({
        id: `${action}Subscription`,
        method: 'POST',
        path: `/subscriptions/{offerId}/${action}`,
        tag: 'commerce',
        summary:
          action === 'cancel'
            ? 'Stop renewing: access stays until the period ends'
            : 'Undo a cancellation before the period ends',
        auth: 'user',
        params: offerParams,
        responses: {
          200: { description: 'The subscription after the change', schema: subscriptionViewSchema },
          401: unauthorized,
          404: { description: '`subscription_not_found`', schema: errorBodySchema },
          409: { description: '`subscription_expired`', schema: errorBodySchema },
        },
        handle: async ({ params, caller }) => {
          const customer = requireCaller(caller);
          const changed =
            action === 'cancel'
              ? await commerce.cancelSubscription(customer, params.offerId)
              : await commerce.renewSubscription(customer, params.offerId);
          return { status: 200, body: changed };
        },
      }),
    ),
  ];
}
