import { z } from 'zod';
import { sameOriginPath } from '../routes';
import { isUnexpired, isValidCardNumber, isValidCvc } from '../../domain/commerce/card';

/** The commerce part of the API contract (spec 1 §3 Offer, Order; spec 2 §3): shared by server and islands. */
const OFFER_ID = /^[SC][\w-]{1,60}$/;
const OFFER_ID_RULE = 'Offer ids start with S (subscription) or C (pay-per-view)';

export const offerIdSchema = z.string({ error: OFFER_ID_RULE }).regex(OFFER_ID, OFFER_ID_RULE);

/** The offer a new order is for: none given is spec 1 §8's "No offer selected", a malformed one the id rule. */
const NO_OFFER = 'No offer selected';
const selectedOfferIdSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? NO_OFFER : OFFER_ID_RULE) })
  .min(1, { error: NO_OFFER, abort: true })
  .regex(OFFER_ID, OFFER_ID_RULE);

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
  offerId: selectedOfferIdSchema,
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
    couponAfterTrial: z
      .object({
        code: z.string(),
        percentOff: z.number().nullable(),
        discountAmount: z.number(),
        firstPaymentPrice: z.number(),
        firstPaymentAt: z.number().meta({ description: 'Epoch seconds: when the trial ends and that payment is due.' }),
      })
      .optional()
      .meta({ description: 'A coupon on a free trial lowers the first payment after it (own backend).' }),
    validUntil: z
      .number()
      .optional()
      .meta({ description: 'Epoch seconds (own backend): paying after this answers `quote_expired`; make a new order.' }),
    nextChargeAt: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'Epoch seconds (own backend): the subscription’s next charge after this payment.' }),
    nextChargeAmount: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'What that next charge will be (own backend), in minor units, tax included.' }),
  })
  .meta({ id: 'Order' });

const digitsOnly = z.string().transform((value) => value.replace(/[\s-]/g, ''));

/**
 * The card as the server checks it (spec 2 §5), with the spec's keys as messages: the number's length, type and
 * check digit, the CVC for the card type, an expiry not before `today` (YYYY-MM-DD).
 */
export function cardSchema(today: string) {
  return z
    .object({
      number: digitsOnly.refine(isValidCardNumber, 'checkout.invalid_card_number'),
      expMonth: z.number().int().min(1, 'checkout.invalid_card_expiry').max(12, 'checkout.invalid_card_expiry'),
      expYear: z.number().int().min(2000, 'checkout.invalid_card_expiry').max(2100, 'checkout.invalid_card_expiry'),
      cvc: digitsOnly,
      holderName: z.string().trim().min(1, 'checkout.holder_name_required').max(100),
    })
    .superRefine((card, ctx) => {
      if (!isValidCvc(card.cvc, card.number)) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: 'checkout.invalid_cvc_number' });
      }
      if (!isUnexpired(card.expMonth, card.expYear, today)) {
        ctx.addIssue({ code: 'custom', path: ['expYear'], message: 'checkout.invalid_card_expiry' });
      }
    });
}

/**
 * The order's quote as the payment request echoes it (own backend, decision 4130): an amount or currency other
 * than the order's is refused, nothing charged. Other platforms price their orders themselves and ignore it.
 */
export const orderQuoteEchoSchema = z.object({
  orderId: z.string().optional(),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type OrderQuoteEcho = z.infer<typeof orderQuoteEchoSchema>;
const orderQuoteField = orderQuoteEchoSchema.optional().meta({
  description: 'The order’s `totalPrice` and `currency` as shown to the customer (required on the own backend).',
});

/** A card payment of an order; the card alone changes the saved card (`updatePaymentMethod`). */
export const cardRequestSchema = (today: string) => z.object({ card: cardSchema(today) });
export const payOrderRequestSchema = (today: string) =>
  z.object({ card: cardSchema(today), quote: orderQuoteField });

export const paymentViewSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    status: z.enum(['succeeded', 'failed', 'requires_action', 'processing', 'refund_due']).meta({
      description:
        '`refund_due` (own backend): taken by the gateway for access the customer already held; owed back (decision 4132)',
    }),
    failureKey: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'Payment' });

export const billingEntryViewSchema = paymentViewSchema
  .extend({
    offerId: z.string(),
    offerTitle: z.string(),
    cardLast4: z.string().nullable(),
    paidAt: z.number().meta({ description: 'Epoch seconds.' }),
  })
  .meta({ id: 'BillingEntry' });

export const receiptViewSchema = billingEntryViewSchema
  .extend({
    taxRate: z.number(),
    priceBreakdown: orderViewSchema.shape.priceBreakdown,
  })
  .meta({ id: 'Receipt' });

