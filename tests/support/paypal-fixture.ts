import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { crc32 } from 'node:zlib';
import type { CheckoutOrdersV2, CreateOrderRequestBody, OrderResponseBody } from '@paypal/paypal-js';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A local server speaking PayPal's REST wire format for the calls our PayPal gateway makes: the OAuth2
 * client-credentials token, Orders v2 (create, get, capture; `PayPal-Request-Id` replay; 422 with `details[].issue`)
 * and `verify-webhook-signature`. Its replies are typed by PayPal's own Orders v2 OpenAPI types (shipped in
 * `@paypal/paypal-js`), so a reply of the wrong shape fails the type check. What the buyer does in PayPal's window
 * is `buyerApproves` / `buyerPatchesAmount`; `webhook` builds a delivery signed as PayPal signs one (RSA-SHA256 over
 * transmission id, time, webhook id and the body's CRC32). `/sdk/js` serves a stand-in for PayPal's browser SDK
 * (its `paypal.Buttons`), which the e2e checkout loads instead of PayPal's.
 */
export const PAYPAL_CLIENT_ID = 'AYfixture-client-id';
export const PAYPAL_SECRET = 'EFfixture-secret';
export const PAYPAL_WEBHOOK_ID = '8PT597110X687430LKGECATA';

type Capture = CheckoutOrdersV2['components']['schemas']['capture'];
type Money = CheckoutOrdersV2['components']['schemas']['money'];
type ErrorBody = {
  name: string;
  message: string;
  details?: Array<{ issue: string; description?: string }>;
};
/** A Payments v2 capture, as webhooks carry it: the Orders capture with the ids it belongs to. */
type WebhookCapture = Capture & {
  supplementary_data: { related_ids: { order_id: string } };
};
interface WebhookEvent {
  id: string;
  event_version: string;
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: WebhookCapture;
}

/** What the buyer's PayPal account does at capture. */
export type Funding = 'ok' | 'instrument-declined' | 'capture-declined';

export interface PaypalFixture extends FixtureServer {
  orders: Map<string, OrderResponseBody>;
  /** Captures PayPal took (money moved). */
  captures: Capture[];
  /** Calls received, as `METHOD path`. */
  calls: string[];
  /** The buyer approves the order in PayPal's window; `funding` decides what the capture then does. */
  buyerApproves(orderId: string, funding?: Funding): void;
  /** The browser changes the order's amount before approving it (the JS SDK's `actions.order.patch`). */
  buyerPatchesAmount(orderId: string, amount: Money): void;
  /** A webhook delivery about the order's capture, signed by this PayPal unless `forged`. */
  webhook(
    orderId: string,
    type: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.DECLINED',
    options?: { forged?: boolean; amount?: Money },
  ): { body: string; headers: Record<string, string> };
  /** What the stand-in buttons' buyer does next in PayPal's window: approve (default) or close it. */
  nextBuyer: 'approve' | 'cancel';
}

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** PayPal's ids: upper-case letters and digits. */
const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
const issue = (status: number, name: string, code: string): { status: number; body: ErrorBody } => ({
  status,
  body: {
    name,
    message: 'The requested action could not be performed.',
    details: [{ issue: code }],
  },
});

function signedText(transmissionId: string, time: string, webhookId: string, body: string): string {
  return `${transmissionId}|${time}|${webhookId}|${crc32(body)}`;
}

export async function startPaypalFixture(): Promise<PaypalFixture> {
  const orders = new Map<string, OrderResponseBody>();
  const fundings = new Map<string, Funding>();
  const captures: Capture[] = [];
  const calls: string[] = [];
  const tokens = new Set<string>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
  });
  let url = '';

  function createOrder(request: CreateOrderRequestBody): {
    status: number;
    body: OrderResponseBody | ErrorBody;
  } {
    const unit = request.purchase_units[0];
    if (request.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code) {
      return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    }
    const id = paypalId();
    const order: OrderResponseBody = {
      id,
      intent: 'CAPTURE',
      status: request.payment_source?.paypal ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      purchase_units: [
        {
          reference_id: unit.reference_id,
          custom_id: unit.custom_id,
          amount: unit.amount,
        },
      ],
      create_time: new Date().toISOString(),
      links: [
        { href: `${url}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        {
          href: `${url}/checkoutnow?token=${id}`,
          rel: 'payer-action',
          method: 'GET',
        },
      ],
    };
    orders.set(id, order);
    return { status: 200, body: order };
  }

  function captureOrder(order: OrderResponseBody): {
    status: number;
    body: OrderResponseBody | ErrorBody;
  } {
    if (order.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    const funding = fundings.get(order.id ?? '') ?? 'ok';
    if (funding === 'instrument-declined') return issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    const unit = order.purchase_units![0]!;
    const captured: Capture = {
      id: paypalId(),
      status: funding === 'ok' ? 'COMPLETED' : 'DECLINED',
      amount: unit.amount ? { currency_code: unit.amount.currency_code, value: unit.amount.value } : undefined,
      custom_id: unit.custom_id,
      final_capture: true,
      create_time: new Date().toISOString(),
    };
    if (captured.status === 'COMPLETED') captures.push(captured);
    unit.payments = { captures: [captured] };
    order.status = 'COMPLETED';
    return { status: 201, body: order };
  }

  function verify(body: Record<string, unknown>): {
    verification_status: 'SUCCESS' | 'FAILURE';
  } {
    const text = signedText(
      String(body.transmission_id),
      String(body.transmission_time),
      String(body.webhook_id),
      JSON.stringify(body.webhook_event),
    );
    const genuine =
      body.webhook_id === PAYPAL_WEBHOOK_ID &&
      body.auth_algo === 'SHA256withRSA' &&
      createVerify('RSA-SHA256').update(text).verify(publicKey, String(body.transmission_sig), 'base64');
    return { verification_status: genuine ? 'SUCCESS' : 'FAILURE' };
  }

  async function route(req: IncomingMessage, path: string): Promise<{ status: number; body: unknown }> {
    const found = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(path);
    const order = found ? orders.get(found[1]!) : undefined;
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      return createOrder((await jsonOf(req)) as unknown as CreateOrderRequestBody);
    }
    if (req.method === 'GET' && order && !found?.[2]) return { status: 200, body: order };
    if (req.method === 'POST' && order && found?.[2]) return captureOrder(order);
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      return { status: 200, body: verify(await jsonOf(req)) };
    }
    return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  }

  const server = await startFixtureServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    calls.push(`${req.method} ${path}`);
    if (path === '/sdk/js') return sendBrowserSdk(res, url);
    if (req.method === 'POST' && path.startsWith('/test/buyer/')) return answerBuyer(path.slice(12), res);
    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${PAYPAL_CLIENT_ID}:${PAYPAL_SECRET}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) {
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      return sendJson(res, 200, {
        scope: 'openid',
        access_token: token,
        token_type: 'Bearer',
        expires_in: 32400,
      });
    }
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return sendJson(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    }
    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${path}:${requestId}` : null;
    const reply = (replayKey && replies.get(replayKey)) || (await route(req, path));
    if (replayKey) replies.set(replayKey, reply);
    sendJson(res, reply.status, reply.body);
  });
  url = server.url;

  const fixture: PaypalFixture = {
    ...server,
    orders,
    captures,
    calls,
    nextBuyer: 'approve',
    buyerApproves(orderId, funding = 'ok') {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
      order.payment_source = {
        paypal: {
          email_address: 'buyer@example.com',
          account_id: 'QYR5Z8XDVJNXQ',
        },
      };
      fundings.set(orderId, funding);
    },
    buyerPatchesAmount(orderId, amount) {
      const unit = orders.get(orderId)?.purchase_units?.[0];
      if (!unit) throw new Error(`no PayPal order ${orderId}`);
      unit.amount = amount;
    },
    webhook(orderId, type, options = {}) {
      const unit = orders.get(orderId)?.purchase_units?.[0];
      const captured = unit?.payments?.captures?.[0];
      const resource: WebhookCapture = {
        id: captured?.id ?? paypalId(),
        status: type === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
        amount: options.amount ?? captured?.amount ?? unit?.amount,
        custom_id: unit?.custom_id,
        supplementary_data: { related_ids: { order_id: orderId } },
      };
      const event: WebhookEvent = {
        id: `WH-${paypalId()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        event_type: type,
        summary: `Payment ${type === 'PAYMENT.CAPTURE.COMPLETED' ? 'completed' : 'declined'}`,
        resource,
      };
      const body = JSON.stringify(event);
      const transmissionId = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      const signer = createSign('RSA-SHA256').update(signedText(transmissionId, time, PAYPAL_WEBHOOK_ID, body));
      const signature = signer.sign(
        options.forged ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : privateKey,
      );
      return {
        body,
        headers: {
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${url}/v1/notifications/certs/CERT-fixture`,
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': signature.toString('base64'),
          'paypal-transmission-time': time,
        },
      };
    },
  };

  /** The stand-in buttons ask here what the buyer did in PayPal's window (CORS: the checkout is another origin). */
  function answerBuyer(orderId: string, res: Parameters<Parameters<typeof startFixtureServer>[0]>[1]) {
    res.setHeader('access-control-allow-origin', '*');
    if (fixture.nextBuyer === 'cancel') return sendJson(res, 200, { approved: false });
    fixture.buyerApproves(orderId);
    sendJson(res, 200, { approved: true });
  }

  return fixture;
}

