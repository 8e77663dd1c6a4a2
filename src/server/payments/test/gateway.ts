import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentGateway } from '../port';

/**
 * The built-in test gateway (embedded default; works offline). It charges nothing real: the card number decides
 * the outcome, with the numbers people know from Stripe's test cards (README "Test cards"). Any other number that
 * passes the Luhn check succeeds.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  challenge: '4000000000003220',
  /** The bank answers later: the checkout waits (`waiting-for-payment`). */
  processing: '4000000000000077',
} as const;

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

export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { expMonth, expYear } = request.card;
      const expired =
        expYear < request.now.getUTCFullYear() ||
        (expYear === request.now.getUTCFullYear() && expMonth < request.now.getUTCMonth() + 1);
      // The same idempotency key always names the same charge, as a real gateway's would.
      const reference = `test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      if (expired) return { status: 'failed', failureKey: 'expired_card', reference };
      return { ...outcome(request.card.number), reference };
    },
  };
}
