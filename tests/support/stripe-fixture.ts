import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type Stripe from 'stripe';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A local server speaking Stripe's wire format for the calls our Stripe gateway makes: form-encoded requests with
 * bracketed keys, a Bearer secret key, `Idempotency-Key` replay, JSON objects and `{ error }` answers with 402 for
 * card errors. What the Payment Element does in the browser (confirming with a card) is `customerPays`. Replies are
 * typed by the `stripe` package's own types (the fields this fixture sets), so a reply of the wrong shape fails the
 * type check.
 */
export const STRIPE_KEY = 'sk_test_fixture_0123456789';

type CardError = Stripe.PaymentIntent.LastPaymentError & Stripe.SetupIntent.LastSetupError;
type Outcome = Pick<CardError, 'code' | 'decline_code'>;

/** Stripe's test payment methods: what each does when it pays. */
const OUTCOMES: Record<string, Outcome> = {
  pm_card_visa: {},
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds' },
  pm_card_authenticationRequired: { code: 'authentication_required' },
};

/** The fields of a PaymentIntent or SetupIntent this fixture keeps, as Stripe's types name them. */
type Intent = Pick<Stripe.PaymentIntent, 'id' | 'client_secret' | 'metadata'> & {
  object: 'payment_intent' | 'setup_intent';
  status: Stripe.PaymentIntent.Status & Stripe.SetupIntent.Status;
  customer: string | null;
  payment_method: string | null;
} & Partial<Pick<Stripe.PaymentIntent, 'amount' | 'currency' | 'setup_future_usage' | 'last_payment_error'>> &
  Partial<Pick<Stripe.SetupIntent, 'last_setup_error'>>;
type PaymentMethodReply = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type'> & {
  card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>;
};
type ErrorReply = { error: Omit<Stripe.StripeRawError, 'payment_intent'> & { payment_intent?: unknown } };

export interface StripeFixture extends FixtureServer {
  intents: Map<string, Intent>;
  /** Requests received, as `METHOD path`. */
  calls: string[];
  /** The customer confirms in the Payment Element with one of Stripe's test payment methods. */
  customerPays(intentId: string, paymentMethod: keyof typeof OUTCOMES): void;
}

async function formOf(req: IncomingMessage): Promise<Map<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new Map(new URLSearchParams(text));
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

function metadataOf(form: Map<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

function paymentMethodObject(pm: string): PaymentMethodReply {
  return {
    id: pm,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  };
}

function errorOf(outcome: Outcome): CardError {
  return { type: 'card_error', ...outcome, message: 'Your card was declined.' };
}

export async function startStripeFixture(): Promise<StripeFixture> {
  const intents = new Map<string, Intent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];

  function pay(intent: Intent, pm: string): { status: number; body: unknown } | null {
    const outcome = OUTCOMES[pm] ?? {};
    intent.payment_method = pm;
    if (outcome.code) {
      intent.status = 'requires_payment_method';
      if (intent.object === 'payment_intent') intent.last_payment_error = errorOf(outcome);
      else intent.last_setup_error = errorOf(outcome);
      const { code, decline_code } = outcome;
      const error: ErrorReply = {
        error: {
          type: 'card_error',
          code,
          decline_code,
          message: 'Your card was declined.',
          payment_intent: view(intent, false),
        },
      };
      return { status: 402, body: error };
    }
    intent.status = 'succeeded';
    return null;
  }

  function view(intent: Intent, expand: boolean) {
    const method = intent.payment_method;
    return { ...intent, payment_method: expand && method ? paymentMethodObject(method) : method };
  }

  function create(object: Intent['object'], form: Map<string, string>) {
    const intentId = id(object === 'payment_intent' ? 'pi' : 'seti');
    const shared = {
      id: intentId,
      status: 'requires_payment_method' as const,
      customer: form.get('customer') ?? null,
      payment_method: null,
      client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
      metadata: metadataOf(form),
    };
    const intent: Intent =
      object === 'payment_intent'
        ? {
            ...shared,
            object,
            amount: Number(form.get('amount')),
            currency: form.get('currency') ?? '',
            setup_future_usage: (form.get('setup_future_usage') as Intent['setup_future_usage']) ?? null,
            last_payment_error: null,
          }
        : { ...shared, object, last_setup_error: null };
    intents.set(intentId, intent);
    if (form.get('confirm') === 'true' && form.get('payment_method')) {
      const failed = pay(intent, form.get('payment_method')!);
      if (failed) return failed;
    }
    return { status: 200, body: view(intent, false) };
  }

  const server = await startFixtureServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    calls.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${STRIPE_KEY}`) {
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${url.pathname}:${key}` : null;
    if (replayKey && replies.has(replayKey)) {
      const reply = replies.get(replayKey)!;
      return sendJson(res, reply.status, reply.body);
    }
    const form = req.method === 'POST' ? await formOf(req) : new Map<string, string>();
    const expand = [...url.searchParams.keys()].some((name) => name.startsWith('expand'));
    let reply: { status: number; body: unknown };
    const found = /^\/v1\/(payment_intents|setup_intents)\/(\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer: Pick<Stripe.Customer, 'id' | 'object' | 'metadata'> = {
        id: id('cus'),
        object: 'customer',
        metadata: metadataOf(form),
      };
      reply = { status: 200, body: customer };
    } else if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      reply = create('payment_intent', form);
    } else if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
      reply = create('setup_intent', form);
    } else if (req.method === 'GET' && found && intents.has(found[2]!)) {
      reply = { status: 200, body: view(intents.get(found[2]!)!, expand) };
    } else {
      reply = { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } };
    }
    if (replayKey) replies.set(replayKey, reply);
    sendJson(res, reply.status, reply.body);
  });

  return {
    ...server,
    intents,
    calls,
    customerPays(intentId, paymentMethod) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      pay(intent, paymentMethod);
    },
  };
}
