import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isValidSignature } from '../../shared/webhook-signature';
import type { CardDetails, ChargeResult, GatewayEvent, PaymentGateway } from '../port';

/**
 * The built-in test gateway (embedded default; works offline). It charges nothing real: the card number decides
 * the outcome, with the numbers people know from Stripe's test cards (README "Test cards"). Any other number that
 * passes the Luhn check succeeds. It keeps no state, so several server instances agree: a charge the bank answers
 * later carries its settling time in its reference.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** The bank asks the cardholder to confirm (like 3-D Secure); the checkout shows the test bank's question. */
  challenge: '4000000000003220',
  /** The bank answers later: the checkout waits (`waiting-for-payment`) and the charge succeeds. */
  processing: '4000000000000077',
} as const;

/** How long the test bank takes to answer a `processing` charge. */
export const PROCESSING_SETTLES_AFTER_MS = 5_000;

const SETTLES_AT = /\.settles-(\d+)$/;
/** A saved card's reference names what its number does and its expiry, so renewals behave like the card. */
const SAVED = /^pm_test_(\w+)_(\d{2})(\d{4})_\w+$/;

function outcome(number: string): Pick<ChargeResult, 'status' | 'failureKey'> {
  switch (number) {
    case TEST_CARDS.declined:
      return { status: 'failed', failureKey: 'card_declined' };
    case TEST_CARDS.insufficientFunds:
      return { status: 'failed', failureKey: 'insufficient_funds' };
    case TEST_CARDS.challenge:
      return { status: 'requires_action' };
    case TEST_CARDS.processing:
      return { status: 'processing' };
    default:
      return { status: 'succeeded' };
  }
}

function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** A customer who is away cannot answer a challenge; the test bank lets such renewals through. */
function savedMethodFor(card: CardDetails): string {
  const kind =
    card.number === TEST_CARDS.declined
      ? 'declined'
      : card.number === TEST_CARDS.insufficientFunds
        ? 'insufficient'
        : 'ok';
  const expiry = `${String(card.expMonth).padStart(2, '0')}${card.expYear}`;
  return `pm_test_${kind}_${expiry}_${hashOf(card.number)}`;
}

/** The test gateway's webhook header: `t=<unix ms>,v1=<HMAC>` as in `shared/webhook-signature.ts`. */
export const TEST_WEBHOOK_HEADER = 'test-gateway-signature';

const webhookEventSchema = z.object({
  reference: z.string().min(1).max(200),
  status: z.enum(['succeeded', 'failed']),
  failureKey: z.enum(['card_declined', 'insufficient_funds', 'expired_card', 'authentication_failed']).optional(),
});

function parseEvent(body: string): GatewayEvent | null {
  try {
    const parsed = webhookEventSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createTestGateway({ webhookSecret = '' }: { webhookSecret?: string } = {}): PaymentGateway {
  return {
    name: 'test',
    async charge(request) {
      // The same idempotency key always names the same charge, as a real gateway's would.
      const reference = `test_${hashOf(request.idempotencyKey)}`;
      const { card, now } = request;
      if (isExpired(card.expMonth, card.expYear, now))
        return { status: 'failed', failureKey: 'expired_card', reference };
      const result = { ...outcome(card.number), savedMethod: savedMethodFor(card) };
      if (result.status !== 'processing') return { ...result, reference };
      return { ...result, reference: `${reference}.settles-${now.getTime() + PROCESSING_SETTLES_AFTER_MS}` };
    },
    async chargeSaved(request) {
      const reference = `test_${hashOf(request.idempotencyKey)}`;
      const saved = SAVED.exec(request.method);
      if (!saved) return { status: 'failed', failureKey: 'card_declined', reference };
      const [, kind, month, year] = saved;
      if (isExpired(Number(month), Number(year), request.now)) {
        return { status: 'failed', failureKey: 'expired_card', reference };
      }
      if (kind === 'declined') return { status: 'failed', failureKey: 'card_declined', reference };
      if (kind === 'insufficient') return { status: 'failed', failureKey: 'insufficient_funds', reference };
      return { status: 'succeeded', reference };
    },
    async parseWebhook(body, headers, now) {
      const header = headers.get(TEST_WEBHOOK_HEADER);
      if (!isValidSignature({ header, body, secret: webhookSecret, now: now.getTime() })) return null;
      const event = parseEvent(body);
      return event ? [event] : null;
    },
    async saveCard(card, now) {
      if (isExpired(card.expMonth, card.expYear, now)) return { failureKey: 'expired_card' };
      if (card.number === TEST_CARDS.declined) return { failureKey: 'card_declined' };
      return { savedMethod: savedMethodFor(card) };
    },
    async completeChallenge(reference, approved) {
      return approved
        ? { status: 'succeeded', reference }
        : { status: 'failed', failureKey: 'authentication_failed', reference };
    },
    async retrieve(reference, now) {
      const settlesAt = SETTLES_AT.exec(reference)?.[1];
      if (settlesAt === undefined) throw new Error(`the test gateway answers every charge at once (${reference})`);
      return { status: now.getTime() >= Number(settlesAt) ? 'succeeded' : 'processing', reference };
    },
  };
}
