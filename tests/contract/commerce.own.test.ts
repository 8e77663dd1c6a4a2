import { afterAll } from 'vitest';
import { TEST_CARDS } from '../../src/server/payments/test/gateway';
import { signUp, startHarness, type Harness } from '../support/api-harness';
import { describeCommerceContract } from './commerce.contract';

// One database for the suite: each case signs up customers of its own.
let harness: Promise<Harness> | undefined;
afterAll(async () => (await harness)?.close());

describeCommerceContract('own backend (PGlite, test gateway)', async () => {
  harness ??= startHarness('pglite', { rateLimits: null });
  const h = await harness;
  const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada Buyer' };
  return {
    commerce: h.commerce,
    customer: async () => ({ userId: (await signUp(h)).userId }),
    pay: async (customer, orderId) => {
      await h.commerce.payOrder(customer, orderId, card, null);
    },
  };
});
