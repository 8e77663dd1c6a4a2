import { dropEndpoint, subscriptionsOf } from '../../db/repositories/push-subscriptions';
import type { NotificationsDeps, Published } from './service';

/**
 * Sends the accounts' new notifications to their browsers by Web Push, so a viewer hears about a start with the
 * tab closed. A subscription the push service no longer knows is dropped; any other failure is logged and the
 * notification still stands in the bell.
 */
export async function pushNotifications(deps: NotificationsDeps, published: Published[]): Promise<number> {
  const push = deps.push;
  if (!push) return 0;
  const byUser = new Map(published.flatMap((item) => (item.userId ? [[item.userId, item.view] as const] : [])));
  let sent = 0;
  for (const subscription of await subscriptionsOf(deps.db, [...byUser.keys()])) {
    const view = byUser.get(subscription.userId);
    if (!view) continue;
    const url = view.streamId ? `/m/${encodeURIComponent(view.streamId)}` : '/notifications';
    try {
      const outcome = await push.send(subscription, { title: view.title, body: view.description, url });
      if (outcome === 'gone') await dropEndpoint(deps.db, subscription.endpoint);
      else sent += 1;
    } catch (error) {
      deps.logger.warn({ err: error, userId: subscription.userId }, 'web push: a notification could not be sent');
    }
  }
  return sent;
}
