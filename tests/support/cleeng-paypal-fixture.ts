import type { ServerResponse } from 'node:http';

/**
 * Cleeng's PayPal connector in the MediaStore fixture, and PayPal's approval page faked at /paypal-sandbox/checkout.
 *
 * - POST /connectors/paypal/v1/tokens (pay an order): `orderId` (an order with the PayPal payment method),
 *   `successUrl`, `waitingUrl`, `cancelUrl`, `errorUrl`; the error URL gets a `message` query parameter.
 * - POST /connectors/paypal/v1/payment_details/tokens (save a PayPal account for renewals, e.g. instead of a card):
 *   `paymentMethodId` (the publisher's PayPal payment method id), `successUrl`, `cancelUrl`, `errorUrl`.
 *
 * Both answer `{ id, redirectUrl }` (Cleeng's reference at developers.cleeng.com, "Payment with PayPal Express
 * Checkout" and "Add PayPal payment details"; JW Player's ott-web-app posts the same bodies, services/integrations/
 * cleeng). A PayPal detail Cleeng then lists has `paymentMethodSpecificParams` `{ payerId, holderName }` (reference:
 * "Fetch customer's payment details"); the fixture's PayPal buyer is named by their address.
 */
export const PAYPAL_PAYER = { payerId: 'QWRTNBFHZXLPD', holderName: 'pat.buyer@paypal.test' };

type ReturnUrls = Record<'successUrl' | 'waitingUrl' | 'cancelUrl' | 'errorUrl', string>;
type Send = { ok(data: unknown): void; fail(status: number, message: string): void };

type Pending =
  | { kind: 'order'; orderId: number; urls: ReturnUrls }
  | { kind: 'method'; customerId: string; urls: Omit<ReturnUrls, 'waitingUrl'> };

export interface PaypalConnectorDeps {
  baseUrl: () => string;
  /** Whether the order's customer already has its offer (PayPal then ends on the error URL). */
  alreadyEntitled(orderId: number): boolean;
  /** PayPal took the order's payment: now, or (`later`) confirmed a moment after the customer is back. */
  settle(orderId: number, when: 'now' | 'later'): void;
  /** The customer's PayPal account becomes their active payment detail. */
  savePaypal(customerId: string): void;
}

const isWebUrl = (value: string) => /^https?:\/\//.test(value);

export function createCleengPaypalConnector(deps: PaypalConnectorDeps) {
  const pending = new Map<string, Pending>();
  let next = 1;

  function redirect(entry: Pending, prefix: string, send: Send) {
    const token = `${prefix}-${next++}`;
    pending.set(token, entry);
    send.ok({ id: token, redirectUrl: `${deps.baseUrl()}/paypal-sandbox/checkout?token=${token}` });
  }

  function urlsOf(body: Record<string, unknown>, names: Array<keyof ReturnUrls>) {
    const urls = Object.fromEntries(names.map((name) => [name, String(body[name] ?? '')]));
    return Object.values(urls).every(isWebUrl) ? urls : null;
  }

  const link = (token: string, answer: string, label: string) =>
    `<a href="?token=${encodeURIComponent(token)}&amp;action=${answer}">${label}</a>`;

  function page(res: ServerResponse, token: string, entry: Pending) {
    const answers =
      entry.kind === 'order'
        ? `<p>Order ${entry.orderId}</p><ul><li>${link(token, 'approve', 'Pay with PayPal')}</li>` +
          `<li>${link(token, 'wait', 'Pay (confirmed later)')}</li><li>${link(token, 'cancel', 'Cancel and return')}</li>` +
          `<li>${link(token, 'error', 'Fail the payment')}</li></ul>`
        : `<p>Save ${PAYPAL_PAYER.holderName} for future payments</p><ul>` +
          `<li>${link(token, 'approve', 'Agree and save')}</li><li>${link(token, 'cancel', 'Cancel and return')}</li>` +
          `<li>${link(token, 'error', 'Fail the agreement')}</li></ul>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>PayPal sandbox</title></head><body><main><h1>PayPal sandbox (test double)</h1>${answers}</main></body></html>`,
    );
  }

  /** Where PayPal sends the customer back after `action`. */
  function answer(entry: Pending, action: string): string {
    if (action === 'cancel') return entry.urls.cancelUrl;
    if (action === 'error') return entry.urls.errorUrl;
    if (entry.kind === 'method') {
      deps.savePaypal(entry.customerId);
      return entry.urls.successUrl;
    }
    if (deps.alreadyEntitled(entry.orderId)) {
      const back = new URL(entry.urls.errorUrl);
      back.searchParams.set('message', 'Already have an active access');
      return back.href;
    }
    if (action === 'wait') {
      deps.settle(entry.orderId, 'later');
      return entry.urls.waitingUrl;
    }
    deps.settle(entry.orderId, 'now');
    return entry.urls.successUrl;
  }

  return {
    /** POST /connectors/paypal/v1/tokens for an order of the caller (null: not theirs). */
    startPayment(orderId: number | null, body: Record<string, unknown>, send: Send) {
      if (orderId === null) return send.fail(404, 'Order not found');
      const urls = urlsOf(body, ['successUrl', 'waitingUrl', 'cancelUrl', 'errorUrl']);
      if (!urls) return send.fail(422, 'Invalid param successUrl, waitingUrl, cancelUrl or errorUrl');
      redirect({ kind: 'order', orderId, urls: urls as ReturnUrls }, 'EC', send);
    },

    /** POST /connectors/paypal/v1/payment_details/tokens for the caller. */
    startMethodChange(customerId: string, paypalMethodId: number, body: Record<string, unknown>, send: Send) {
      if (Number(body.paymentMethodId) !== paypalMethodId) return send.fail(422, 'Invalid param paymentMethodId');
      const urls = urlsOf(body, ['successUrl', 'cancelUrl', 'errorUrl']);
      if (!urls) return send.fail(422, 'Invalid param successUrl, cancelUrl or errorUrl');
      redirect({ kind: 'method', customerId, urls: urls as Pending['urls'] }, 'BA', send);
    },

    /**
     * PayPal's approval page: without `action` the answers as links; with one, PayPal's redirect back. An order for
     * an offer the customer already has goes to the error URL with Cleeng's "Already have an active access"
     * (spec 1 §8); `wait` confirms the payment a moment after the return.
     */
    checkoutPage(url: URL, res: ServerResponse, send: Send) {
      const token = url.searchParams.get('token') ?? '';
      const entry = pending.get(token);
      if (!entry) return send.fail(404, 'Unknown token');
      const action = url.searchParams.get('action');
      if (!action) return page(res, token, entry);
      pending.delete(token);
      res.writeHead(302, { location: answer(entry, action) }).end();
    },
  };
}
