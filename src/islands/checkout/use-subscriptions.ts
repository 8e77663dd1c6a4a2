import { useEffect, useState } from 'react';
import type { SubscriptionView } from '../../lib/api/commerce-contract';
import { api } from '../../stores/session';

/** The viewer's subscriptions and passes, asked afresh (null while loading; empty when they could not be read). */
export function useSubscriptions(): SubscriptionView[] | null {
  const [subscriptions, setSubscriptions] = useState<SubscriptionView[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<SubscriptionView[]>('/subscriptions', { signal: controller.signal, retries: 2 })
      .then(setSubscriptions)
      .catch(() => {
        if (!controller.signal.aborted) setSubscriptions([]);
      });
    return () => controller.abort();
  }, []);
  return subscriptions;
}
