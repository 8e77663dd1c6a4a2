import { z } from 'zod';
import { errorBodySchema, mediaIdSchema } from '../../../lib/api/contract';
import {
  followSchema,
  followsSchema,
  markReadQuerySchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from '../../../lib/api/notifications-contract';
import { deleteSubscription, saveSubscription } from '../../db/repositories/push-subscriptions';
import { AppError } from '../../shared/app-error';
import {
  follow,
  follows,
  listForViewer,
  markRead,
  unfollow,
  unreadCount,
  type NotificationsDeps,
} from '../../features/notifications/service';
import { invalid, operation, requireCaller, unauthorized, type Operation } from '../operation';

/** Spec 2 §7's three notification calls, and "Notify me" (issue 11). */
export function notificationOperations(deps: NotificationsDeps): Operation[] {
  return [
    operation({
      id: 'getAllNotifications',
      method: 'GET',
      path: '/notification/get-all-notifications',
      tag: 'notifications',
      summary: 'Notifications, newest first, a page at a time (guests: the public ones)',
      auth: 'viewer',
      query: notificationListQuerySchema,
      responses: {
        200: { description: 'One page and the total', schema: notificationPageSchema },
        400: invalid,
        401: { description: 'A token was sent but is not valid (renew the session)', schema: errorBodySchema },
      },
      handle: async ({ caller, query }) => ({
        status: 200,
        body: await listForViewer(deps, caller?.userId ?? null, query.page, query.limit),
      }),
    }),
    operation({
      id: 'getUnreadCount',
      method: 'GET',
      path: '/notification/unread-count',
      tag: 'notifications',
      summary: 'How many of the account’s notifications are unread',
      auth: 'user',
      responses: { 200: { description: 'A number', schema: z.number() }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await unreadCount(deps, requireCaller(caller).userId) }),
    }),
    operation({
      id: 'getFollows',
      method: 'GET',
      path: '/notification/follows',
      tag: 'notifications',
      summary: 'The media the account asked to be told about ("Notify me")',
      auth: 'user',
      responses: { 200: { description: 'Followed media', schema: followsSchema }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await follows(deps, requireCaller(caller).userId) }),
    }),
    operation({
      id: 'addFollow',
      method: 'POST',
      path: '/notification/follows',
      tag: 'notifications',
      summary: '"Notify me": a notification when this media goes live',
      auth: 'user',
      body: followSchema,
      responses: {
        201: { description: 'Followed (or already)', schema: followSchema },
        400: invalid,
        401: unauthorized,
      },
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await follow(deps, requireCaller(caller).userId, body.mediaid),
      }),
    }),
    operation({
      id: 'removeFollow',
      method: 'DELETE',
      path: '/notification/follows/{mediaid}',
      tag: 'notifications',
      summary: 'Stop "Notify me" for a media',
      auth: 'user',
      params: z.object({ mediaid: mediaIdSchema }),
      responses: {
        204: { description: 'No longer followed' },
        404: { description: '`follow_not_found`', schema: errorBodySchema },
        401: unauthorized,
      },
      handle: async ({ caller, params }) => {
        await unfollow(deps, requireCaller(caller).userId, params.mediaid);
        return { status: 204 };
      },
    }),
    operation({
      id: 'getPushKey',
      method: 'GET',
      path: '/notification/push/key',
      tag: 'notifications',
      summary: 'The VAPID public key a browser subscribes to Web Push with',
      auth: 'none',
      responses: {
        200: { description: 'The key (base64url)', schema: pushKeySchema },
        404: { description: '`push_unavailable`', schema: errorBodySchema },
      },
      handle: async () => {
        if (!deps.push) throw new AppError(404, 'push_unavailable', 'Browser push is not offered here');
        return { status: 200, body: { publicKey: deps.push.publicKey } };
      },
    }),
    operation({
      id: 'addPushSubscription',
      method: 'POST',
      path: '/notification/push/subscriptions',
      tag: 'notifications',
      summary: 'This browser also gets a push when an event the account follows starts (with the tab closed)',
      auth: 'user',
      body: pushSubscriptionSchema,
      responses: {
        201: { description: 'Kept', schema: pushEndpointSchema },
        400: invalid,
        401: unauthorized,
      },
      handle: async ({ caller, body }) => {
        const { endpoint, keys } = body;
        await saveSubscription(deps.db, requireCaller(caller).userId, { endpoint, ...keys });
        return { status: 201, body: { endpoint } };
      },
    }),
    operation({
      id: 'removePushSubscription',
      method: 'DELETE',
      path: '/notification/push/subscriptions',
      tag: 'notifications',
      summary: 'This browser gets no more pushes for the account',
      auth: 'user',
      body: pushEndpointSchema,
      responses: {
        204: { description: 'Dropped' },
        400: invalid,
        401: unauthorized,
        404: { description: '`push_subscription_not_found` (also another account’s)', schema: errorBodySchema },
      },
      handle: async ({ caller, body }) => {
        if (!(await deleteSubscription(deps.db, requireCaller(caller).userId, body.endpoint))) {
          throw new AppError(404, 'push_subscription_not_found', 'No push subscription of this account there');
        }
        return { status: 204 };
      },
    }),
    operation({
      id: 'markNotificationRead',
      method: 'GET',
      path: '/notification/{notificationId}',
      tag: 'notifications',
      summary: 'Marks one of the account’s notifications read (spec 2 §7: a GET)',
      auth: 'user',
      params: notificationIdParamsSchema,
      query: markReadQuerySchema,
      responses: {
        200: { description: 'The notification, read', schema: notificationSchema },
        400: invalid,
        401: unauthorized,
        404: { description: '`notification_not_found`: unknown, or not the caller’s', schema: errorBodySchema },
      },
      handle: async ({ caller, params, query }) => ({
        status: 200,
        body: await markRead(deps, requireCaller(caller).userId, Number(params.notificationId), query.notificationType),
      }),
    }),
  ];
}
