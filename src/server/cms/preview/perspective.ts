import type { DataCache } from '../../shared/data-cache';
import type { Cms } from '../port';
import { inPreview } from './scope';

/** The CMS port that reads `drafts` inside a preview (scope.ts) and `published` everywhere else. */
export function previewAwareCms(published: Cms, drafts: Cms): Cms {
  return {
    name: published.name,
    query: (groq, params) => (inPreview() ? drafts : published).query(groq, params),
  };
}

/**
 * The data cache, bypassed inside a preview: a draft is never stored where a public request could get it, and
 * an editor sees each save at the next reload.
 */
export function previewAwareCache(cache: DataCache): DataCache {
  return {
    get: (key, ttlMs, load) => (inPreview() ? load() : cache.get(key, ttlMs, load)),
    invalidate: (prefix) => cache.invalidate(prefix),
    invalidateTags: (tags) => cache.invalidateTags(tags),
    onInvalidate: (listener) => cache.onInvalidate(listener),
  };
}
