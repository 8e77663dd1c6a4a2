import { expect } from 'vitest';
import type { PaymentGateway } from '../../src/server/payments/port';
import { handlePaymentWebhook } from '../../src/server/payments/webhook';
import { bearer, signUp, type Harness } from './api-harness';
import { quoteOf } from './commerce-fixtures';

type Headers = Record<string, string>;

/**
 * A new customer's checkout through a hosted gateway (Stripe's Payment Element, Adyen's Drop-in) as the browser
 * drives it: an order, the gateway session for it, then the return step and the entitlement it leads to.
 */
export async function startHostedCheckout(
  h: Harness,
  offerId: string,
  options: { returnPath: string; idempotencyKey?: string },
) {
  const { jwt, userId } = await signUp(h);
  const headers = bearer(jwt);
  const order = await (await h.request('POST', '/orders', { headers, json: { offerId } })).json();
  const keyHeader: Headers = options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {};
  const start = () =>
    h.request('POST', `/orders/${order.id}/hosted-payments`, {
      headers: { ...headers, ...keyHeader },
      json: { returnPath: options.returnPath, quote: quoteOf(order) },
    });
  const started = await start();
  expect(started.status).toBe(201);
  const { payment, session } = await started.json();
  const finalize = async (details?: Headers) =>
    (await h.request('POST', `/payments/${payment.id}/finalize`, { headers, json: details ? { details } : {} })).json();
  const access = async () => (await h.request('GET', `/entitlements/${offerId}`, { headers })).json();
  return { headers, userId, order, payment, session, start, finalize, access };
}

/** Opens the gateway's form for a new card (the edit-card dialog). */
export async function startHostedCardChange<Session>(h: Harness, headers: Headers) {
  const started = await h.request('POST', '/payment-methods/hosted', {
    headers,
    json: { returnPath: '/u/payments?u=edit-card' },
  });
  expect(started.status).toBe(201);
  return (await started.json()) as { reference: string; session: Session };
}

/** Hands a gateway's webhook request to our handler, as `/api/payments/webhook` does. */
export function deliverPaymentWebhook(h: Harness, gateway: PaymentGateway, body: string, headers: Headers = {}) {
  const request = new Request('http://site/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return handlePaymentWebhook(request, { gateway, commerce: h.commerce, now: h.now() });
}
