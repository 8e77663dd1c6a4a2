import type { PlayerErrorCode, QoeEntry } from '../../../domain/telemetry/qoe';
import { MAX_QOE_ENTRIES } from '../../../domain/telemetry/qoe';
import { createBeaconBatcher, type Batcher } from '../../../lib/telemetry/beacon-batcher';
import { reportError } from '../../../lib/telemetry/report-error';
import { sendBeacon } from '../../../lib/telemetry/send-beacon';
import type { PlayerController } from '../player-controller';
import { createQoeTracker, type QoeTracker } from './qoe-tracker';
import { quickStartTimes } from './quick-start-times';

/**
 * The page's players' quality, sent to `POST /api/telemetry/qoe` in one beacon every 30 s and when the page is
 * hidden or left. A player that unmounts hands its last part to the next beacon.
 */
export const QOE_URL = '/api/telemetry/qoe';
const INTERVAL_MS = 30_000;
const HAVE_FUTURE_DATA = 3;

const trackers = new Set<QoeTracker>();
let leftOver: QoeEntry[] = [];
let batcher: Batcher | undefined;

function collect(): QoeEntry[] {
  const entries = [...leftOver];
  leftOver = [];
  for (const tracker of trackers) {
    const entry = tracker.take();
    if (entry) entries.push(entry);
  }
  return entries;
}

function pageBatcher(): Batcher {
  if (!batcher) {
    batcher = createBeaconBatcher({
      collect,
      send: (entries) => sendBeacon(QOE_URL, JSON.stringify({ entries })),
      maxBatch: MAX_QOE_ENTRIES,
      intervalMs: INTERVAL_MS,
    });
    batcher.start();
  }
  return batcher;
}

export interface PlayerQuality {
  observeVideo: (video: HTMLVideoElement) => () => void;
  stop: () => void;
}

/** Starts measuring one player; returns its `<video>` observer and the function that ends the measuring. */
export function measurePlayer(
  controller: Pick<PlayerController, '$state'>,
  media: { mediaid: string; live: boolean },
): PlayerQuality {
  // Rendered on the server too: nothing to measure there.
  if (typeof window === 'undefined') return { observeVideo: () => () => undefined, stop: () => undefined };
  pageBatcher();
  const tracker = createQoeTracker(media, () => performance.now());
  trackers.add(tracker);
  let phase = controller.$state.get().phase;
  // An island that starts playing as it mounts (`?play=1` without a quick start) asked already.
  if (phase === 'loading' && !controller.$state.get().started) tracker.requested();
  const unlisten = controller.$state.listen((state) => {
    if (state.phase === phase) return;
    phase = state.phase;
    if (phase === 'loading' && !state.started) tracker.requested();
    if (phase !== 'error' || !state.error) return;
    const code: PlayerErrorCode = state.error;
    tracker.fatal(code);
    reportError({
      category: 'player',
      severity: code === 'unknown' || code === 'content-protection' ? 'high' : 'medium',
      message: `Playback failed: ${code}`,
      source: 'player',
      playerCode: code,
    });
  });

  function observeVideo(video: HTMLVideoElement) {
    const on: Array<[string, () => void]> = [
      ['playing', () => tracker.playing()],
      ['waiting', () => !video.seeking && tracker.stalled()],
      ['pause', () => tracker.paused()],
      ['ended', () => tracker.paused()],
      ['resize', () => tracker.rendition(video.videoHeight)],
    ];
    for (const [type, handler] of on) video.addEventListener(type, handler);
    if (video.videoHeight > 0) tracker.rendition(video.videoHeight);
    const quick = quickStartTimes(video);
    if (quick.askedAt !== undefined) tracker.requested(quick.askedAt);
    if (!video.paused && video.readyState >= HAVE_FUTURE_DATA) tracker.joined(quick.firstFrameAt);
    return () => {
      for (const [type, handler] of on) video.removeEventListener(type, handler);
    };
  }

  return {
    observeVideo,
    stop() {
      unlisten();
      trackers.delete(tracker);
      const last = tracker.take();
      if (last) leftOver.push(last);
    },
  };
}
