import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { cardFormOnly } from '../hosted';
import type { CardSummary, ChargeResult, FailureKey, GatewayEvent, HostedCheckout, PaymentGateway } from '../port';
import { isGenuineItem } from './hmac';
import {
  notificationBody,
  paymentAnswer,
  sessionAnswer,
  sessionResultAnswer,
  type NotificationItem,
  type PaymentAnswer,
} from './wire';

/**
 * Adyen's Sessions flow: the server opens a checkout session, the Drop-in (`@adyen/adyen-web`) takes the card in
 * the browser, and the result comes back three ways: the Drop-in's session result, the redirect result after a
 * bank's page (`finalize-payment-adyen`), and the HMAC-signed webhook, which decides. Our payment id is the
 * merchant reference Adyen echoes in each. A subscription's card is stored at Adyen for the shopper (our user
 * id) and kept as `{shopper}/{stored payment method}` for renewals.
 */
export interface AdyenGatewayOptions {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  hmacKey: string;
  environment: 'test' | 'live';
  /** The Checkout API's base address, e.g. https://checkout-test.adyen.com/v71 (a fixture server in tests). */
  checkoutUrl: string;
  timeoutMs?: number;
}

function failureKeyOf(reason: string | undefined): FailureKey {
  const text = (reason ?? '').toLowerCase();
  if (text.includes('balance') || text.includes('insufficient')) return 'insufficient_funds';
  if (text.includes('expired')) return 'expired_card';
  if (text.includes('3d') || text.includes('authentication')) return 'authentication_failed';
  return 'card_declined';
}

/** `additionalData` of a stored card (recurring details, card summary, expiry as `M/YYYY`). */
function savedCardOf(data: Record<string, string> | undefined): Pick<ChargeResult, 'savedMethod' | 'card'> {
  if (!data) return {};
  const stored = data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'];
  const shopper = data['tokenization.shopperReference'] ?? data['recurring.shopperReference'];
  const [month, year] = (data.expiryDate ?? '').split('/').map(Number);
  const card: CardSummary | undefined =
    data.cardSummary && month && year ? { last4: data.cardSummary, expMonth: month, expYear: year } : undefined;
  return stored && shopper && card ? { savedMethod: `${shopper}/${stored}`, card } : {};
}

function resultOf(answer: PaymentAnswer, reference: string): ChargeResult {
  switch (answer.resultCode) {
    case 'Authorised':
      return { status: 'succeeded', reference, ...savedCardOf(answer.additionalData) };
    case 'Refused':
    case 'Cancelled':
    case 'Error':
      return { status: 'failed', reference, failureKey: failureKeyOf(answer.refusalReason) };
    case 'Pending':
    case 'Received':
    case 'PresentToShopper':
      return { status: 'processing', reference };
    default:
      return { status: 'requires_action', reference };
  }
}

/** A webhook item about one of our payments (AUTHORISATION), as a payment result. */
function eventOf(item: NotificationItem): GatewayEvent | null {
  if (item.eventCode !== 'AUTHORISATION') return null;
  const cardOwner = cardOwnerOf(item.merchantReference);
  const about = { reference: item.merchantReference, ...(cardOwner && { cardOwner }) };
  if (item.success === 'false') return { ...about, status: 'failed', failureKey: failureKeyOf(item.reason) };
  return { ...about, status: 'succeeded', ...savedCardOf(item.additionalData) };
}

/** A card change's merchant reference names the customer (there is no payment of ours to point at). */
function cardSetupReference(customerId: string, idempotencyKey: string): string {
  return `card-${customerId}-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 12)}`;
}

function cardOwnerOf(reference: string): string | undefined {
  return /^card-([0-9a-f-]{36})-[0-9a-f]{12}$/.exec(reference)?.[1];
}

