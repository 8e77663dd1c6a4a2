import type { CommercePort } from '../commerce/port';
import type { Db } from '../db/database';
import { createJwDrmProtection } from '../features/drm/jw-drm';
import { createLocalContentProtection } from '../features/drm/local-protection';
import type { AuthKeys } from '../features/account/deps';
import type { JwSignedDelivery } from '../jw-access/delivery';
import type { ProtectedPackager } from '../media/local/protection/packager';
import type { MediaPlatform } from '../media/port';
import { mediaSourceSigner } from '../media/source-signer';
import type { Core } from './core';

export interface PlaybackNeeds {
  db: Db;
  keys: AuthKeys;
  media: MediaPlatform;
  commerce: CommercePort;
  packager: ProtectedPackager | null;
  delivery: JwSignedDelivery;
}

/** The own backend's playback ports: signed sources, and the DRM of the embedded platform or of a JW property. */
export function buildPlayback({ env, clock, logger }: Core, needs: PlaybackNeeds) {
  const { db, keys, media, commerce, packager, delivery } = needs;
  return {
    media,
    commerce,
    clock,
    signSource: mediaSourceSigner(media.name, { jwSecret: env.JW_API_SECRET, localKey: keys.mediaUrl }),
    urlTtlS: env.PLAYBACK_URL_TTL_S,
    ...(packager && {
      protection: createLocalContentProtection({
        packager,
        licenceKey: async () => keys.licenceToken,
        clock,
      }),
      clearKey: { db, licenceKey: keys.licenceToken, contentKeys: keys.contentKeys },
    }),
    // A JW property with a DRM policy: the policy's sources and licence URLs for the viewers this site entitles.
    ...(env.MEDIA_PLATFORM === 'jw' && {
      protection: createJwDrmProtection({
        delivery,
        log: (reason, details) => logger.warn(details, `DRM playback: ${reason}`),
      }),
    }),
  };
}
