import { z } from 'zod';
import { mediaIdSchema } from './contract';
import { NOTIFICATIONS_MAX_LIMIT, NOTIFICATIONS_PAGE_SIZE } from '../notifications/constants';

/**
 * The notifications part of the API contract (spec 2 §3, §7, §9; spec 3 §3): shared by the server, the bell and
 * the `/notifications` page. Ids are the notification's sequence number as a string; the realtime stream uses the
 * same number as its event id.
 */
export const NOTIFICATION_TYPES = ['global_notification', 'stream_on_live_notification'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, {
  error: `notificationType must be ${NOTIFICATION_TYPES.join(' or ')}`,
});
export type NotificationTypeName = z.infer<typeof notificationTypeSchema>;

export {
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_MAX_LIMIT,
  NOTIFICATIONS_POPUP_SIZE,
  READ_NOTIFICATIONS_KEY,
  NOTIFICATION_CHANNEL,
  NOTIFICATION_STREAM_PATH,
} from '../notifications/constants';
export const notificationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    createdAt: z.string().meta({ description: 'ISO 8601 instant.' }),
    read: z.boolean().meta({ description: 'Always false for guests: their read state is kept in the browser.' }),
    _type: notificationTypeSchema,
    item: z
      .object({ _type: z.string(), titleAndSlug: z.object({ slug: z.object({ current: z.string() }) }) })
      .nullable()
      .meta({ description: 'Where a global notification leads: `/{_type}s/{slug}`.' }),
    streamId: z.string().nullable().meta({ description: 'The media a live notification opens: `/m/{streamId}`.' }),
  })
  .meta({ id: 'Notification' });
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z
  .object({ items: z.array(notificationSchema), total: z.number() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const positiveInteger = (field: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: `${field} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `${field} must be at least 1` })
        .max(max, { error: `${field} must be at most ${max}` }),
    );

export const notificationListQuerySchema = z.object({
  page: positiveInteger('page', 100_000).default(1).meta({ description: 'From 1.' }),
  limit: positiveInteger('limit', NOTIFICATIONS_MAX_LIMIT).default(NOTIFICATIONS_PAGE_SIZE),
});

export const notificationIdParamsSchema = z.object({
  notificationId: z.string().regex(/^\d{1,18}$/, { error: 'notificationId must be a notification id' }),
});
export const markReadQuerySchema = z.object({ notificationType: notificationTypeSchema });

export const followSchema = z.object({ mediaid: mediaIdSchema }).meta({ id: 'Follow' });
export const followsSchema = z.array(followSchema);

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: 'endpoint must be the https address of a push service' })
      .max(2_000, 'endpoint is too long'),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be a base64url P-256 key'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'keys.auth must be a base64url secret'),
    }),
  })
  .meta({ id: 'PushSubscription' });

export const pushEndpointSchema = pushSubscriptionSchema.pick({ endpoint: true });
export const pushKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
