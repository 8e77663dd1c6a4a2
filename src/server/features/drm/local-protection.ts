import type { MediaItem, MediaSource } from '../../../domain/media';
import type { SiteConfig } from '../../../domain/site-config';
import type { Customer } from '../../commerce/port';
import type { ProtectedPackager } from '../../media/local/protection/packager';
import { protectedClipOf, protectedMasterPath } from '../../media/local/protection/protected-items';
import { issueLicenceToken } from './licence-tokens';

/**
 * The embedded platform's content protection for an entitled viewer's playback: the item's encrypted renditions
 * (packaged on first use) at a signed address, with the Clear Key licence server and a fresh licence token the
 * player's licence request carries (`X-Licence-Token`).
 */
export const CLEAR_KEY_LICENCE_PATH = '/api/drm/clearkey';
export const LICENCE_TOKEN_HEADER = 'X-Licence-Token';

export interface ProtectionContext {
  /** The platform's signed form of a media address (see PlaybackDeps.signSource). */
  sign: (url: string, expiresAt: number) => string;
  /** When addresses signed now stop working (epoch seconds): asked after any packaging, so it does not eat it. */
  expiry: () => number;
  config: SiteConfig | null;
}

export interface ContentProtection {
  /** The protected sources of an item an entitled customer is to play; null when the item is not protected. */
  sources(
    customer: Customer,
    item: MediaItem,
    context: ProtectionContext,
  ): Promise<{ sources: MediaSource[]; expiresAt: number } | null>;
}

export function createLocalContentProtection(deps: {
  packager: ProtectedPackager;
  licenceKey: () => Promise<Uint8Array>;
  clock: () => Date;
}): ContentProtection {
  return {
    async sources(customer, item, { sign, expiry }) {
      const clip = protectedClipOf(item);
      if (!clip) return null;
      await deps.packager.folderOf(item.mediaid, clip);
      const expiresAt = expiry();
      const { token } = issueLicenceToken(
        await deps.licenceKey(),
        { userId: customer.userId, mediaid: item.mediaid },
        deps.clock(),
      );
      const source = {
        file: sign(protectedMasterPath(item.mediaid), expiresAt),
        type: 'application/vnd.apple.mpegurl',
        drm: { clearkey: { licenseUrl: CLEAR_KEY_LICENCE_PATH, headers: { [LICENCE_TOKEN_HEADER]: token } } },
      };
      return { sources: [source], expiresAt };
    },
  };
}
