import { resolve } from 'node:path';
import { createAdDocumentLoader } from '../ads/document-loader';
import { createAdResolver } from '../ads/resolver';
import type { AdsDeps } from '../features/ads';
import type { MediaPlatform } from '../media/port';
import type { SiteConfigResult } from '../features/site-config';
import type { Core } from './core';

export function buildAds(
  { env, logger, cache, demoDir }: Core,
  media: MediaPlatform,
  siteConfig: { loadSiteConfig: (source: string | null) => Promise<SiteConfigResult> },
): AdsDeps {
  return {
    loadSiteConfig: siteConfig.loadSiteConfig,
    getMedia: (id) =>
      cache.get(`media:${id}:en`, env.CACHE_TTL_MEDIA_S * 1000, () => media.getMedia(id, { language: 'en' })),
    resolver: createAdResolver({
      loader: createAdDocumentLoader({ demoAdsDir: resolve(demoDir, 'media', 'ads') }),
      onProblem: (message, error) => logger.info({ err: error }, `ads: ${message}`),
    }),
    // The platform's ad schedules (spec 1 §7, sent without credentials); the demo keeps its own as files.
    scheduleUrl: (id) =>
      env.MEDIA_PLATFORM === 'jw'
        ? `${env.JW_API_BASE.replace(/\/+$/, '')}/v2/advertising/schedules/${encodeURIComponent(id)}.json`
        : `/demo-media/ads/schedule-${id}.json`,
  };
}
