import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from './fixture-server';

/**
 * The commerce half of the InPlayer fixture (tests/support/jwp-fixture.ts): spec 1 §7 "Second platform" access
 * and payment calls, form-encoded with the customer's Bearer token, state in memory.
 *
 * Sources: InPlayer's JavaScript SDK (github.com/inplayer-org/inplayer.js: src/constants/index.ts for the paths,
 * src/endpoints/payment.ts, subscription.ts and voucher.ts for the form fields — `number`, `card_name`,
 * `exp_month`, `exp_year`, `cvv`, `access_fee`, `payment_method`, `referrer`, `voucher_code`, `return_url`; the
 * 3-D Secure confirmation posts `pi_id` to the same path — and src/models/IPayment&Subscription.ts for the replies:
 * `{ message }` on a submitted payment, `{ cards: [...] }` for the default card; src/endpoints/payment.ts
 * `getPayPalParams` and the `GeneratePayPalParameters` model for PayPal, see `startExternalPayment`) and JW's OTT web app
 * (github.com/jwplayer/ott-web-app, JWPCheckoutService.ts and JWPSubscriptionService.ts: access fees `{ id, amount
 * (major units), currency, description, access_type: { name, quantity, period }, item: { id, title }, trial_period
 * }`, vouchers `{ amount, discount_duration }` and "Voucher not found", subscriptions `{ subscription_id, item_id,
 * access_fee_id, action_type, next_rebill_date, charged_amount, currency, title, unsubscribe_url }`, history
 * entries `{ transaction_token, trx_token, item_id, item_title, item_type, payment_method_name, currency_iso,
 * charged_amount, created_at }`). This fixture's own choices: the 3-D Secure reply `{ message, pi_id }`, the
 * receipt as the transaction's JSON, `access_fee_id` and `card_last4` on history entries, and the test cards
 * (Stripe's test numbers: 4242… pays, 4000…0002 is declined, 4000…9995 has no funds, 4000 0027 6000 3184 asks
 * for 3-D Secure).
 */
export const ASSET_ID = 117_045;

export const ACCESS_FEES = [
  fee(9001, 7.99, 'Monthly pass', { name: 'subscription', quantity: 1, period: 'month' }, { quantity: 7 }),
  fee(9002, 79, 'Yearly pass', { name: 'subscription', quantity: 12, period: 'month' }),
  fee(9003, 3.99, 'Event ticket', { name: 'ppv', quantity: 48, period: 'hour' }),
];

/** InPlayer's id of the merchant's PayPal method (GET /payments/methods), which POST /external-payments names. */
export const PAYPAL_METHOD_ID = 2;

/** Voucher codes and their percentage off; any other code is "Voucher not found". */
export const VOUCHERS: Record<string, number> = { JWP50: 50, JWPFREE: 100 };

function fee(
  id: number,
  amount: number,
  description: string,
  accessType: { name: string; quantity: number; period: string },
  trial?: { quantity: number },
) {
  return {
    id,
    merchant_id: 2_001,
    amount,
    currency: 'EUR',
    description,
    access_type: { id: id - 9000, account_id: 2_001, ...accessType },
    item: { id: ASSET_ID, title: 'Aurora pass', plan_switch_enabled: true },
    item_id: ASSET_ID,
    trial_period: trial
      ? { quantity: trial.quantity, period: 'day', description: `${trial.quantity} days free` }
      : null,
    expires_at: null,
  };
}
type AccessFee = (typeof ACCESS_FEES)[number];

interface Transaction {
  transaction_token: string;
  trx_token: string;
  item_id: number;
  item_title: string;
  item_type: string;
  access_fee_id: number;
  payment_method_name: string;
  currency_iso: string;
  charged_amount: number;
  card_last4: string | null;
  created_at: number;
}

interface Subscription {
  subscription_id: string;
  item_id: number;
  access_fee_id: number;
  action_type: 'recurrent' | 'free-trial' | 'canceled';
  next_rebill_date: number;
  charged_amount: number;
  currency: string;
  title: string;
  access_type: { period: string };
  unsubscribe_url: string;
}

/** What the commerce half keeps per account (the account half owns the account itself). */
export interface CommerceState {
  access: Map<number, number>; // item id -> expires_at
  transactions: Transaction[];
  subscriptions: Subscription[];
  card: { number: string; card_name: string; exp_month: number; exp_year: number } | null;
  /** A 3-D Secure payment waiting for `pi_id`. */
  pending: Map<string, Record<string, string>>;
}

