import { getContainer } from '../container';
import type { EmbedDeps } from './embed';

/** The embed use-cases' ports and cache lifetimes, from the composition root. */
export function embedDeps(): EmbedDeps {
  const { cms, media, cache, env, logger } = getContainer();
  return {
    cms,
    media,
    cache,
    cmsTtlMs: env.CACHE_TTL_CMS_S * 1000,
    mediaTtlMs: env.CACHE_TTL_MEDIA_S * 1000,
    log: logger,
  };
}
