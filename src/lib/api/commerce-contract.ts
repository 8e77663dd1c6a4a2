import { z } from 'zod';

/** The commerce part of the API contract (spec 1 §3 Offer, Order; spec 2 §3): shared by server and islands. */
export const offerIdSchema = z
  .string()
  .regex(/^[SC][\w-]{1,60}$/, 'Offer ids start with S (subscription) or C (pay-per-view)');

export const offerViewSchema = z
  .object({
    offerId: z.string(),
    offerTitle: z.string(),
    type: z.enum(['svod', 'tvod']),
    period: z.enum(['month', 'year']).nullable(),
    freeDays: z.number(),
    accessDays: z.number().nullable(),
    customerPriceInclTax: z.number().meta({ description: 'Minor units (cents), tax included.' }),
    customerCurrency: z.string(),
    taxRate: z.number(),
  })
  .meta({ id: 'Offer' });

export const createOrderRequestSchema = z.object({
  offerId: offerIdSchema,
  couponCode: z
    .string()
    .trim()
    .max(40, 'Coupon codes have at most 40 characters')
    .transform((code) => code.toUpperCase())
    .optional(),
});

export const orderViewSchema = z
  .object({
    id: z.string(),
    offerId: z.string(),
    currency: z.string(),
    totalPrice: z.number(),
    taxRate: z.number(),
    requiredPaymentDetails: z.boolean(),
    status: z.enum(['open', 'paid']),
    discount: z.object({ applied: z.boolean(), type: z.enum(['coupon', 'trial']).nullable(), periods: z.number() }),
    priceBreakdown: z.object({
      offerPrice: z.number(),
      discountAmount: z.number(),
      discountedPrice: z.number(),
      paymentMethodFee: z.number(),
      taxValue: z.number(),
    }),
  })
  .meta({ id: 'Order' });

const digits = (min: number, max: number, message: string) =>
  z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${min},${max}}$`), message));

export const cardSchema = z.object({
  number: digits(13, 19, 'Card number must be 13 to 19 digits'),
  expMonth: z.number().int().min(1, 'Expiry month must be 1 to 12').max(12, 'Expiry month must be 1 to 12'),
  expYear: z
    .number()
    .int()
    .min(2000, 'Expiry year must have four digits')
    .max(2100, 'Expiry year must have four digits'),
  cvc: digits(3, 4, 'CVC must be 3 or 4 digits'),
  holderName: z.string().trim().min(1, 'Cardholder name is required').max(100),
});

export const payOrderRequestSchema = z.object({ card: cardSchema });

export const paymentViewSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(['succeeded', 'failed', 'requires_action', 'processing']),
    failureKey: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'Payment' });

export const entitlementViewSchema = z
  .object({
    offerId: z.string(),
    accessGranted: z.boolean(),
    kind: z.enum(['svod', 'tvod']).nullable(),
    status: z.enum(['active', 'cancelled', 'expired']).nullable(),
    expiresAt: z.number().nullable().meta({ description: 'Epoch seconds.' }),
  })
  .meta({ id: 'Entitlement' });

export type OfferView = z.infer<typeof offerViewSchema>;
export type OrderView = z.infer<typeof orderViewSchema>;
export type PaymentView = z.infer<typeof paymentViewSchema>;
export type EntitlementView = z.infer<typeof entitlementViewSchema>;
export type CardInput = z.infer<typeof cardSchema>;