/**
 * The stand-in for PayPal's browser SDK: `paypal.Buttons({ createOrder, onApprove, onCancel, onError })` renders one
 * PayPal button; a click asks the page for its order, lets the fixture's buyer answer, and calls back as PayPal does.
 */
function sendBrowserSdk(res: Parameters<Parameters<typeof startFixtureServer>[0]>[1], base: string) {
  const script = `(() => {
  const base = ${JSON.stringify(base)};
  window.paypal = {
    version: 'fixture',
    Buttons(options) {
      return {
        isEligible: () => true,
        render(target) {
          const host = typeof target === 'string' ? document.querySelector(target) : target;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('aria-label', 'PayPal');
          button.style.cssText = 'width:100%;min-height:45px;border:0;border-radius:4px;background:#ffc439;' +
            'color:#003087;font:italic 700 20px/1 Verdana,sans-serif;cursor:pointer';
          button.addEventListener('click', async () => {
            try {
              const orderID = await options.createOrder({}, {});
              const answer = await (await fetch(base + '/test/buyer/' + orderID, { method: 'POST' })).json();
              if (answer.approved) await options.onApprove({ orderID, payerID: 'QYR5Z8XDVJNXQ' }, {});
              else if (options.onCancel) options.onCancel({ orderID });
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          });
          host.replaceChildren(button);
          return Promise.resolve();
        },
      };
    },
  };
})();`;
  res.writeHead(200, {
    'content-type': 'application/javascript; charset=utf-8',
  });
  res.end(script);
}
