import type { ChargeResult, GatewayEvent, HostedCheckout, PaymentGateway } from '../port';
import { cardFormOnly } from '../hosted';
import { createPaypalClient, PaypalError, type PaypalClientOptions } from './client';
import { fromPaypalMoney, toPaypalMoney } from './money';
import {
  capture,
  orderAnswer,
  TRANSMISSION_HEADERS,
  verifyAnswer,
  webhookEvent,
  type PaypalCapture,
  type PaypalOrder,
} from './wire';

/**
 * PayPal Checkout on the own backend (Orders API v2): the server creates an order for our payment (its id is the
 * purchase unit's `custom_id`), PayPal's buttons take the buyer's approval in the browser, and the server captures
 * once the buyer approved, after checking the order still asks for our amount (the browser SDK can patch an order).
 * Webhooks are checked with PayPal's `verify-webhook-signature`. PayPal pays one-off passes only: it keeps no
 * account for renewals here (see docs/decisions/4120-paypal-own-backend.md).
 */
export interface PaypalGatewayOptions extends PaypalClientOptions {
  /** The id of the webhook configured in PayPal's dashboard for `/api/payments/paypal-webhook`. */
  webhookId: string;
}

/** Capture refusals PayPal answers with 422: the buyer's funding was refused, nothing was taken. */
const DECLINED_ISSUES = new Set(['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'TRANSACTION_REFUSED']);

function captureOf(order: PaypalOrder): PaypalCapture | undefined {
  return order.purchase_units?.[0]?.payments?.captures?.[0];
}

function resultOfCapture(reference: string, paid: PaypalCapture): ChargeResult {
  const charged = paid.amount ? (fromPaypalMoney(paid.amount) ?? undefined) : undefined;
  switch (paid.status) {
    case 'COMPLETED':
      return { status: 'succeeded', reference, ...(charged && { charged }) };
    case 'PENDING':
      return { status: 'processing', reference };
    default:
      return { status: 'failed', reference, failureKey: 'paypal_failed' };
  }
}

/** How an order stands: paid, refused, or still waiting for the buyer's approval (or for our capture). */
function resultOfOrder(order: PaypalOrder): ChargeResult {
  const paid = captureOf(order);
  if (order.status === 'COMPLETED' && paid) return resultOfCapture(order.id, paid);
  if (order.status === 'VOIDED')
    return {
      status: 'failed',
      reference: order.id,
      failureKey: 'paypal_failed',
    };
  return { status: 'requires_action', reference: order.id };
}

/** A webhook's capture event about one of our orders, as a payment result. */
function eventOf(type: string, resource: unknown): GatewayEvent | null {
  if (!['PAYMENT.CAPTURE.COMPLETED', 'PAYMENT.CAPTURE.DECLINED', 'PAYMENT.CAPTURE.DENIED'].includes(type)) return null;
  const parsed = capture.safeParse(resource);
  const orderId = parsed.success ? parsed.data.supplementary_data?.related_ids?.order_id : undefined;
  if (!parsed.success || !orderId) return null;
  const result = resultOfCapture(orderId, parsed.data);
  if (result.status === 'succeeded') return { reference: orderId, status: 'succeeded', charged: result.charged };
  if (result.status === 'failed')
    return {
      reference: orderId,
      status: 'failed',
      failureKey: 'paypal_failed',
    };
  return null;
}

export function createPaypalGateway(options: PaypalGatewayOptions): PaymentGateway {
  const paypal = createPaypalClient(options);
  const getOrder = (id: string) =>
    paypal.call(orderAnswer, {
      method: 'GET',
      path: `/v2/checkout/orders/${encodeURIComponent(id)}`,
    });

  async function captureOrder(id: string): Promise<ChargeResult> {
    try {
      const order = await paypal.call(orderAnswer, {
        method: 'POST',
        path: `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
        body: {},
        // A capture retried (a second tab, the browser's retry) is answered, never taken twice.
        requestId: `capture-${id}`,
      });
      return resultOfOrder(order);
    } catch (error) {
      if (error instanceof PaypalError && error.status === 422 && error.issues.some((i) => DECLINED_ISSUES.has(i))) {
        return { status: 'failed', reference: id, failureKey: 'paypal_failed' };
      }
      throw error;
    }
  }

  const hosted: HostedCheckout = {
    browser: { clientId: options.clientId },
    async start(request) {
      if (request.saveForLater) throw new Error('PayPal pays passes only here: it keeps no account for renewals');
      const order = await paypal.call(orderAnswer, {
        method: 'POST',
        path: '/v2/checkout/orders',
        requestId: request.idempotencyKey,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.paymentId,
              custom_id: request.paymentId,
              amount: toPaypalMoney(request.amount, request.currency),
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: request.returnUrl,
                cancel_url: request.returnUrl,
              },
            },
          },
        },
      });
      return { reference: order.id, session: { orderId: order.id } };
    },
    async finalize(reference, _details, expected) {
      const order = await getOrder(reference);
      if (order.status !== 'APPROVED') return resultOfOrder(order);
      const asked = order.purchase_units?.[0]?.amount;
      const amount = asked ? fromPaypalMoney(asked) : null;
      // The order was changed after we made it (the browser SDK can patch it): not ours to capture.
      if (expected && (amount?.amount !== expected.amount || amount.currency !== expected.currency.toUpperCase())) {
        return { status: 'failed', reference, failureKey: 'paypal_failed' };
      }
      return captureOrder(reference);
    },
    async startCardSetup() {
      throw new Error('PayPal keeps no card: a card change goes through the card gateway');
    },
    finalizeCardSetup: async () => null,
  };

  return {
    name: 'paypal',
    hosted,
    ...cardFormOnly('PayPal'),
    retrieve: async (reference) => resultOfOrder(await getOrder(reference)),
    async chargeSaved() {
      throw new Error('PayPal keeps no account for renewals here');
    },
    async parseWebhook(body, headers) {
      let event;
      try {
        event = webhookEvent.parse(JSON.parse(body));
      } catch {
        return null;
      }
      const transmission = Object.fromEntries(
        Object.entries(TRANSMISSION_HEADERS).map(([field, header]) => [field, headers.get(header) ?? '']),
      );
      if (!options.webhookId || Object.values(transmission).some((value) => value === '')) return null;
      const verified = await paypal.call(verifyAnswer, {
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        body: {
          ...transmission,
          webhook_id: options.webhookId,
          webhook_event: JSON.parse(body),
        },
      });
      if (verified.verification_status !== 'SUCCESS') return null;
      const found = eventOf(event.event_type, event.resource);
      return found ? [found] : [];
    },
  };
}
