import { afterAll } from 'vitest';
import { TEST_CARDS } from '../../src/server/payments/test/gateway';
import { signUp, startHarness, type Harness } from '../support/api-harness';
import { quoteOf } from '../support/commerce-fixtures';
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
      // The order's figures, as the checkout shows them, are echoed with the payment (decision 4130).
      const order = await h.commerce.getOrder(customer, orderId);
      await h.commerce.payOrder(customer, orderId, card, null, quoteOf(order));
    },
  };
});
