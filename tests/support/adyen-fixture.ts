import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CreateCheckoutSessionResponse } from '@adyen/api-library/lib/src/typings/checkout/createCheckoutSessionResponse';
import { PaymentDetailsResponse } from '@adyen/api-library/lib/src/typings/checkout/paymentDetailsResponse.js';
import { PaymentResponse } from '@adyen/api-library/lib/src/typings/checkout/paymentResponse.js';
import { SessionResultResponse } from '@adyen/api-library/lib/src/typings/checkout/sessionResultResponse.js';
import { NotificationRequestItem } from '@adyen/api-library/lib/src/typings/notification/notificationRequestItem.js';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A local server speaking Adyen's Checkout API (v71) for the calls our Adyen gateway makes: `X-API-Key`, JSON,
 * `Idempotency-Key` replay, `/sessions`, `/sessions/{id}?sessionResult=`, `/payments/details` and `/payments`
 * with a stored card. What the Drop-in does in the browser is `shopperPays`; `notification` builds a signed
 * standard webhook as Adyen sends it. Replies are typed by Adyen's own Checkout and notification models
 * (`@adyen/api-library`), so a reply of the wrong shape fails the type check.
 */
export const ADYEN_KEY = 'AQE-fixture-api-key';
export const ADYEN_HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
export const MERCHANT = 'AuroraGamesECOM';

interface Session {
  id: string;
  reference: string;
  shopperReference: string;
  amount: { value: number; currency: string };
  storePaymentMethod: boolean;
  returnUrl: string;
  status: SessionResultResponse.StatusEnum;
  sessionResult?: string;
  redirectResult?: string;
}

export type ShopperOutcome = 'authorised' | 'refused' | 'not-enough-balance';

export interface AdyenFixture extends FixtureServer {
  sessions: Map<string, Session>;
  /** The shopper pays in the Drop-in; the answer carries what the browser gets back (session or redirect result). */
  shopperPays(sessionId: string, outcome: ShopperOutcome): { sessionResult: string; redirectResult: string };
  /** A standard webhook body with one signed AUTHORISATION item for the session's payment. */
  notification(sessionId: string, success: boolean, hmacKey?: string): string;
}

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const token = () => randomBytes(12).toString('base64url');
const STORED_ID = 'M5N7TQ4TG5PFWR50';

function storedCardData(session: Session): Record<string, string> {
  return session.storePaymentMethod
    ? {
        'tokenization.storedPaymentMethodId': STORED_ID,
        'tokenization.shopperReference': session.shopperReference,
        cardSummary: '1111',
        expiryDate: '3/2030',
      }
    : {};
}

