import { browserHlsCapabilities, chooseHlsPlayback, isHlsSource, loadHlsJs, pickSource } from './engine-choice';
import type { PlayerSource } from './player-media';
import { classifyStreamError } from './player-errors';
import { prepareProtected } from './drm/protected-engine';
import type { Engine, EngineOptions, HlsClass, PreparedEngine } from './engine-types';

export type { Engine, EngineOptions, HlsClass, PreparedEngine } from './engine-types';

/**
 * The playback engine for `sources`: hls.js (imported only here, when playback is about to start) or the browser's
 * own HLS/MP4 playback. It is made as playback is asked for, while the controls load: hls.js fetches the playlists
 * and the first segment at once, and the `<video>` gets them when it is attached. `probe` answers `canPlayType`
 * (a `<video>` of this browser).
 *
 * Native HLS is used where it is dependable: browsers with `ManagedMediaSource` (Safari 17+, iOS 17.1+), or
 * browsers without any MediaSource where hls.js cannot run (older iOS). Other browsers (Chromium 14x+ among
 * them) may answer `canPlayType('application/vnd.apple.mpegurl')` with "maybe" while their native HLS lacks
 * subtitle renditions and a live seekable window, so they get hls.js — the check hls.js itself recommends
 * since 2026 (video-dev/hls.js#7827, #7844).
 */
export async function prepareEngine(
  sources: PlayerSource[],
  options: EngineOptions,
  probe: Pick<HTMLVideoElement, 'canPlayType'> = document.createElement('video'),
): Promise<PreparedEngine> {
  const canPlay = (type: string) => probe.canPlayType(type) !== '';
  const source = pickSource(sources, canPlay);
  const fallback = sources.find((candidate) => !isHlsSource(candidate) && canPlay(candidate.type));
  const unplayable = (): PreparedEngine => {
    options.onFatalError('unknown');
    return { kind: 'native', attach() {}, destroy() {} };
  };
  if (sources.some((candidate) => candidate.drm)) {
    const nativeHls = chooseHlsPlayback(browserHlsCapabilities(canPlay)) === 'native';
    return prepareProtected(sources, options, nativeHls, { hlsJs: prepareHlsJs, native: prepareNative });
  }
  if (!source) return unplayable();
  if (!isHlsSource(source)) return prepareNative(source, options);

  const capabilities = browserHlsCapabilities(canPlay);
  const playback = chooseHlsPlayback(capabilities);
  if (playback === 'native') return prepareNative(source, options);
  if (playback === 'hls.js') {
    const { default: Hls } = await loadHlsJs();
    if (Hls.isSupported()) return prepareHlsJs(Hls, source, options);
    if (capabilities.canPlayNative) return prepareNative(source, options);
  }
  return fallback ? prepareNative(fallback, options) : unplayable();
}

/** The engine for `sources`, playing into `video` at once (a multiview tile). */
export async function attachEngine(
  video: HTMLVideoElement,
  sources: PlayerSource[],
  options: EngineOptions,
): Promise<Engine> {
  const engine = await prepareEngine(sources, options, video);
  engine.attach(video);
  return engine;
}

type HlsSettings = ConstructorParameters<HlsClass>[0];

/** `extra`: a protected source's EME settings (drm/key-systems.ts). */
function prepareHlsJs(
  Hls: HlsClass,
  source: PlayerSource,
  options: EngineOptions,
  extra?: HlsSettings,
): PreparedEngine {
  const hls = new Hls({
    startPosition: options.startPosition ?? -1,
    capLevelToPlayerSize: true,
    liveDurationInfinity: options.live,
    // The first segment loads before the <video> is attached (the controls are still loading then).
    startFragPrefetch: true,
    ...extra,
  });
  let mediaRecoveries = 0;

  hls.on(Hls.Events.ERROR, (_event, data) => {
    const decision = classifyStreamError(
      { fatal: data.fatal, type: data.type, responseCode: data.response?.code },
      mediaRecoveries,
    );
    if (decision.action === 'recover-media') {
      mediaRecoveries += 1;
      hls.recoverMediaError();
    } else if (decision.action === 'fail') {
      hls.stopLoad();
      options.onFatalError(decision.kind);
    }
  });

  hls.loadSource(source.file);
  let stopDates: (() => void) | undefined;
  return {
    kind: 'hls.js',
    source,
    attach(video) {
      stopDates = trackPlayingDate(video, () => hls.playingDate);
      hls.attachMedia(video);
    },
    destroy() {
      stopDates?.();
      hls.destroy();
    },
  };
}

/** `protect`: sets up the key system on the element first (FairPlay), returning what undoes it. */
function prepareNative(
  source: PlayerSource,
  options: EngineOptions,
  protect?: (video: HTMLVideoElement) => () => void,
): PreparedEngine {
  let detach: (() => void) | undefined;
  return {
    kind: 'native',
    source,
    attach(video) {
      const unprotect = protect?.(video);
      const stop = attachNative(video, source, options);
      detach = () => {
        stop();
        unprotect?.();
      };
    },
    destroy() {
      detach?.();
    },
  };
}

/** Plays `source` with the browser's own playback; returns the function that stops it. */
function attachNative(video: HTMLVideoElement, source: PlayerSource, options: EngineOptions): () => void {
  const onMetadata = () => {
    if (options.startPosition !== undefined) video.currentTime = options.startPosition;
  };
  // The media element cannot tell a missing file from an unsupported one: both are "unknown" here.
  const onError = () => options.onFatalError('unknown');
  video.addEventListener('loadedmetadata', onMetadata, { once: true });
  video.addEventListener('error', onError);
  const stopDates = trackPlayingDate(video, () => {
    const start = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
    return start && Number.isFinite(start.getTime()) ? new Date(start.getTime() + video.currentTime * 1000) : null;
  });
  video.src = source.file;
  return () => {
    stopDates();
    video.removeEventListener('loadedmetadata', onMetadata);
    video.removeEventListener('error', onError);
    video.removeAttribute('src');
    video.load();
  };
}

/**
 * The wall-clock time of the playing position (the stream's EXT-X-PROGRAM-DATE-TIME), kept on the element as
 * `data-playing-date`: a live guide's "from the beginning" can be checked against the programme's start.
 */
function trackPlayingDate(video: HTMLVideoElement, playingDate: () => Date | null | undefined): () => void {
  const update = () => {
    const date = playingDate();
    if (date && Number.isFinite(date.getTime())) video.dataset.playingDate = date.toISOString();
  };
  video.addEventListener('timeupdate', update);
  return () => {
    video.removeEventListener('timeupdate', update);
    delete video.dataset.playingDate;
  };
}
