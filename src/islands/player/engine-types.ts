import type { PlayerSource } from './player-media';
import type { PlayerErrorKind } from './player-errors';

export interface EngineOptions {
  /** Seconds to start from (resume); undefined starts at the beginning (or the live edge). */
  startPosition?: number;
  /** A live stream: its duration is reported as Infinity so the controls show live UI and a seekable window. */
  live: boolean;
  onFatalError(kind: PlayerErrorKind): void;
}

export interface Engine {
  readonly kind: 'hls.js' | 'native' | 'shaka';
  /** What it plays; none when nothing could be played. */
  readonly source?: PlayerSource;
  destroy(): void;
}

/** An engine made before its `<video>` exists: hls.js is already loading the stream when `attach` hands it over. */
export interface PreparedEngine extends Engine {
  attach(video: HTMLVideoElement): void;
}

export type HlsClass = typeof import('hls.js').default;
