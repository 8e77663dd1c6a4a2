import { z } from 'zod';

/**
 * The parts of PayPal's REST APIs this adapter reads: the OAuth2 token, Orders v2 (`/v2/checkout/orders`), the
 * webhook event and `/v1/notifications/verify-webhook-signature`. Field names are PayPal's (snake_case).
 */
export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

/** `money`: a currency and a decimal string in the currency's major unit ("4.99"). */
const money = z.object({
  currency_code: z.string().length(3),
  value: z.string(),
});
export type PaypalMoney = z.infer<typeof money>;

export const capture = z.object({
  id: z.string(),
  status: z.enum(['COMPLETED', 'DECLINED', 'PARTIALLY_REFUNDED', 'PENDING', 'REFUNDED', 'FAILED']),
  amount: money.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({
      related_ids: z.object({ order_id: z.string().optional() }).optional(),
    })
    .optional(),
});
export type PaypalCapture = z.infer<typeof capture>;

export const orderAnswer = z.object({
  id: z.string().min(1),
  status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: money.optional(),
        payments: z.object({ captures: z.array(capture).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});
export type PaypalOrder = z.infer<typeof orderAnswer>;

/** PayPal's error body (`name`, `details[].issue`), e.g. 422 `INSTRUMENT_DECLINED` on capture. */
export const errorAnswer = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string() })).optional(),
});

export const webhookEvent = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.unknown(),
});

export const verifyAnswer = z.object({
  verification_status: z.enum(['SUCCESS', 'FAILURE']),
});

/** The headers PayPal sends each webhook delivery with, as `verify-webhook-signature` wants them. */
export const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;
