import type { OrderQuoteEcho, OrderView } from '../../lib/api/commerce-contract';

/** The order's figures as shown, echoed with its payment: the server charges them or refuses (decision 4130). */
export const quoteOf = (order: OrderView): OrderQuoteEcho => ({
  orderId: order.id,
  amount: order.totalPrice,
  currency: order.currency,
});

/** The server's answer when the figures shown are no longer the price: the checkout shows the new ones. */
export const QUOTE_REPRICED = new Set(['quote_expired', 'quote_changed']);
