import type { PublisherConsent } from '../../../domain/account/publisher-consents';
import { readSettings, type ContentLog } from '../../cms/content';
import type { Cms } from '../../cms/port';
import type { DataCache } from '../../shared/data-cache';

/** The settings' publisher consents, through the shared cache under the key the CMS webhook drops. */
export function createPublisherConsentSource(deps: {
  cms: Cms;
  cache: DataCache;
  ttlMs: number;
  log: ContentLog;
}): () => Promise<PublisherConsent[]> {
  return async () =>
    (await deps.cache.get('cms:settings', deps.ttlMs, () => readSettings(deps.cms, deps.log)))?.publisherConsents ?? [];
}
