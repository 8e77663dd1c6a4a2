import { configAssetUrl } from '../../domain/config-asset-url';
import type { Layout, Settings } from '../../domain/content';
import { readLayout, readSettings } from '../cms/content';
import { getContainer } from '../container';

/**
 * The site chrome's CMS data (header, footer, settings), cached with `CACHE_TTL_CMS_S`.
 * `ok: false` means the CMS could not be read and nothing was cached before: pages then fall back to the
 * config-only header/footer, and the error page shows the critical-error screen.
 */
export type LayoutData =
  | { ok: true; layout: Layout | null; settings: Settings | null }
  | { ok: false; layout: null; settings: null };

export function cmsTtlMs(): number {
  return getContainer().env.CACHE_TTL_CMS_S * 1000;
}

export async function loadLayoutData(): Promise<LayoutData> {
  const { cache, cms, logger } = getContainer();
  try {
    const [layout, settings] = await Promise.all([
      cache.get('cms:layout', cmsTtlMs(), () => readLayout(cms, logger)),
      cache.get('cms:settings', cmsTtlMs(), () => readSettings(cms, logger)),
    ]);
    return { ok: true, layout, settings };
  } catch (error) {
    logger.error({ err: error }, 'could not load the site layout from the CMS');
    return { ok: false, layout: null, settings: null };
  }
}

/** The site config's banner as an image address (see `configAssetUrl`): JW's relative banners are JW's files. */
export function configBannerUrl(banner: string | null | undefined): string | undefined {
  const { env } = getContainer();
  return configAssetUrl(banner, env.MEDIA_PLATFORM === 'jw' ? env.JW_API_BASE : undefined);
}