export function createAdyenGateway(options: AdyenGatewayOptions): PaymentGateway {
  async function call<T extends z.ZodType>(
    schema: T,
    path: string,
    init: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<z.infer<T>> {
    const response = await fetch(`${options.checkoutUrl}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'X-API-Key': options.apiKey,
        'Content-Type': 'application/json',
        ...(init.idempotencyKey && { 'Idempotency-Key': init.idempotencyKey }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Adyen ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return schema.parse(JSON.parse(text));
  }

  /** How a payment or card setup stands once the customer is back from the Drop-in or the bank's page. */
  async function resultFromReturn(reference: string, details: Record<string, string>): Promise<ChargeResult> {
    if (details.redirectResult) {
      const answer = await call(paymentAnswer, '/payments/details', {
        body: { details: { redirectResult: details.redirectResult } },
      });
      // A redirect result of another payment says nothing about this one.
      return answer.merchantReference === reference ? resultOf(answer, reference) : { status: 'processing', reference };
    }
    if (details.sessionId && details.sessionResult) {
      const query = new URLSearchParams({ sessionResult: details.sessionResult });
      const answer = await call(sessionResultAnswer, `/sessions/${encodeURIComponent(details.sessionId)}?${query}`);
      if (answer.reference !== reference) return { status: 'processing', reference };
      // The session result carries no card details: a kept card arrives with the webhook.
      if (answer.status === 'completed') return { status: 'succeeded', reference };
      if (answer.status === 'paymentPending') return { status: 'processing', reference };
      if (answer.status === 'active') return { status: 'requires_action', reference };
      return { status: 'failed', reference, failureKey: 'card_declined' };
    }
    // Nothing to ask with: the webhook will tell.
    return { status: 'processing', reference };
  }

  const hosted: HostedCheckout = {
    browser: { clientKey: options.clientKey, environment: options.environment },
    async start(request) {
      const session = await call(sessionAnswer, '/sessions', {
        idempotencyKey: request.idempotencyKey,
        body: {
          merchantAccount: options.merchantAccount,
          amount: { value: request.amount, currency: request.currency },
          reference: request.paymentId,
          returnUrl: request.returnUrl,
          shopperReference: request.customerId,
          shopperInteraction: 'Ecommerce',
          ...(request.saveForLater && { storePaymentMethod: true, recurringProcessingModel: 'Subscription' }),
        },
      });
      return { reference: request.paymentId, session: { id: session.id, sessionData: session.sessionData } };
    },
    finalize: (reference, details) => resultFromReturn(reference, details),
    async startCardSetup(request) {
      const reference = cardSetupReference(request.customerId, request.idempotencyKey);
      const session = await call(sessionAnswer, '/sessions', {
        idempotencyKey: request.idempotencyKey,
        body: {
          merchantAccount: options.merchantAccount,
          // A zero-value authorisation checks the card without charging it.
          amount: { value: 0, currency: request.currency },
          reference,
          returnUrl: request.returnUrl,
          shopperReference: request.customerId,
          shopperInteraction: 'Ecommerce',
          storePaymentMethod: true,
          recurringProcessingModel: 'Subscription',
        },
      });
      return { reference, session: { id: session.id, sessionData: session.sessionData } };
    },
    async finalizeCardSetup(reference, customerId, details) {
      return cardOwnerOf(reference) === customerId ? resultFromReturn(reference, details) : null;
    },
  };

  return {
    name: 'adyen',
    hosted,
    ...cardFormOnly('Adyen'),
    // Adyen answers a pending payment by webhook only; until then it stays processing.
    retrieve: async (reference) => ({ status: 'processing', reference }),
    async chargeSaved(request) {
      const [shopperReference, storedPaymentMethodId] = request.method.split('/');
      // Merchant references are at most 80 characters; the idempotency key names the renewal uniquely.
      const reference = `renewal-${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 32)}`;
      const answer = await call(paymentAnswer, '/payments', {
        idempotencyKey: request.idempotencyKey,
        body: {
          merchantAccount: options.merchantAccount,
          amount: { value: request.amount, currency: request.currency },
          reference,
          paymentMethod: { type: 'scheme', storedPaymentMethodId },
          shopperReference,
          shopperInteraction: 'ContAuth',
          recurringProcessingModel: 'Subscription',
        },
      });
      return resultOf(answer, answer.pspReference ?? reference);
    },
    async parseWebhook(body) {
      let parsed;
      try {
        parsed = notificationBody.safeParse(JSON.parse(body));
      } catch {
        return null;
      }
      if (!parsed.success) return null;
      const items = parsed.data.notificationItems.map((entry) => entry.NotificationRequestItem);
      if (!items.every((item) => isGenuineItem(item, options.hmacKey))) return null;
      return items.flatMap((item) => eventOf(item) ?? []);
    },
  };
}
