import { atom, type ReadableAtom } from 'nanostores';
import type { AdPlan, LinearAd, TrackingEvent } from '../../../domain/ads/ad-plan';
import { dueMidrolls, quartileEvents, scheduleBreaks, type TimedBreak } from '../../../domain/ads/ad-timing';
import type { AdBreaks } from '../player-controller';
import { fireTracking, type Beacon } from './tracking';

/**
 * Plays an ad plan around the content (loaded only for configs with client-side ads, when playback starts).
 * The content's `<video>` is paused while a break runs; the ad plays in the overlay (`AdOverlay.tsx`), which
 * reports its element's events here. Each break plays once per playback; a failing ad (its file missing or
 * unplayable, or not starting within `startTimeoutMs`) is reported with the VAST `error` pixel and skipped.
 */
export interface CurrentAd {
  ad: LinearAd;
  /** 1-based place in its break, and the break's number of ads ("Ad 1 of 2"). */
  position: number;
  count: number;
  elapsed: number;
  /** The element's duration once known, else the VAST one. */
  duration: number;
  paused: boolean;
}

export interface AdSession extends AdBreaks {
  readonly $current: ReadableAtom<CurrentAd | null>;
  adPlaying(): void;
  adPaused(): void;
  adTime(elapsed: number, duration: number): void;
  adEnded(): void;
  /** The ad cannot play: VAST error 405 (the file could not be played) or 402 (it did not start in time). */
  adFailed(code?: number): void;
  adVolume(muted: boolean): void;
  /** The viewer chose Skip (ignored before the skip offset). */
  skip(): void;
  /** The viewer opened the click-through. */
  clickThrough(): void;
}

export interface AdSessionOptions {
  plan: AdPlan;
  /** Content duration in seconds (0 for live: pre-rolls only). */
  duration: number;
  cueSeconds: number[];
  beacon: Beacon;
  startTimeoutMs?: number;
}

export function createAdSession(options: AdSessionOptions): AdSession {
  const { plan, beacon } = options;
  const schedule = scheduleBreaks(plan.breaks, options.duration, options.cueSeconds);
  const startTimeoutMs = options.startTimeoutMs ?? 8000;
  const played = new Set<string>();
  const $current = atom<CurrentAd | null>(null);

  interface Running {
    ad: LinearAd;
    fired: Set<TrackingEvent>;
    started: boolean;
    finish: () => void;
    timer: ReturnType<typeof setTimeout>;
  }
  let running: Running | null = null;
  let cancelled = false;

  const patch = (change: Partial<CurrentAd>) => {
    const current = $current.get();
    if (current) $current.set({ ...current, ...change });
  };

  function fire(event: TrackingEvent, details: { errorCode?: number } = {}) {
    if (!running) return;
    const once = event !== 'pause' && event !== 'resume' && event !== 'mute' && event !== 'unmute';
    if (once && running.fired.has(event)) return;
    running.fired.add(event);
    fireTracking(running.ad.tracking, event, beacon, { adPlayhead: $current.get()?.elapsed ?? 0, ...details });
  }

  function end() {
    if (!running) return;
    const { finish, timer } = running;
    clearTimeout(timer);
    running = null;
    $current.set(null);
    finish();
  }

  function playAd(ad: LinearAd, position: number, count: number): Promise<void> {
    return new Promise((finish) => {
      const timer = setTimeout(() => {
        if (running?.ad === ad && !running.started) session.adFailed(402);
      }, startTimeoutMs);
      running = { ad, fired: new Set(), started: false, finish, timer };
      $current.set({ ad, position, count, elapsed: 0, duration: ad.duration, paused: false });
    });
  }

  async function runBreaks(entries: TimedBreak[]): Promise<void> {
    for (const entry of entries) {
      played.add(entry.id);
      const { ads } = plan.breaks[entry.index]!;
      for (const [index, ad] of ads.entries()) {
        if (cancelled) return;
        await playAd(ad, index + 1, ads.length);
      }
    }
  }

  const unplayed = (at: TimedBreak['at']) => schedule.filter((entry) => entry.at === at && !played.has(entry.id));

  const session: AdSession = {
    $current,
    prepare() {},
    async beforeContent() {
      cancelled = false;
      await runBreaks(unplayed('start'));
    },
    async afterContent() {
      cancelled = false;
      await runBreaks(unplayed('end'));
    },
    watch(video) {
      // Mid-rolls count from where the content really started playing (a resume point is not "crossing" them).
      let from: number | undefined;
      let inBreak = false;
      const onPlaying = () => {
        from ??= video.currentTime;
      };
      const onTime = () => {
        if (from === undefined || inBreak) return;
        const to = video.currentTime;
        const { due, passed } = dueMidrolls(schedule, played, from, to);
        from = to;
        for (const entry of passed) played.add(entry.id);
        if (due.length === 0) return;
        inBreak = true;
        video.pause();
        void runBreaks(due).then(() => {
          inBreak = false;
          if (!cancelled) video.play().catch(() => undefined);
        });
      };
      video.addEventListener('playing', onPlaying);
      video.addEventListener('timeupdate', onTime);
      return () => {
        video.removeEventListener('playing', onPlaying);
        video.removeEventListener('timeupdate', onTime);
      };
    },
    cancel() {
      cancelled = true;
      end();
    },
    adPlaying() {
      if (!running) return;
      if (!running.started) {
        running.started = true;
        fire('impression');
        fire('start');
      } else if ($current.get()?.paused) {
        fire('resume');
      }
      patch({ paused: false });
    },
    adPaused() {
      if (!running?.started || $current.get()?.paused) return;
      patch({ paused: true });
      fire('pause');
    },
    adTime(elapsed, duration) {
      const current = $current.get();
      if (!running || !current) return;
      const length = Number.isFinite(duration) && duration > 0 ? duration : current.duration;
      for (const event of quartileEvents(current.elapsed, elapsed, length)) fire(event);
      patch({ elapsed, duration: length });
    },
    adEnded() {
      fire('complete');
      end();
    },
    adFailed(code = 405) {
      fire('error', { errorCode: code });
      end();
    },
    adVolume(muted) {
      if (running?.started) fire(muted ? 'mute' : 'unmute');
    },
    skip() {
      const current = $current.get();
      if (!current || current.ad.skipOffset === undefined || current.elapsed < current.ad.skipOffset) return;
      fire('skip');
      end();
    },
    clickThrough() {
      fire('clickTracking');
    },
  };
  return session;
}
