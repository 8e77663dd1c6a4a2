import shaka from 'shaka-player/dist/shaka-player.dash-es2021.js';
import type { EngineOptions, PreparedEngine } from '../engine-types';
import type { PlayerErrorKind } from '../player-errors';
import { KEY_SYSTEM_IDS, licenceHeaders, type ProtectedPlayback } from './key-systems';

/**
 * A DASH source with Widevine or PlayReady (JW's DRM sources outside Safari) plays through Shaka Player's DASH
 * build, imported only here: a page that plays HLS never loads it (its size is in bench/player-drm-weight.mjs).
 */
const { NetworkingEngine } = shaka.net;

/** Shaka's error codes (shaka.util.Error.Code) that the player states tell apart. */
const BAD_HTTP_STATUS = 1001;
const LICENSE_REQUEST_FAILED = 6007;
const DRM_CATEGORY = 6;

export function shakaErrorKind(error: { code: number; category: number; data: unknown[] }): PlayerErrorKind {
  const status = (code: number, data: unknown) => (code === BAD_HTTP_STATUS && Array.isArray(data) ? data[1] : null);
  if (error.code === LICENSE_REQUEST_FAILED) {
    const cause = error.data[0] as { code?: number; data?: unknown[] } | undefined;
    const http = cause?.code ? status(cause.code, cause.data) : null;
    return http === 401 || http === 403 ? 'unauthorized' : 'content-protection';
  }
  if (error.category === DRM_CATEGORY) return 'content-protection';
  const http = status(error.code, error.data);
  if (http === 404 || http === 410) return 'not-available';
  if (http === 403) return 'geo-blocked';
  return 'unknown';
}

export function prepareShaka(playback: ProtectedPlayback, options: EngineOptions): PreparedEngine {
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) {
    options.onFatalError('content-protection');
    return { kind: 'shaka', attach() {}, destroy() {} };
  }
  const player = new shaka.Player();
  player.configure({ drm: { servers: { [KEY_SYSTEM_IDS[playback.system]]: playback.licence.licenseUrl } } });
  const headers = licenceHeaders(playback);
  player.getNetworkingEngine()?.registerRequestFilter((type: number, request: { headers: Record<string, string> }) => {
    if (type === NetworkingEngine.RequestType.LICENSE) Object.assign(request.headers, headers);
  });
  player.addEventListener('error', (event: Event) => {
    const detail = (event as CustomEvent).detail as { code: number; category: number; data: unknown[] };
    options.onFatalError(shakaErrorKind(detail));
  });
  return {
    kind: 'shaka',
    source: playback.source,
    attach(video) {
      void player
        .attach(video)
        .then(() => player.load(playback.source.file, options.startPosition ?? null))
        .catch((error: { code: number; category: number; data: unknown[] }) =>
          options.onFatalError(shakaErrorKind(error)),
        );
    },
    destroy() {
      void player.destroy();
    },
  };
}
