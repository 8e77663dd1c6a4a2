import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $requestedOffers } from '../../stores/access';
import { api } from '../../stores/session';
import {
  offerIdSchema,
  type OfferView,
  type PaymentGatewayView,
  type PaymentOptionsView,
  type SubscriptionView,
} from '../../lib/api/commerce-contract';

/** A GET of the API asked once per mount: null while loading; `fallback` (with the error) when it failed. */
function useApiData<T>(path: string, fallback: T): { data: T | null; error: unknown } {
  const [state, setState] = useState<{ data: T | null; error: unknown }>({ data: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<T>(path, { signal: controller.signal, retries: 2 })
      .then((data) => setState({ data, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ data: fallback, error });
      });
    return () => controller.abort();
    // `fallback` is a constant of each caller.
  }, [path]);
  return state;
}

/**
 * The offers on sale and the passes of the item the viewer asked to watch (null while loading; empty with the error
 * when they could not be read). The item's ids are named because a platform may not list every offer it sells.
 */
export function useOffers(): { offers: OfferView[] | null; error: unknown } {
  const requested = useStore($requestedOffers).offerIds.filter((id) => offerIdSchema.safeParse(id).success);
  const query = requested.length > 0 ? `?ids=${requested.slice(0, 20).map(encodeURIComponent).join(',')}` : '';
  const { data, error } = useApiData<OfferView[]>(`/offers${query}`, []);
  return { offers: data, error };
}

/** The viewer's subscriptions and passes, asked afresh (null while loading; empty when they could not be read). */
export function useSubscriptions(): SubscriptionView[] | null {
  return useApiData<SubscriptionView[]>('/subscriptions', []).data;
}

const OWN_CARD_FORM: PaymentGatewayView = { name: 'test', checkout: 'card', paypal: false, browser: {} };

/** How the site takes cards (null while asking; the site's own card form when the answer failed). */
export function usePaymentGateway(): PaymentGatewayView | null {
  return useApiData<PaymentGatewayView>('/payments/gateway', OWN_CARD_FORM).data;
}

const NO_OPTIONS: PaymentOptionsView = { paypal: false, paypalMethod: false, removeSavedMethod: false };

/** PayPal and removing the saved method, when the platform offers them (null while asking; none when it failed). */
export function usePaymentOptions(): PaymentOptionsView | null {
  return useApiData<PaymentOptionsView>('/payments/options', NO_OPTIONS).data;
}
