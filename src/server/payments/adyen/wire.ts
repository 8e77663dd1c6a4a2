import { z } from 'zod';

/** The parts of Adyen's Checkout API (v71) and standard webhooks this adapter reads. */

const additionalData = z.record(z.string(), z.string()).optional();

export const sessionAnswer = z.object({ id: z.string().min(1), sessionData: z.string().min(1) });

/** `GET /sessions/{id}?sessionResult=`: how the Drop-in's payment ended. */
export const sessionResultAnswer = z.object({
  id: z.string(),
  status: z.enum(['active', 'canceled', 'completed', 'expired', 'paymentPending', 'refused']),
  reference: z.string().optional(),
});

/** `/payments` and `/payments/details` answers. */
export const paymentAnswer = z.object({
  resultCode: z.string(),
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
  refusalReason: z.string().optional(),
  additionalData,
});
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

export const notificationItem = z.object({
  additionalData,
  amount: z.object({ currency: z.string(), value: z.number() }),
  eventCode: z.string(),
  eventDate: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string(),
  originalReference: z.string().optional(),
  pspReference: z.string(),
  reason: z.string().optional(),
  success: z.enum(['true', 'false']),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationBody = z.object({
  live: z.string(),
  notificationItems: z
    .array(z.object({ NotificationRequestItem: notificationItem }))
    .min(1)
    .max(100),
});
