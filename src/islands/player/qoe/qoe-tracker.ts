import type { PlayerErrorCode, QoeEntry } from '../../../domain/telemetry/qoe';

/**
 * One player's playback quality (issue 46), by wall clock: startup from asking for playback to the first frame,
 * stalls (waiting for data while playing, not seeking) and their seconds, seconds watched, rendition changes and
 * the height watched, fatal errors. `take` answers what happened since the last `take` (null when nothing did),
 * so each beacon carries its own part and the server's counters simply add.
 */
export interface QoeTracker {
  /** Playback was asked for, now or at `at` (a quick start's ask, on the same clock). */
  requested(at?: number): void;
  playing(): void;
  /**
   * Playback that began before the tracker saw it (a quick start's stream): its startup is known when the ask and
   * the first frame were recorded (`firstFrameAt`), otherwise there is none to tell.
   */
  joined(firstFrameAt?: number): void;
  /** Playback waits for data (a stall, unless the viewer is seeking). */
  stalled(): void;
  paused(): void;
  rendition(height: number): void;
  fatal(code: PlayerErrorCode): void;
  take(): QoeEntry | null;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

export function createQoeTracker(media: { mediaid: string; live: boolean }, now: () => number): QoeTracker {
  let requestedAt: number | undefined;
  let startupSeconds: number | undefined;
  let started = false;
  let playingSince: number | undefined;
  let stalledSince: number | undefined;
  let height: number | undefined;
  const nothingYet = () => ({
    rebuffers: 0,
    rebufferSeconds: 0,
    watchSeconds: 0,
    bitrateSwitches: 0,
    errors: [] as PlayerErrorCode[],
  });
  let fresh = nothingYet();

  /** Closes the running playing or stalled stretch into the counts, up to now. */
  function settle() {
    const at = now();
    if (playingSince !== undefined) fresh.watchSeconds += (at - playingSince) / 1000;
    if (stalledSince !== undefined) fresh.rebufferSeconds += (at - stalledSince) / 1000;
    playingSince = playingSince === undefined ? undefined : at;
    stalledSince = stalledSince === undefined ? undefined : at;
  }

  return {
    requested(at = now()) {
      if (!started) requestedAt = at;
    },
    playing() {
      settle();
      stalledSince = undefined;
      playingSince = now();
      if (!started && requestedAt !== undefined) startupSeconds = (now() - requestedAt) / 1000;
      started = true;
    },
    joined(firstFrameAt) {
      if (!started && requestedAt !== undefined && firstFrameAt !== undefined && firstFrameAt >= requestedAt) {
        startupSeconds = (firstFrameAt - requestedAt) / 1000;
      }
      started = true;
      requestedAt = undefined;
      settle();
      stalledSince = undefined;
      playingSince = now();
    },
    stalled() {
      if (!started || stalledSince !== undefined) return;
      settle();
      playingSince = undefined;
      stalledSince = now();
      fresh.rebuffers += 1;
    },
    paused() {
      settle();
      playingSince = undefined;
      stalledSince = undefined;
    },
    rendition(next) {
      if (next <= 0 || next === height) return;
      if (height !== undefined) fresh.bitrateSwitches += 1;
      height = next;
    },
    fatal(code) {
      settle();
      playingSince = undefined;
      stalledSince = undefined;
      fresh.errors.push(code);
    },
    take() {
      settle();
      const taken = fresh;
      const startup = startupSeconds;
      const nothing =
        startup === undefined && taken.watchSeconds === 0 && taken.rebufferSeconds === 0 && taken.errors.length === 0;
      if (nothing && taken.bitrateSwitches === 0) return null;
      fresh = nothingYet();
      startupSeconds = undefined;
      return {
        mediaid: media.mediaid,
        live: media.live,
        ...(startup !== undefined && { startupSeconds: round(startup) }),
        rebuffers: taken.rebuffers,
        rebufferSeconds: round(taken.rebufferSeconds),
        watchSeconds: round(taken.watchSeconds),
        bitrateSwitches: taken.bitrateSwitches,
        ...(height !== undefined && { height }),
        errors: taken.errors.slice(0, 20),
      };
    },
  };
}
