import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A local server speaking Stripe's wire format for the calls our Stripe gateway makes: form-encoded requests with
 * bracketed keys, a Bearer secret key, `Idempotency-Key` replay, JSON objects and `{ error }` answers with 402 for
 * card errors. What the Payment Element does in the browser (confirming with a card) is `customerPays`.
 */
export const STRIPE_KEY = 'sk_test_fixture_0123456789';

/** Stripe's test payment methods: what each does when it pays. */
const OUTCOMES: Record<string, { decline?: string; code?: string }> = {
  pm_card_visa: {},
  pm_card_chargeDeclined: { code: 'card_declined', decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline: 'insufficient_funds' },
  pm_card_authenticationRequired: { code: 'authentication_required' },
};

interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  amount?: number;
  currency?: string;
  customer: string | null;
  payment_method: string | null;
  client_secret: string;
  metadata: Record<string, string>;
  setup_future_usage?: string | null;
  last_payment_error?: unknown;
  last_setup_error?: unknown;
}

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

function paymentMethodObject(pm: string) {
  return {
    id: pm,
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  };
}

function errorOf(outcome: { decline?: string; code?: string }) {
  return { type: 'card_error', code: outcome.code, decline_code: outcome.decline, message: 'Your card was declined.' };
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
      intent[intent.object === 'payment_intent' ? 'last_payment_error' : 'last_setup_error'] = errorOf(outcome);
      return { status: 402, body: { error: { ...errorOf(outcome), payment_intent: view(intent, false) } } };
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
    const intent: Intent = {
      id: intentId,
      object,
      status: 'requires_payment_method',
      customer: form.get('customer') ?? null,
      payment_method: null,
      client_secret: `${intentId}_secret_${randomBytes(6).toString('hex')}`,
      metadata: metadataOf(form),
      ...(object === 'payment_intent' && {
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        setup_future_usage: form.get('setup_future_usage') ?? null,
      }),
    };
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
      reply = { status: 200, body: { id: id('cus'), object: 'customer', metadata: metadataOf(form) } };
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
