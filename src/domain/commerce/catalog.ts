import { z } from 'zod';

/**
 * What an operator sells (spec 1 §3 Offer, spec 2 §3): subscriptions (`S…` ids; monthly or yearly, optional free
 * days) and one-time pay-per-view passes (`C…` ids; access for a number of days), with coupons. Amounts are in
 * minor units (cents) and include tax, as the customer sees them; `taxRate` says how much of it is tax.
 */
const currency = z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code like EUR');
const amount = z.number().int().nonnegative();

export const offerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('svod'),
    offerId: z.string().regex(/^S[\w-]+$/, 'subscription offer ids start with S'),
    title: z.string().min(1),
    period: z.enum(['month', 'year']),
    price: amount,
    currency,
    taxRate: z.number().min(0).max(1),
    freeDays: z.number().int().min(0).max(365).default(0),
  }),
  z.object({
    type: z.literal('tvod'),
    offerId: z.string().regex(/^C[\w-]+$/, 'pay-per-view offer ids start with C'),
    title: z.string().min(1),
    price: amount,
    currency,
    taxRate: z.number().min(0).max(1),
    /** Days of access after the purchase. */
    accessDays: z.number().int().min(1).max(3650),
  }),
]);

export const couponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{3,40}$/, 'upper-case letters, digits, _ and -'),
    percentOff: z.number().int().min(1).max(100).optional(),
    /** Minor units, in the offer's currency. */
    amountOff: amount.optional(),
    /** Offers the coupon applies to; absent means every offer. */
    offerIds: z.array(z.string()).optional(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    /** Redemptions allowed across all customers; absent means unlimited. */
    maxRedemptions: z.number().int().min(1).optional(),
  })
  .refine((coupon) => (coupon.percentOff === undefined) !== (coupon.amountOff === undefined), {
    error: 'a coupon has either percentOff or amountOff',
  });

export const commerceCatalogSchema = z.object({
  offers: z.array(offerSchema),
  coupons: z.array(couponSchema).default([]),
});

export type Offer = z.infer<typeof offerSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type CommerceCatalog = z.infer<typeof commerceCatalogSchema>;