export const emptyCommerceState = (): CommerceState => ({
  access: new Map(),
  transactions: [],
  subscriptions: [],
  card: null,
  pending: new Map(),
});

const nowS = () => Math.floor(Date.now() / 1000);
const fail = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { code: status, message });
const PERIOD_S: Record<string, number> = { hour: 3600, day: 86_400, week: 604_800, month: 2_592_000 };
const periodS = (type: { quantity: number; period: string }) => type.quantity * (PERIOD_S[type.period] ?? 86_400);
const isSubscription = (accessFee: AccessFee) => accessFee.access_type.name === 'subscription';

function price(accessFee: AccessFee, voucher: string | undefined): number | null {
  if (!voucher) return accessFee.amount;
  const off = VOUCHERS[voucher.toUpperCase()];
  return off === undefined ? null : Math.round(accessFee.amount * (100 - off)) / 100;
}

export interface CommerceRequest {
  method: string;
  path: string;
  url: URL;
  form: Record<string, string>;
  state: CommerceState;
  /** The fixture's own address, for `unsubscribe_url`. */
  serverUrl: string;
  /** PayPal payments opened and not yet answered on the PayPal page, by token. */
  paypal: Map<string, PendingPaypal>;
}

/** Answers a commerce call of a signed-in account; false when the path is not one of them. */
export function handleCommerce(res: ServerResponse, request: CommerceRequest): boolean {
  const { method, path, url, form, state } = request;
  const feeById = (id: string | undefined) => ACCESS_FEES.find((candidate) => String(candidate.id) === id);

  const items = /^\/items\/(\d+)\/access$/.exec(path);
  if (method === 'GET' && items) {
    const expires = state.access.get(Number(items[1]));
    if (expires === undefined || expires <= nowS()) fail(res, 402, 'Access to this item requires payment');
    else sendJson(res, 200, { id: 1, item_id: Number(items[1]), created_at: nowS(), expires_at: expires });
    return true;
  }
  if (method === 'GET' && path === '/payments/methods') {
    sendJson(res, 200, [
      { id: 1, method_name: 'Card', is_external: false },
      { id: PAYPAL_METHOD_ID, method_name: 'Paypal', is_external: true },
    ]);
    return true;
  }
  if (method === 'POST' && path === '/external-payments') {
    startExternalPayment(res, request, request.paypal);
    return true;
  }
  if (method === 'POST' && path === '/vouchers/discount') {
    const accessFee = feeById(form.access_fee_id);
    if (!accessFee) fail(res, 404, 'Access fee not found');
    else {
      const amount = price(accessFee, form.voucher_code);
      if (amount === null) fail(res, 404, 'Voucher not found');
      else sendJson(res, 200, { amount, discount_duration: 1 });
    }
    return true;
  }
  if (method === 'POST' && (path === '/payments' || path === '/subscriptions')) {
    pay(res, request, path === '/subscriptions', feeById);
    return true;
  }
  if (method === 'GET' && path === '/subscriptions') {
    const limit = Number(url.searchParams.get('limit') ?? 15);
    const page = Number(url.searchParams.get('page') ?? 0);
    const collection = [...state.subscriptions].reverse().slice(page * limit, (page + 1) * limit);
    sendJson(res, 200, { total: state.subscriptions.length, page, offset: page * limit, limit, collection });
    return true;
  }
  const cancel = /^\/subscriptions\/cancel\/([^/]+)$/.exec(path);
  if (method === 'GET' && cancel) {
    const subscription = state.subscriptions.find((s) => s.subscription_id === cancel[1]);
    if (!subscription) fail(res, 404, 'Subscription not found');
    else {
      subscription.action_type = 'canceled';
      sendJson(res, 200, {
        code: 200,
        subscription: subscription.subscription_id,
        operation: 'cancel',
        description: 'Subscription cancelled',
        status: 'canceled',
        timestamp: nowS(),
      });
    }
    return true;
  }
  if (method === 'POST' && path === '/v2/subscriptions/stripe:switch') {
    const subscription = state.subscriptions.find((s) => s.subscription_id === form.inplayer_token);
    const target = feeById(form.access_fee_id);
    if (!subscription || subscription.action_type === 'canceled') fail(res, 404, 'Subscription not found');
    else if (!target || !isSubscription(target)) fail(res, 422, 'Invalid param access_fee_id');
    else {
      Object.assign(subscription, {
        access_fee_id: target.id,
        title: target.description,
        charged_amount: target.amount,
        access_type: { period: target.access_type.period },
      });
      sendJson(res, 200, { code: 200, message: 'Subscription plan has been switched' });
    }
    return true;
  }
  if (method === 'GET' && path === '/v2/accounting/payment-history') {
    sendJson(res, 200, { collection: [...state.transactions].reverse(), total: state.transactions.length });
    return true;
  }
  const receipt = /^\/v2\/accounting\/transactions\/([^/]+)\/receipt$/.exec(path);
  if (method === 'GET' && receipt) {
    const transaction = state.transactions.find((t) => t.transaction_token === decodeURIComponent(receipt[1]!));
    if (!transaction) fail(res, 404, 'Transaction not found');
    else sendJson(res, 200, transaction);
    return true;
  }
  if (path === '/v2/payments/cards/default' && method === 'GET') {
    sendJson(res, 200, { cards: state.card ? [state.card] : [] });
    return true;
  }
  return false;
}

