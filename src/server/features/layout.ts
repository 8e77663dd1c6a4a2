import { configAssetUrl } from '../../domain/config-asset-url';
import type { Layout, Settings } from '../../domain/content';
import { readLayout, readSettings } from '../cms/content';
import type { Logger } from 'pino';
import type { Cms } from '../cms/port';
import type { DataCache } from '../shared/data-cache';

/**
 * The site chrome's CMS data (header, footer, settings), cached with `CACHE_TTL_CMS_S`.
 * `ok: false` means the CMS could not be read and nothing was cached before: pages then fall back to the
 * config-only header/footer, and the error page shows the critical-error screen.
 */
export type LayoutData =
  | { ok: true; layout: Layout | null; settings: Settings | null }
  | { ok: false; layout: null; settings: null };

export interface LayoutDeps {
  cache: DataCache;
  cms: Cms;
  logger: Logger;
  cmsTtlMs: number;
  /** Where the media platform keeps a config's relative assets (JW's host), if it does. */
  configAssetBase: string | undefined;
}

export type LayoutUseCases = ReturnType<typeof makeLayout>;

export function makeLayout({ cache, cms, logger, cmsTtlMs, configAssetBase }: LayoutDeps) {
  return {
    async loadLayoutData(): Promise<LayoutData> {
      try {
        const [layout, settings] = await Promise.all([
          cache.get('cms:layout', cmsTtlMs, () => readLayout(cms, logger)),
          cache.get('cms:settings', cmsTtlMs, () => readSettings(cms, logger)),
        ]);
        return { ok: true, layout, settings };
      } catch (error) {
        logger.error({ err: error }, 'could not load the site layout from the CMS');
        return { ok: false, layout: null, settings: null };
      }
    },

    /** The site config's banner as an image address (see `configAssetUrl`): JW's relative banners are JW's files. */
    configBannerUrl(banner: string | null | undefined): string | undefined {
      return configAssetUrl(banner, configAssetBase);
    },
  };
}
