import { z } from 'zod';

/**
 * The parts of Cleeng's MediaStore commerce replies the adapter reads (offers, orders, the Adyen connector,
 * entitlements, subscriptions, payment details, transactions). Sources: see tests/support/cleeng-fixture.ts.
 * Cleeng prices are decimals in the offer's currency; the site's views use minor units.
 */
export const offerSchema = z.object({
  offerId: z.string(),
  offerTitle: z.string(),
  customerPriceInclTax: z.number(),
  customerCurrency: z.string(),
  applicableTaxRate: z.number().nullish(),
  period: z.string().nullish(),
  freeDays: z.number().nullish(),
  durationPeriod: z.string().nullish(),
  durationAmount: z.number().nullish(),
});
export type CleengOffer = z.infer<typeof offerSchema>;

export const orderSchema = z.object({
  id: z.coerce.string(),
  offerId: z.string(),
  totalPrice: z.number(),
  currency: z.string(),
  taxRate: z.number().nullish(),
  requiredPaymentDetails: z.boolean().nullish(),
  discount: z.object({ applied: z.boolean(), type: z.string().nullish(), periods: z.number().nullish() }).nullish(),
  priceBreakdown: z.object({
    offerPrice: z.number(),
    discountAmount: z.number(),
    discountedPrice: z.number(),
    paymentMethodFee: z.number().nullish(),
    taxValue: z.number().nullish(),
  }),
});
export type CleengOrder = z.infer<typeof orderSchema>;

/** POST /orders and PATCH /orders/{id} wrap the order. */
export const orderReplySchema = z.object({ order: orderSchema });

export const paymentMethodsSchema = z.object({
  paymentMethods: z.array(z.object({ id: z.coerce.number(), methodName: z.string(), paymentGateway: z.string() })),
});

export const adyenSessionSchema = z.object({ id: z.string(), sessionData: z.string() });

export const paymentSchema = z.object({
  id: z.coerce.string(),
  orderId: z.coerce.string(),
  status: z.string(),
  totalAmount: z.number(),
  currency: z.string(),
  rejectedReason: z.string().nullish(),
});
/** initial-payment and its finalize: the payment, and for a bank page the action the Drop-in performs. */
export const adyenPaymentReplySchema = z.object({
  payment: paymentSchema.nullish(),
  action: z.record(z.string(), z.unknown()).nullish(),
});

export const paypalTokenSchema = z.object({ id: z.string().nullish(), redirectUrl: z.string() });

export const entitlementSchema = z.object({ accessGranted: z.boolean(), expiresAt: z.number().nullish() });

export const subscriptionSchema = z.object({
  subscriptionId: z.coerce.string(),
  offerId: z.string(),
  offerTitle: z.string().nullish(),
  status: z.enum(['active', 'cancelled', 'expired', 'terminated']),
  expiresAt: z.number(),
  nextPaymentPrice: z.number().nullish(),
  nextPaymentCurrency: z.string().nullish(),
  period: z.string().nullish(),
  pendingSwitchId: z.coerce.string().nullish(),
});
export const subscriptionsSchema = z.object({ items: z.array(subscriptionSchema) });
export type CleengSubscription = z.infer<typeof subscriptionSchema>;

export const switchAvailabilitySchema = z.object({
  available: z.array(z.object({ toOfferId: z.string(), switchDirection: z.enum(['upgrade', 'downgrade']) })),
  unavailable: z.array(z.object({ toOfferId: z.string(), reason: z.object({ message: z.string() }).nullish() })),
});

export const switchSchema = z.object({ id: z.coerce.string(), status: z.string(), toOfferId: z.string() });

export const paymentDetailsSchema = z.object({
  paymentDetails: z.array(
    z.object({
      id: z.coerce.string(),
      paymentGateway: z.string(),
      paymentMethod: z.string(),
      active: z.boolean(),
      bound: z.boolean().nullish(),
      // Cleeng's reference names for cards variant, lastCardFourDigits, holderName, cardExpirationDate; for PayPal
      // payerId and holderName.
      paymentMethodSpecificParams: z
        .object({
          lastCardFourDigits: z.string().nullish(),
          cardExpirationDate: z.string().nullish(),
          holderName: z.string().nullish(),
        })
        .nullish(),
    }),
  ),
});

export const transactionsSchema = z.object({
  items: z.array(
    z.object({
      transactionId: z.string(),
      transactionDate: z.number(),
      offerId: z.string(),
      offerType: z.string().nullish(),
      offerTitle: z.string().nullish(),
      transactionPriceInclTax: z.number().nullish(),
      customerPriceInclTax: z.number().nullish(),
      customerCurrency: z.string(),
      paymentMethod: z.string().nullish(),
      transactionExternalData: z.record(z.string(), z.unknown()).nullish(),
    }),
  ),
});