const cardOf = (form: Record<string, string>) => ({
  number: (form.number ?? '').slice(-4),
  card_name: form.card_name ?? '',
  exp_month: Number(form.exp_month),
  exp_year: Number(form.exp_year),
});

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};
const THREE_DS = '4000002760003184';

function pay(
  res: ServerResponse,
  { form, state, serverUrl }: CommerceRequest,
  subscribe: boolean,
  feeById: (id: string | undefined) => AccessFee | undefined,
) {
  // The 3-D Secure confirmation: the payment posted before, now authenticated.
  if (form.pi_id) {
    const pending = state.pending.get(form.pi_id);
    if (!pending) return fail(res, 404, 'Payment intent not found');
    state.pending.delete(form.pi_id);
    return settle(res, pending);
  }
  const accessFee = feeById(form.access_fee);
  if (!accessFee) return fail(res, 404, 'Access fee not found');
  if (isSubscription(accessFee) !== subscribe) return fail(res, 422, 'Invalid param access_fee');
  if (!form.payment_method || !form.referrer) return fail(res, 422, 'Invalid param payment_method');
  if (price(accessFee, form.voucher_code) === null) return fail(res, 404, 'Voucher not found');
  const expires = state.access.get(accessFee.item.id);
  if (expires !== undefined && expires > nowS()) return fail(res, 409, 'Already have an active access');
  const decline = DECLINES[form.number ?? ''];
  if (decline) return fail(res, 402, decline);
  if (form.number === THREE_DS) {
    const piId = `pi_${randomBytes(12).toString('hex')}`;
    state.pending.set(piId, form);
    return sendJson(res, 200, { message: 'Additional authentication required', pi_id: piId });
  }
  return settle(res, form);

  function settle(reply: ServerResponse, paid: Record<string, string>) {
    state.card = cardOf(paid);
    grantPurchase(state, feeById(paid.access_fee)!, paid.voucher_code, serverUrl, { card_last4: state.card.number });
    return sendJson(reply, 200, { message: 'Submitted for payment' });
  }
}

/** A paid access fee: access to its item, the transaction, and for a subscription the subscription. */
function grantPurchase(
  state: CommerceState,
  bought: AccessFee,
  voucher: string | undefined,
  serverUrl: string,
  paidWith: { card_last4: string } | 'paypal',
) {
  const subscribe = isSubscription(bought);
  const amount = price(bought, voucher)!;
  const trial = subscribe && bought.trial_period && !voucher;
  const until = nowS() + (trial ? bought.trial_period!.quantity * 86_400 : periodS(bought.access_type));
  state.access.set(bought.item.id, until);
  state.transactions.push({
    transaction_token: `T-${randomBytes(8).toString('hex')}`,
    trx_token: randomUUID(),
    item_id: bought.item.id,
    item_title: bought.description,
    item_type: subscribe ? 'subscription' : 'ppv',
    access_fee_id: bought.id,
    payment_method_name: paidWith === 'paypal' ? 'Paypal' : 'Card',
    currency_iso: bought.currency,
    charged_amount: trial ? 0 : amount,
    card_last4: paidWith === 'paypal' ? null : paidWith.card_last4,
    created_at: nowS(),
  });
  if (subscribe) {
    const id = `S-${randomBytes(8).toString('hex')}`;
    state.subscriptions.push({
      subscription_id: id,
      item_id: bought.item.id,
      access_fee_id: bought.id,
      action_type: trial ? 'free-trial' : 'recurrent',
      next_rebill_date: until,
      charged_amount: bought.amount,
      currency: bought.currency,
      title: bought.description,
      access_type: { period: bought.access_type.period },
      unsubscribe_url: `${serverUrl}/subscriptions/cancel/${id}`,
    });
  }
}

