import { useEffect, useState } from 'react';
import type { OfferView } from '../../lib/api/commerce-contract';
import { api } from '../../stores/session';

/** The offers on sale (null while loading; an error leaves them empty with the error for the step to show). */
export function useOffers(): { offers: OfferView[] | null; error: unknown } {
  const [state, setState] = useState<{ offers: OfferView[] | null; error: unknown }>({ offers: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<OfferView[]>('/offers', { signal: controller.signal, retries: 2 })
      .then((offers) => setState({ offers, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ offers: [], error });
      });
    return () => controller.abort();
  }, []);
  return state;
}