export const cardMethodViewSchema = z
  .object({
    methodName: z.literal('card'),
    paymentGateway: z.string(),
    last4: z.string(),
    expMonth: z.number(),
    expYear: z.number(),
  })
  .meta({ id: 'CardMethod' });

export const paypalMethodViewSchema = z
  .object({
    methodName: z.literal('paypal'),
    paymentGateway: z.string(),
    payer: z
      .string()
      .nullable()
      .meta({ description: "The PayPal account as the platform names it (the payer's email or name), if it does" }),
  })
  .meta({ id: 'PaypalMethod' });

/** The saved payment method (spec 2 §3 "methodName (card or paypal)"): a card on every platform, PayPal on Cleeng. */
export const paymentMethodViewSchema = z
  .discriminatedUnion('methodName', [cardMethodViewSchema, paypalMethodViewSchema])
  .meta({ id: 'PaymentMethod' });

export const challengeAnswerSchema = z.object({
  approved: z.boolean({ error: 'approved must be true or false' }),
});

export const entitlementViewSchema = z
  .object({
    offerId: z.string(),
    accessGranted: z.boolean(),
    kind: z.enum(['svod', 'tvod']).nullable(),
    status: z.enum(['active', 'cancelled', 'expired']).nullable(),
    expiresAt: z.number().nullable().meta({ description: 'Epoch seconds.' }),
  })
  .meta({ id: 'Entitlement' });

export const subscriptionViewSchema = z
  .object({
    offerId: z.string(),
    offerTitle: z.string(),
    kind: z.enum(['svod', 'tvod']),
    status: z.enum(['active', 'active_trial', 'cancelled', 'expired', 'terminated']).meta({
      description: 'Spec 1 §4: `active_trial` in the free days; `terminated` ended otherwise than by running out.',
    }),
    period: z
      .enum(['month', 'year', 'granted'])
      .nullable()
      .meta({ description: '`granted`: access given by the platform, not bought (nothing to renew or cancel).' }),
    expiresAt: z.number().meta({ description: 'Epoch seconds: the end of access (and the next payment when active).' }),
    nextPaymentPrice: z.number().nullable(),
    nextPaymentCurrency: z.string().nullable(),
    pendingSwitchId: z
      .string()
      .nullable()
      .meta({ description: 'The plan this subscription moves to when its period ends (a downgrade).' }),
  })
  .meta({ id: 'Subscription' });

export const switchQuoteRequestSchema = z.object({ toOfferId: offerIdSchema });

