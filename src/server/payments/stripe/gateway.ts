import Stripe from 'stripe';
import type { CardSummary, ChargeResult, FailureKey, GatewayEvent, HostedCheckout, PaymentGateway } from '../port';
import { cardFormOnly } from '../hosted';

/**
 * Stripe (PaymentIntents; SetupIntents for a free first period): the Payment Element takes the card in the
 * browser, so our server never sees it. A subscription's card is kept on a Stripe customer made for it, as
 * `{customer}/{payment method}`, and renewals charge it off-session.
 */
export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host (a local fixture server in the contract tests). */
  apiUrl?: string;
  timeoutMs?: number;
}

/** Stripe's decline and error codes, in the checkout's words (spec 2 §8). */
function failureKeyOf(code: string | null | undefined, declineCode: string | null | undefined): FailureKey {
  if (declineCode === 'insufficient_funds' || code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'expired_card' || declineCode === 'expired_card') return 'expired_card';
  if (code === 'authentication_required' || code === 'payment_intent_authentication_failure') {
    return 'authentication_failed';
  }
  return 'card_declined';
}

function cardOf(method: string | Stripe.PaymentMethod | null): CardSummary | undefined {
  if (!method || typeof method === 'string' || !method.card) return undefined;
  const { last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { last4, expMonth, expYear };
}

const idOf = (value: string | { id: string } | null) =>
  value === null || typeof value === 'string' ? value : value.id;

/** A PaymentIntent or SetupIntent as our payment: paid, refused, or still waiting for the customer or the bank. */
function resultOf(intent: Stripe.PaymentIntent | Stripe.SetupIntent): ChargeResult {
  const reference = intent.id;
  const error = 'last_payment_error' in intent ? intent.last_payment_error : intent.last_setup_error;
  const customer = idOf(intent.customer);
  const method = idOf(intent.payment_method);
  const saved = customer && method ? { savedMethod: `${customer}/${method}`, card: cardOf(intent.payment_method) } : {};
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', reference, ...saved };
    case 'processing':
      return { status: 'processing', reference };
    case 'canceled':
      return { status: 'failed', reference, failureKey: 'card_declined' };
    case 'requires_payment_method':
      // Refused once: the customer may try another card in the same form, but this attempt failed.
      return error
        ? { status: 'failed', reference, failureKey: failureKeyOf(error.code, error.decline_code) }
        : { status: 'requires_action', reference };
    default:
      return { status: 'requires_action', reference };
  }
}

const SETUP_INTENT = /^seti_/;

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 10_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  async function current(reference: string): Promise<ChargeResult> {
    const expand = ['payment_method'];
    const intent = SETUP_INTENT.test(reference)
      ? await stripe.setupIntents.retrieve(reference, { expand })
      : await stripe.paymentIntents.retrieve(reference, { expand });
    return resultOf(intent);
  }

  const hosted: HostedCheckout = {
    browser: { publishableKey: options.publishableKey },
    async start(request) {
      const metadata = { payment_id: request.paymentId, customer_id: request.customerId };
      const customer = request.saveForLater
        ? await stripe.customers.create({ metadata }, { idempotencyKey: `${request.idempotencyKey}:customer` })
        : undefined;
      // Nothing to pay now (free days): the card is only checked and kept, with a SetupIntent.
      if (request.amount === 0) {
        const setup = await stripe.setupIntents.create(
          { customer: customer?.id, allowed_payment_method_types: ['card'], usage: 'off_session', metadata },
          { idempotencyKey: request.idempotencyKey },
        );
        return {
          reference: setup.id,
          session: { clientSecret: setup.client_secret ?? '', mode: 'setup', returnUrl: request.returnUrl },
        };
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          metadata,
          ...(customer && { customer: customer.id, setup_future_usage: 'off_session' as const }),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return {
        reference: intent.id,
        session: { clientSecret: intent.client_secret ?? '', mode: 'payment', returnUrl: request.returnUrl },
      };
    },
    // Stripe's own answer decides, not the return address's parameters (anyone can type those).
    finalize: (reference) => current(reference),
    async startCardSetup(request) {
      const metadata = { customer_id: request.customerId, purpose: 'card_change' };
      const key = request.idempotencyKey;
      const customer = await stripe.customers.create({ metadata }, { idempotencyKey: `${key}:customer` });
      const setup = await stripe.setupIntents.create(
        { customer: customer.id, allowed_payment_method_types: ['card'], usage: 'off_session', metadata },
        { idempotencyKey: key },
      );
      const session = { clientSecret: setup.client_secret ?? '', mode: 'setup', returnUrl: request.returnUrl };
      return { reference: setup.id, session };
    },
    async finalizeCardSetup(reference, customerId) {
      if (!SETUP_INTENT.test(reference)) return null;
      const setup = await stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] });
      return setup.metadata?.customer_id === customerId ? resultOf(setup) : null;
    },
  };

  return {
    name: 'stripe',
    hosted,
    ...cardFormOnly('Stripe'),
    retrieve: (reference) => current(reference),
    async chargeSaved(request) {
      const [customer, method] = request.method.split('/');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            customer,
            payment_method: method,
            off_session: true,
            confirm: true,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return resultOf(intent);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
        const reference = error.payment_intent?.id ?? `declined:${request.idempotencyKey}`;
        return { status: 'failed', reference, failureKey: failureKeyOf(error.code, error.decline_code) };
      }
    },
    async parseWebhook(body, headers) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, headers.get('stripe-signature') ?? '', options.webhookSecret);
      } catch {
        return null;
      }
      return eventsOf(event, current);
    },
  };
}

/** The payment results in one Stripe event; the card of a success is read back from Stripe. */
async function eventsOf(
  event: Stripe.Event,
  current: (reference: string) => Promise<ChargeResult>,
): Promise<GatewayEvent[]> {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'setup_intent.succeeded': {
      const result = await current(event.data.object.id);
      return result.status === 'succeeded' ? [{ ...result, status: 'succeeded' }] : [];
    }
    case 'payment_intent.payment_failed':
    case 'setup_intent.setup_failed': {
      const intent = event.data.object;
      const error = 'last_payment_error' in intent ? intent.last_payment_error : intent.last_setup_error;
      return [{ reference: intent.id, status: 'failed', failureKey: failureKeyOf(error?.code, error?.decline_code) }];
    }
    default:
      return [];
  }
}
