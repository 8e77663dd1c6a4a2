import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../port';

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

function isExpired({ card, now }: ChargeRequest): boolean {
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async charge(request) {
      // The same idempotency key always names the same charge, as a real gateway's would.
      const reference = `test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      if (isExpired(request)) return { status: 'failed', failureKey: 'expired_card', reference };
      const result = outcome(request.card.number);
      if (result.status !== 'processing') return { ...result, reference };
      return { ...result, reference: `${reference}.settles-${request.now.getTime() + PROCESSING_SETTLES_AFTER_MS}` };
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