/** The quote as the confirm request echoes it: a price or currency other than the quote's is refused. */
export const quoteEchoSchema = z.object({
  id: z.uuid(),
  amount: z.number().int().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export const switchSubscriptionRequestSchema = z.object({
  toOfferId: offerIdSchema,
  quote: quoteEchoSchema.optional().meta({
    description: 'The switch quote shown to the customer (required for an upgrade on the own backend).',
  }),
});

export const switchQuoteViewSchema = z
  .object({
    id: z.uuid(),
    fromOfferId: z.string(),
    toOfferId: z.string(),
    kind: z.enum(['upgrade', 'downgrade']),
    amount: z.number().meta({ description: 'Charged now, in minor units, tax included (0 for a downgrade).' }),
    currency: z.string(),
    taxRate: z.number(),
    taxValue: z.number().meta({ description: 'The tax in `amount`.' }),
    offerPrice: z.number().meta({ description: 'The new plan’s price for a period.' }),
    proration: z.number().meta({ description: 'Credit for the unused part of the current period (upgrade).' }),
    startsAt: z.number().meta({ description: 'Epoch seconds: when the new plan starts.' }),
    nextChargeAt: z.number().meta({ description: 'Epoch seconds: the first charge after this one.' }),
    nextChargeAmount: z.number(),
    validUntil: z.number().meta({ description: 'Epoch seconds: after this the switch answers `quote_expired`.' }),
  })
  .meta({ id: 'SwitchQuote' });
export type SwitchQuoteView = z.infer<typeof switchQuoteViewSchema>;
export type QuoteEcho = z.infer<typeof quoteEchoSchema>;

export const planSwitchViewSchema = z
  .object({ result: z.enum(['switched', 'pending']), subscription: subscriptionViewSchema })
  .meta({ id: 'PlanSwitch' });

export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export type PlanSwitchView = z.infer<typeof planSwitchViewSchema>;
export type OfferView = z.infer<typeof offerViewSchema>;
export type OrderView = z.infer<typeof orderViewSchema>;
export type PaymentView = z.infer<typeof paymentViewSchema>;
export type BillingEntryView = z.infer<typeof billingEntryViewSchema>;
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;
export type CardMethodView = z.infer<typeof cardMethodViewSchema>;
export type ReceiptView = z.infer<typeof receiptViewSchema>;
export type EntitlementView = z.infer<typeof entitlementViewSchema>;
export type CardInput = z.infer<ReturnType<typeof cardSchema>>;

/** How this site takes cards: its own card form (`card`), or the gateway's form in the browser (`hosted`). */
export const paymentGatewayViewSchema = z
  .object({
    name: z.enum(['test', 'stripe', 'adyen']),
    checkout: z.enum(['card', 'hosted']),
    paypal: z.boolean().meta({ description: "PayPal's buttons are offered beside the card, for passes" }),
    browser: z.record(z.string(), z.string()).meta({
      description: 'Public settings of the gateway form: Stripe `publishableKey`; Adyen `clientKey`, `environment`.',
    }),
  })
  .meta({ id: 'PaymentGateway' });

export const startHostedPaymentRequestSchema = z.object({
  returnPath: z
    .string()
    .max(500, 'returnPath has at most 500 characters')
    .refine((path) => sameOriginPath(path) !== undefined, 'returnPath must be a path on this site, like /m/abc?u=finalize-payment-adyen'),
});

/** Starting an order's payment in a gateway's form (hosted card form, PayPal's buttons), with the echoed quote. */
export const startFormPaymentRequestSchema = startHostedPaymentRequestSchema.extend({ quote: orderQuoteField });

export const hostedPaymentViewSchema = z
  .object({
    payment: paymentViewSchema,
    session: z.record(z.string(), z.string()).meta({
      description:
        'What the gateway form needs: Stripe `clientSecret` and `mode`; Adyen session `id` and `sessionData`.',
    }),
  })
  .meta({ id: 'HostedPayment' });

/** The gateway's parameters of the return address (Adyen); Stripe needs none: the server asks Stripe itself. */
const returnDetailsSchema = z
  .object({
    redirectResult: z.string().max(20_000, 'redirectResult is too long').optional(),
    sessionId: z.string().max(200, 'sessionId is too long').optional(),
    sessionResult: z.string().max(20_000, 'sessionResult is too long').optional(),
  })
  .strict()
  .default({});

export const finalizePaymentRequestSchema = z.object({ details: returnDetailsSchema });

export const hostedCardChangeViewSchema = z
  .object({ reference: z.string(), session: hostedPaymentViewSchema.shape.session })
  .meta({ id: 'HostedCardChange' });

export const finishCardChangeRequestSchema = z.object({
  reference: z.string().min(1, 'reference is required').max(200, 'reference is too long'),
  details: returnDetailsSchema,
});
export const paypalOrderViewSchema = z
  .object({
    payment: paymentViewSchema,
    paypalOrderId: z.string().meta({ description: "The PayPal order the buttons' `createOrder` answers with" }),
  })
  .meta({ id: 'PaypalOrder' });

export type PaymentGatewayView = z.infer<typeof paymentGatewayViewSchema>;
export type PaypalOrderView = z.infer<typeof paypalOrderViewSchema>;
export type HostedPaymentView = z.infer<typeof hostedPaymentViewSchema>;
export type HostedCardChangeView = z.infer<typeof hostedCardChangeViewSchema>;

/** What the checkout and the payments page may offer besides the card (spec 1 §7: PayPal, removing the method). */
export const paymentOptionsViewSchema = z
  .object({
    paypal: z.boolean().meta({ description: "The platform's payment methods include PayPal" }),
    paypalMethod: z
      .boolean()
      .meta({ description: 'A PayPal account can be made the saved payment method (platforms that update methods)' }),
    removeSavedMethod: z.boolean().meta({ description: 'The saved payment method can be removed' }),
  })
  .meta({ id: 'PaymentOptions' });

export const startPaypalRequestSchema = z
  .object({
    returnPath: z
      .string()
      .max(500, 'returnPath has at most 500 characters')
      .refine((path) => sameOriginPath(path) !== undefined, 'returnPath must be a path on this site, like /m/abc'),
  })
  .strict();

export const paypalRedirectViewSchema = z
  .object({ redirectUrl: z.string().meta({ description: "PayPal's approval page to send the customer to" }) })
  .meta({ id: 'PaypalRedirect' });

export type PaymentOptionsView = z.infer<typeof paymentOptionsViewSchema>;
export type PaypalRedirectView = z.infer<typeof paypalRedirectViewSchema>;
