import type { EngineOptions, HlsClass, PreparedEngine } from '../engine-types';
import { loadHlsJs } from '../engine-choice';
import type { PlayerSource } from '../player-media';
import { attachFairPlay } from './fairplay';
import { chooseProtectedPlayback, hlsJsDrmConfig, offeredKeySystems, supportedKeySystems } from './key-systems';

/** The engines of engine.ts, handed in (they live there for clear sources too). */
export interface ProtectedEngines {
  hlsJs(
    Hls: HlsClass,
    source: PlayerSource,
    options: EngineOptions,
    extra: ReturnType<typeof hlsJsDrmConfig>,
  ): PreparedEngine;
  native(
    source: PlayerSource,
    options: EngineOptions,
    protect: (video: HTMLVideoElement) => () => void,
  ): PreparedEngine;
}

const nothing: PreparedEngine = { kind: 'native', attach() {}, destroy() {} };

/**
 * The engine of a protected item: the key system chosen for this browser (key-systems.ts), then hls.js with EME,
 * Safari's native HLS with FairPlay, or Shaka Player for DASH. No key system this browser has: a content
 * protection issue, before anything loads.
 */
export async function prepareProtected(
  sources: PlayerSource[],
  options: EngineOptions,
  nativeHls: boolean,
  engines: ProtectedEngines,
): Promise<PreparedEngine> {
  const supported = await supportedKeySystems(offeredKeySystems(sources));
  const playback = chooseProtectedPlayback(sources, supported, nativeHls);
  const unplayable = () => {
    options.onFatalError('content-protection');
    return nothing;
  };
  if (!playback) return unplayable();
  if (playback.engine === 'native') {
    return engines.native(playback.source, options, (video) => attachFairPlay(video, playback, options.onFatalError));
  }
  if (playback.engine === 'shaka') {
    const { prepareShaka } = await import('./shaka-engine');
    return prepareShaka(playback, options);
  }
  const { default: Hls } = await loadHlsJs();
  if (!Hls.isSupported()) return unplayable();
  return engines.hlsJs(Hls, playback.source, options, hlsJsDrmConfig(playback));
}
