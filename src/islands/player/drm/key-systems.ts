import type { DrmLicence, KeySystemName } from '../../../domain/media';
import { appConfigHeaders } from '../../../lib/api/app-config-header';
import type { PlayerSource } from '../player-media';

/**
 * Which protected source and key system this browser plays, and how (issue 45). A platform's DRM item lists its
 * sources with the licence servers each can be played with (JW: DASH with Widevine and PlayReady, HLS with
 * FairPlay; the embedded platform: HLS with Clear Key). The browser's own key systems are asked
 * (`requestMediaKeySystemAccess`), then the first of FairPlay, Widevine, PlayReady, Clear Key that a source offers
 * wins — a hardware-backed CDM before Clear Key — with its engine: FairPlay through Safari's native HLS (hls.js
 * does not do FairPlay there), the others through hls.js (HLS) or Shaka Player (DASH, loaded only then).
 */
export const KEY_SYSTEM_IDS: Record<KeySystemName, string> = {
  fairplay: 'com.apple.fps',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  clearkey: 'org.w3.clearkey',
};

const PREFERENCE: KeySystemName[] = ['fairplay', 'widevine', 'playready', 'clearkey'];

export type ProtectedEngine = 'hls.js' | 'native' | 'shaka';

export interface ProtectedPlayback {
  source: PlayerSource;
  system: KeySystemName;
  licence: DrmLicence;
  engine: ProtectedEngine;
}

const isHls = (source: PlayerSource) => /mpegurl/i.test(source.type) || /\.m3u8(?:$|[?#])/i.test(source.file);
const isDash = (source: PlayerSource) => /dash\+xml/i.test(source.type) || /\.mpd(?:$|[?#])/i.test(source.file);

export const isProtected = (sources: PlayerSource[]) => sources.some((source) => source.drm);

/**
 * The protected playback to use, given the key systems the browser has and whether it plays HLS natively (Safari);
 * undefined when no protected source can be played here (a "content protection issue").
 */
export function chooseProtectedPlayback(
  sources: PlayerSource[],
  supported: ReadonlySet<KeySystemName>,
  nativeHls: boolean,
): ProtectedPlayback | undefined {
  for (const system of PREFERENCE) {
    if (!supported.has(system)) continue;
    for (const source of sources) {
      const licence = source.drm?.[system];
      if (!licence) continue;
      if (system === 'fairplay') {
        if (nativeHls && isHls(source)) return { source, system, licence, engine: 'native' };
      } else if (isHls(source)) {
        return { source, system, licence, engine: 'hls.js' };
      } else if (isDash(source)) {
        return { source, system, licence, engine: 'shaka' };
      }
    }
  }
  return undefined;
}

type AccessProbe = (keySystem: string, configs: MediaKeySystemConfiguration[]) => Promise<unknown>;

const CENC_CONFIG: MediaKeySystemConfiguration = {
  initDataTypes: ['cenc'],
  videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.42E01E"' }],
  audioCapabilities: [{ contentType: 'audio/mp4; codecs="mp4a.40.2"' }],
};
const FAIRPLAY_CONFIG: MediaKeySystemConfiguration = {
  initDataTypes: ['sinf', 'skd'],
  videoCapabilities: [{ contentType: 'application/vnd.apple.mpegurl' }],
};

/** The key systems among `wanted` this browser grants access to (none where EME is missing). */
export async function supportedKeySystems(
  wanted: Iterable<KeySystemName>,
  probe: AccessProbe | undefined = globalThis.navigator?.requestMediaKeySystemAccess?.bind(globalThis.navigator),
): Promise<Set<KeySystemName>> {
  const supported = new Set<KeySystemName>();
  if (!probe) return supported;
  await Promise.all(
    [...new Set(wanted)].map(async (system) => {
      const config = system === 'fairplay' ? FAIRPLAY_CONFIG : CENC_CONFIG;
      try {
        await probe(KEY_SYSTEM_IDS[system], [config]);
        supported.add(system);
      } catch {
        // Not this browser's.
      }
    }),
  );
  return supported;
}

export const offeredKeySystems = (sources: PlayerSource[]) =>
  sources.flatMap((source) => Object.keys(source.drm ?? {}) as KeySystemName[]);

/**
 * The licence request's headers: the licence server's own (a licence token), JSON for a Clear Key request, and for
 * the site's own licence server (a path of this site) the page's site config, which picks the account platform
 * whose session is checked, as for every call to the site's API (a JWP viewer's licence was refused without it).
 */
export function licenceHeaders(
  playback: Pick<ProtectedPlayback, 'system' | 'licence'>,
  search?: string,
): Record<string, string> {
  return {
    ...(playback.system === 'clearkey' && { 'content-type': 'application/json' }),
    ...(playback.licence.licenseUrl.startsWith('/') && appConfigHeaders(search)),
    ...playback.licence.headers,
  };
}

/** hls.js's settings for a protected HLS source: EME with this one key system and its licence server. */
export function hlsJsDrmConfig(playback: ProtectedPlayback) {
  const headers = licenceHeaders(playback);
  return {
    emeEnabled: true,
    drmSystems: { [KEY_SYSTEM_IDS[playback.system]]: { licenseUrl: playback.licence.licenseUrl } },
    licenseXhrSetup(xhr: XMLHttpRequest, url: string) {
      xhr.open('POST', url, true);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    },
  };
}
