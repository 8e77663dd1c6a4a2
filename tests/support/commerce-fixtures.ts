import { TEST_CARDS } from '../../src/server/payments/test/gateway';

/** The demo catalog's offers the commerce API tests buy (data/demo/commerce/catalog.json). */
export const MONTHLY = 'S123456789_NL';
export const YEARLY = 'S234567890_NL';
export const PREMIER = 'C987654321_NL';

/** A card of the built-in test gateway; its number decides the outcome (TEST_CARDS). */
export const testCard = (number: string = TEST_CARDS.succeeds) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holderName: 'Tess Tester',
});

/** An order's figures as the checkout shows them, echoed with its payment (decision 4130). */
export const quoteOf = (order: { id: string; totalPrice: number; currency: string }) => ({
  orderId: order.id,
  amount: order.totalPrice,
  currency: order.currency,
});
