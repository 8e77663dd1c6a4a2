import { useEffect, useState } from 'react';
import type { AccountFeaturesBody } from '../../../lib/api/contract';
import { api } from '../../../stores/session';

let pending: Promise<AccountFeaturesBody | null> | undefined;

/**
 * What the page's account platform offers (`GET /api/auth/features`, spec 1 §6), asked once per page; null until
 * known or when it could not be read, and the screens then show what the own backend offers.
 */
export function useAccountFeatures(): AccountFeaturesBody | null {
  const [features, setFeatures] = useState<AccountFeaturesBody | null>(null);
  useEffect(() => {
    pending ??= api.get<AccountFeaturesBody>('/auth/features').catch(() => null);
    let current = true;
    void pending.then((body) => current && setFeatures(body));
    return () => {
      current = false;
    };
  }, []);
  return features;
}