/** A PayPal payment InPlayer opened (POST /external-payments), waiting for the customer on PayPal's page. */
export interface PendingPaypal {
  state: CommerceState;
  accessFee: AccessFee;
  voucher: string | undefined;
  origin: string;
  serverUrl: string;
}

/** Where the PayPal page sends a cancelling customer back: `origin` marked `paypal=cancelled` (this fixture's choice). */
export const PAYPAL_CANCEL_MARKER = ['paypal', 'cancelled'] as const;

/**
 * POST /external-payments (InPlayer's SDK `getPayPalParams`, JW's web app `paymentWithPayPal`): form `origin`,
 * `access_fee`, `payment_method` (the PayPal method of GET /payments/methods), `voucher_code`. The reply is
 * `GeneratePayPalParameters` of the SDK's models — `{ endpoint, business, item_name, currency_code, return,
 * cancel_return }` — whose `endpoint` here is this fixture's PayPal page; a customer who already holds the access
 * gets the access `{ id, item_id, expires_at }` instead (JW's web app reads an `id` as "Already have an active
 * access").
 */
function startExternalPayment(
  res: ServerResponse,
  { form, state, serverUrl }: CommerceRequest,
  paypal: Map<string, PendingPaypal>,
) {
  const accessFee = ACCESS_FEES.find((candidate) => String(candidate.id) === form.access_fee);
  if (!accessFee) return fail(res, 404, 'Access fee not found');
  if (form.payment_method !== String(PAYPAL_METHOD_ID)) return fail(res, 422, 'Invalid param payment_method');
  if (!/^https?:\/\//.test(form.origin ?? '')) return fail(res, 422, 'Invalid param origin');
  if (price(accessFee, form.voucher_code) === null) return fail(res, 404, 'Voucher not found');
  const expires = state.access.get(accessFee.item.id);
  if (expires !== undefined && expires > nowS()) {
    return sendJson(res, 200, { id: 1, item_id: accessFee.item.id, expires_at: expires });
  }
  const token = `EC-${randomBytes(8).toString('hex')}`;
  paypal.set(token, { state, accessFee, voucher: form.voucher_code, origin: form.origin!, serverUrl });
  return sendJson(res, 200, {
    endpoint: `${serverUrl}/paypal-sandbox/checkout?token=${token}`,
    business: 'merchant@aurora.test',
    item_name: accessFee.description,
    currency_code: accessFee.currency,
    return: `${serverUrl}/external-payments/paypal/return`,
    cancel_return: `${serverUrl}/external-payments/paypal/cancel`,
  });
}

/**
 * The fake PayPal page an `endpoint` leads to (no InPlayer token: the customer's browser opens it). Without
 * `action`: a page with "Pay with PayPal" and "Cancel and return". `approve` grants the access as InPlayer does once
 * PayPal has paid, then sends the customer to `origin`; `cancel` sends them to `origin` with the cancel marker.
 */
export function handlePaypalPage(res: ServerResponse, url: URL, paypal: Map<string, PendingPaypal>): void {
  const token = url.searchParams.get('token') ?? '';
  const pending = paypal.get(token);
  if (!pending) return fail(res, 404, 'Unknown token');
  const action = url.searchParams.get('action');
  if (!action) {
    const link = (answer: string, label: string) =>
      `<a href="?token=${encodeURIComponent(token)}&amp;action=${answer}">${label}</a>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>PayPal sandbox</title></head><body><main><h1>PayPal sandbox for InPlayer (test double)</h1>` +
        `<p>${pending.accessFee.description}: ${pending.accessFee.currency} ${price(pending.accessFee, pending.voucher)}</p>` +
        `<ul><li>${link('approve', 'Pay with PayPal')}</li><li>${link('cancel', 'Cancel and return')}</li></ul>` +
        `</main></body></html>`,
    );
    return;
  }
  paypal.delete(token);
  const back = new URL(pending.origin);
  if (action === 'cancel') back.searchParams.set(...PAYPAL_CANCEL_MARKER);
  else grantPurchase(pending.state, pending.accessFee, pending.voucher, pending.serverUrl, 'paypal');
  res.writeHead(302, { location: back.href }).end();
}