export async function startAdyenFixture(): Promise<AdyenFixture> {
  const sessions = new Map<string, Session>();
  const outcomes = new Map<string, ShopperOutcome>();
  const replies = new Map<string, unknown>();

  function paymentAnswer(session: Session): PaymentDetailsResponse {
    const outcome = outcomes.get(session.id);
    const base = { pspReference: `PSP${session.id}`, merchantReference: session.reference };
    if (outcome === 'authorised') {
      return {
        ...base,
        resultCode: PaymentDetailsResponse.ResultCodeEnum.Authorised,
        additionalData: storedCardData(session),
      };
    }
    const refusalReason = outcome === 'refused' ? 'Refused' : 'Not enough balance';
    return { ...base, resultCode: PaymentDetailsResponse.ResultCodeEnum.Refused, refusalReason };
  }

  const server = await startFixtureServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    if (req.headers['x-api-key'] !== ADYEN_KEY) return sendJson(res, 401, { status: 401, errorCode: '000' });
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${url.pathname}:${key}` : null;
    if (replayKey && replies.has(replayKey)) return sendJson(res, 200, replies.get(replayKey));
    const body = req.method === 'POST' ? await jsonOf(req) : {};
    let reply: unknown;
    const sessionPath = /^\/v71\/sessions\/(\w+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v71/sessions') {
      if (body.merchantAccount !== MERCHANT) return sendJson(res, 422, { status: 422, errorCode: '901' });
      const session: Session = {
        id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
        reference: String(body.reference),
        shopperReference: String(body.shopperReference),
        amount: body.amount as Session['amount'],
        storePaymentMethod: body.storePaymentMethod === true,
        returnUrl: String(body.returnUrl),
        status: SessionResultResponse.StatusEnum.Active,
      };
      sessions.set(session.id, session);
      const created: CreateCheckoutSessionResponse = {
        id: session.id,
        amount: session.amount,
        merchantAccount: MERCHANT,
        reference: session.reference,
        returnUrl: session.returnUrl,
        shopperReference: session.shopperReference,
        storePaymentMethod: session.storePaymentMethod,
        sessionData: `Ab02b4c0!${token()}`,
        expiresAt: new Date('2030-01-01T00:00:00Z'),
      };
      reply = created;
    } else if (req.method === 'GET' && sessionPath && sessions.has(sessionPath[1]!)) {
      const session = sessions.get(sessionPath[1]!)!;
      if (url.searchParams.get('sessionResult') !== session.sessionResult) {
        return sendJson(res, 422, { status: 422, errorCode: '14_030', message: 'Invalid sessionResult' });
      }
      const result: SessionResultResponse = { id: session.id, status: session.status, reference: session.reference };
      reply = result;
    } else if (req.method === 'POST' && url.pathname === '/v71/payments/details') {
      const given = (body.details as { redirectResult?: string } | undefined)?.redirectResult;
      const session = [...sessions.values()].find((candidate) => candidate.redirectResult === given);
      if (!session) return sendJson(res, 422, { status: 422, errorCode: '101', message: 'Invalid redirectResult' });
      reply = paymentAnswer(session);
    } else if (req.method === 'POST' && url.pathname === '/v71/payments') {
      const stored = (body.paymentMethod as { storedPaymentMethodId?: string } | undefined)?.storedPaymentMethodId;
      const { Authorised, Refused } = PaymentResponse.ResultCodeEnum;
      const paid: PaymentResponse =
        stored === STORED_ID && body.shopperInteraction === 'ContAuth'
          ? { resultCode: Authorised, pspReference: `PSP${token()}`, merchantReference: String(body.reference) }
          : { resultCode: Refused, refusalReason: 'Refused', pspReference: `PSP${token()}` };
      reply = paid;
    } else {
      return sendJson(res, 404, { status: 404, errorCode: '000', message: 'Not found' });
    }
    if (replayKey) replies.set(replayKey, reply);
    sendJson(res, 200, reply);
  });

  return {
    ...server,
    sessions,
    shopperPays(sessionId, outcome) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      outcomes.set(sessionId, outcome);
      const { Completed, Refused } = SessionResultResponse.StatusEnum;
      session.status = outcome === 'authorised' ? Completed : Refused;
      session.sessionResult = token();
      session.redirectResult = token();
      return { sessionResult: session.sessionResult, redirectResult: session.redirectResult };
    },
    notification(sessionId, success, hmacKey = ADYEN_HMAC_KEY) {
      const session = sessions.get(sessionId)!;
      const item: NotificationRequestItem = {
        amount: session.amount,
        eventCode: NotificationRequestItem.EventCodeEnum.Authorisation,
        eventDate: '2026-05-01T10:00:00+02:00',
        merchantAccountCode: MERCHANT,
        merchantReference: session.reference,
        pspReference: `PSP${session.id}`,
        reason: success ? '012345:1111:03/2030' : 'Refused',
        success: success ? NotificationRequestItem.SuccessEnum.True : NotificationRequestItem.SuccessEnum.False,
      };
      const signed = [
        item.pspReference,
        '',
        item.merchantAccountCode,
        item.merchantReference,
        item.amount.value,
        item.amount.currency,
        item.eventCode,
        item.success,
      ].join(':');
      const hmacSignature = createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(signed).digest('base64');
      const additionalData = { hmacSignature, ...(success ? storedCardData(session) : {}) };
      return JSON.stringify({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: { ...item, additionalData } }],
      });
    },
  };
}
