import { z } from 'zod';

/**
 * The parts of InPlayer's commerce replies the adapter reads (sources named in tests/support/jwp-fixture-commerce.ts).
 * Amounts are in major units (7.99); times in epoch seconds.
 */
export const accessFeeSchema = z.object({
  id: z.number(),
  amount: z.number(),
  currency: z.string(),
  description: z.string().nullish(),
  access_type: z.object({ name: z.string(), quantity: z.number(), period: z.string() }),
  item: z.object({ id: z.number(), title: z.string().nullish() }),
  trial_period: z.object({ quantity: z.number(), period: z.string() }).nullish(),
});
export type AccessFee = z.infer<typeof accessFeeSchema>;

export const accessFeesSchema = z.array(accessFeeSchema);

/** POST /vouchers/discount: the price to pay with the voucher, and for how many periods. */
export const discountSchema = z.object({ amount: z.number(), discount_duration: z.number().nullish() });

/** GET /items/{id}/access: until when, and the item (its title names a granted access). */
export const itemAccessSchema = z.object({
  expires_at: z.number().nullish(),
  item: z.object({ id: z.number(), title: z.string().nullish() }).nullish(),
});
export type ItemAccess = z.infer<typeof itemAccessSchema>;

export const paymentMethodsSchema = z.array(z.object({ id: z.number(), method_name: z.string() }));
export type PaymentMethod = z.infer<typeof paymentMethodsSchema>[number];

/**
 * POST /external-payments: PayPal's page (`endpoint`, with the PayPal form's other fields, which the adapter does not
 * need); or, when the customer already holds the access, the access itself (an `id`, as JW's web app reads it).
 */
export const externalPaymentSchema = z.union([
  z.object({ endpoint: z.url({ protocol: /^https?$/ }) }),
  z.object({ id: z.number() }),
]);

/** POST /payments or /subscriptions: submitted, or (3-D Secure) an intent to confirm with `pi_id`. */
export const paymentReplySchema = z.object({ message: z.string().nullish(), pi_id: z.string().nullish() });

export const subscriptionSchema = z.object({
  subscription_id: z.string(),
  item_id: z.number().nullish(),
  access_fee_id: z.number(),
  action_type: z.string(),
  next_rebill_date: z.number(),
  charged_amount: z.number().nullish(),
  currency: z.string().nullish(),
  title: z.string().nullish(),
  access_type: z.object({ period: z.string() }).nullish(),
  unsubscribe_url: z.string().nullish(),
});
export type JwpSubscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsPageSchema = z.object({ collection: z.array(subscriptionSchema).nullish() });

export const transactionSchema = z.object({
  transaction_token: z.string(),
  item_id: z.number().nullish(),
  item_title: z.string().nullish(),
  access_fee_id: z.number().nullish(),
  currency_iso: z.string().nullish(),
  charged_amount: z.number().nullish(),
  card_last4: z.string().nullish(),
  created_at: z.number(),
});
export type JwpTransaction = z.infer<typeof transactionSchema>;
export const paymentHistorySchema = z.object({ collection: z.array(transactionSchema).nullish() });

/** GET /v2/payments/cards/default: `number` holds the last four digits. */
export const defaultCardsSchema = z.object({
  cards: z
    .array(
      z.object({
        number: z.coerce.string(),
        card_name: z.string().nullish(),
        exp_month: z.number(),
        exp_year: z.number(),
      }),
    )
    .nullish(),
});
