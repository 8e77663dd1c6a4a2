import type { PlayerSource } from './player-media';

/**
 * Which engine plays a stream in this browser, and hls.js's module loaded ahead of playback: small, for the scripts
 * that start a stream before the player's own code has loaded (quick-start-on-press.ts).
 */
const HLS_TYPE = 'application/vnd.apple.mpegurl';

export function isHlsSource(source: PlayerSource): boolean {
  return /mpegurl/i.test(source.type) || /\.m3u8(?:$|[?#])/i.test(source.file);
}

/** HLS first (adaptive), then the first other source the browser can play. */
export function pickSource(sources: PlayerSource[], canPlay: (type: string) => boolean): PlayerSource | undefined {
  return sources.find(isHlsSource) ?? sources.find((source) => canPlay(source.type));
}

export interface HlsCapabilities {
  canPlayNative: boolean;
  hasManagedMediaSource: boolean;
  hasMediaSource: boolean;
}

/** How to play an HLS source in a browser with these capabilities (`hls.js` still needs `Hls.isSupported()`). */
export function chooseHlsPlayback(capabilities: HlsCapabilities): 'native' | 'hls.js' | 'none' {
  const { canPlayNative, hasManagedMediaSource, hasMediaSource } = capabilities;
  if (canPlayNative && hasManagedMediaSource) return 'native';
  if (hasMediaSource || hasManagedMediaSource) return 'hls.js';
  return canPlayNative ? 'native' : 'none';
}

export function browserHlsCapabilities(canPlay: (type: string) => boolean): HlsCapabilities {
  return {
    canPlayNative: canPlay(HLS_TYPE),
    hasManagedMediaSource: 'ManagedMediaSource' in window,
    hasMediaSource: 'MediaSource' in window,
  };
}

/** hls.js's module: loaded once, whether by `preloadEngine` ahead of time or by `prepareEngine`. */
export const loadHlsJs = () => import('hls.js');

/**
 * Starts loading hls.js when this browser will play `sources` through it (the viewer's pointer is on the player);
 * with `playlist` (playback was asked for), the stream's first playlist too, by the request hls.js makes, which
 * then finds it in. Resolves once hls.js has loaded or failed to, or at once when it is not needed.
 */
export async function preloadEngine(sources: PlayerSource[], { playlist = false } = {}): Promise<void> {
  const probe = document.createElement('video');
  const canPlay = (type: string) => probe.canPlayType(type) !== '';
  const source = pickSource(sources, canPlay);
  if (!source || !isHlsSource(source) || chooseHlsPlayback(browserHlsCapabilities(canPlay)) !== 'hls.js') return;
  if (playlist) preloadPlaylist(source.file);
  await loadHlsJs().catch(() => {});
}

function preloadPlaylist(file: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = file;
  document.head.append(link);
}
