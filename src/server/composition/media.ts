import { resolve } from 'node:path';
import { createJwMediaPlatform } from '../media/jw/adapter';
import { createLocalMediaPlatform } from '../media/local/adapter';
import type { MediaPlatform } from '../media/port';
import { createProtectedPackager, type ProtectedPackager } from '../media/local/protection/packager';
import { protectedClipOf } from '../media/local/protection/protected-items';
import { guardUpstream } from '../shared/upstream/guard';
import type { Core } from './core';

/** The media platform: JW's delivery API (through its breaker), or the embedded demo catalog. */
export function buildMedia({ env, logger, upstreams, demoDir, demoTimeAnchor }: Core): MediaPlatform {
  return env.MEDIA_PLATFORM === 'jw'
    ? guardUpstream(
        createJwMediaPlatform({
          baseUrl: env.JW_API_BASE,
          signingSecret: env.JW_API_SECRET,
          alternateBaseUrl: env.JW_ALTERNATE_BASE || undefined,
          onAlternate: (path, error) =>
            logger.warn({ path, err: error }, 'site config: the primary JW host failed, asking the alternate'),
        }),
        upstreams.get('media'),
      )
    : createLocalMediaPlatform({ catalogDir: resolve(demoDir, 'catalog'), timeAnchor: () => demoTimeAnchor });
}

/**
 * The embedded platform's DRM: premium items play their clip encrypted with a key of their own (Clear Key),
 * packaged into DATA_DIR/protected-media on first use. Null for any other platform.
 */
export function buildProtectedPackager(
  { env, demoDir, dataDir }: Core,
  media: MediaPlatform,
  contentKeys: () => Promise<Uint8Array>,
): ProtectedPackager | null {
  if (media.name !== 'local') return null;
  return createProtectedPackager({
    hlsRoot: resolve(demoDir, 'media', 'hls'),
    outRoot: resolve(dataDir, 'protected-media'),
    master: contentKeys,
    ffmpeg: env.FFMPEG_PATH,
  });
}

/** The folder of a demo item's encrypted renditions, or null for an item without them. */
export function protectedMediaFolderOf(media: MediaPlatform, packager: ProtectedPackager | null) {
  return async (mediaid: string): Promise<string | null> => {
    const item = packager && (await media.getMedia(mediaid));
    const clip = item && protectedClipOf(item);
    return clip ? packager.folderOf(mediaid, clip) : null;
  };
}
