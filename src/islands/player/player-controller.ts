import { atom, type ReadableAtom } from 'nanostores';
import { prepareEngine, type Engine, type PreparedEngine } from './engine';
import { preloadEngine } from './engine-choice';
import type { PlayerErrorKind } from './player-errors';
import type { PlayerMedia, PlayerSource } from './player-media';
import type { QuickStart } from './quick-start';
import { createProgressSaver, type PlaybackSnapshot, type ProgressEntry } from './progress-saver';

/**
 * Player state and intents (DESIGN §2.8): the view reads `$state` and never touches the engine; it asks for
 * things through `activate`, `play`, `pause`, `seek` and `retry`. The controls (media-chrome) drive the `<video>`
 * directly, and the state follows the element's events.
 */
export type PlayerPhase = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';

export interface StreamSubtitle {
  name: string;
  language?: string;
}

export interface PlayerState {
  phase: PlayerPhase;
  currentTime: number;
  /** Known duration in seconds (the element's once loaded; 0 for live). */
  duration: number;
  error?: PlayerErrorKind;
  /** The server's own words for the error, when it gave them (a geo block's geoBlockingMessage). */
  errorMessage?: string;
  /** Changes on every retry so the view mounts a fresh `<video>`. */
  attempt: number;
  /** Playback has actually started at least once in this attempt. */
  started: boolean;
  /** Text tracks that came with the stream itself (HLS subtitle renditions). */
  streamSubtitles: StreamSubtitle[];
  /** The source being played and how (a cast receiver or AirPlay takes it over), once the engine is attached. */
  playback?: { source: PlayerSource; engine: Engine['kind'] };
}

/** A refusal the server explained in its own words (spec 1 §8 "access blocked" carries geoBlockingMessage). */
export interface AccessRefusal {
  error: PlayerErrorKind;
  message: string;
}

export interface PlayerController {
  readonly $state: ReadableAtom<PlayerState>;
  /** The viewer asked for playback (the poster's play button, a chapter, or autostart). */
  activate(): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** Relative seek, e.g. -10 for the ← key on the seek bar. */
  seekBy(deltaSeconds: number): void;
  retry(): void;
  /** Back to the poster (a dialog or the cinema overlay closed): playback stops and progress is saved. */
  stop(): void;
  /** Called by the view when its `<video>` is in the document; returns the detach function. */
  attach(video: HTMLVideoElement): () => void;
  /** The `<video>` a quick start is already playing into, for the view to put in its place of its own. */
  adoptedVideo(): HTMLVideoElement | undefined;
}

/**
 * Client-side ad breaks around the content (`ads/lazy-ads.ts`). The controller asks for them at the right
 * moments; the breaks pause and resume the content element themselves for mid-rolls.
 */
export interface AdBreaks {
  /** Playback was asked for: start fetching the plan. */
  prepare(): void;
  /** Plays the pre-roll; resolves when the content may start. */
  beforeContent(): Promise<void>;
  /** Watches the playing content for mid-rolls; returns the function that stops watching. */
  watch(video: HTMLVideoElement): () => void;
  /** Plays the post-roll; resolves when the content may end. */
  afterContent(): Promise<void>;
  /** Playback is torn down: a break playing now stops. */
  cancel(): void;
}

export interface PlayerControllerOptions {
  media: PlayerMedia;
  live: boolean;
  /** Where to resume, as a fraction of the duration (read when playback starts). */
  resumeProgress: () => number | undefined;
  saveProgress: (entry: ProgressEntry) => void | Promise<void>;
  /**
   * Before playback (signed-media HEAD check, a paid item's sources): a reason not to play (an error kind, or one
   * with the server's message), or the sources to play instead of `media.sources`.
   */
  checkAccess?: () => Promise<PlayerErrorKind | AccessRefusal | { sources: PlayerSource[] } | undefined>;
  /**
   * The sources playback will use when they are known before the check (the page's own, not a paid item's): their
   * engine then starts beside the check, a round trip sooner, and is dropped if the check refuses.
   */
  knownSources?: () => PlayerSource[] | undefined;
  now?: () => number;
  log?: (message: string, detail?: unknown) => void;
  /** Client-side ads (a config with an ad schedule). */
  ads?: AdBreaks;
  /** A stream that started before the island (quick-start.ts), taken over at the first start instead of a new one. */
  takeQuickStart?: () => QuickStart | undefined;
  /** Watches each attached `<video>` (playback quality, qoe/player-qoe.ts); returns the function that stops. */
  observeVideo?: (video: HTMLVideoElement) => () => void;
}

/** `HTMLMediaElement.HAVE_FUTURE_DATA`: enough to play on. */
const HAVE_FUTURE_DATA = 3;

export function createPlayerController(options: PlayerControllerOptions): PlayerController {
  const { media, live } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, detail?: unknown) => console.info(`[player] ${message}`, detail ?? ''));
  const $state = atom<PlayerState>({
    phase: 'idle',
    currentTime: 0,
    duration: media.duration,
    attempt: 0,
    started: false,
    streamSubtitles: [],
  });
  const update = (patch: Partial<PlayerState>) => $state.set({ ...$state.get(), ...patch });

  let video: HTMLVideoElement | null = null;
  /** A chapter chosen before the player was running: where to start instead of the resume point. */
  let requestedStart: number | undefined;
  /** The access check and the engine, started as playback is asked for; the next `<video>` attached takes it. */
  let pending: Promise<PreparedEngine> | undefined;
  /** A quick start's playing `<video>`, until the view attaches it. */
  let adopted: HTMLVideoElement | undefined;

  function startPosition(): number | undefined {
    if (live) return undefined;
    if (requestedStart !== undefined) return requestedStart;
    const progress = options.resumeProgress();
    return progress !== undefined && media.duration > 0 ? progress * media.duration : undefined;
  }

  async function playWithFallback(element: HTMLVideoElement) {
    try {
      await element.play();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !element.muted) {
        // Browsers allow muted autoplay; the viewer can unmute with the controls.
        element.muted = true;
        try {
          await element.play();
          return;
        } catch (mutedError) {
          element.muted = false;
          log('autoplay was blocked by the browser', mutedError);
        }
      } else {
        log('playback did not start', error);
      }
      if ($state.get().phase === 'loading') update({ phase: 'paused' });
    }
  }

  const fail = (kind: PlayerErrorKind, message?: string) =>
    update({ phase: 'error', error: kind, errorMessage: message });
  const noEngine: PreparedEngine = { kind: 'native', attach() {}, destroy() {} };

  /** Drops a prepared engine no `<video>` took (playback stopped before the controls mounted). */
  function dropPending() {
    void pending?.then((engine) => engine.destroy());
    pending = undefined;
    adopted?.remove();
    adopted = undefined;
  }

  /**
   * Playback is asked for: the access check, then the engine (beside it when the sources are known), start now,
   * while the view loads its controls; the stream is already loading when the `<video>` arrives.
   */
  function startLoading(patch: Partial<PlayerState> = {}): Promise<PreparedEngine> {
    update({ ...patch, phase: 'loading' });
    dropPending();
    const quick = options.takeQuickStart?.();
    if (quick) {
      quick.reportErrorsTo(fail);
      adopted = quick.video;
      pending = Promise.resolve(quick.engine);
      return pending;
    }
    const accessChecked = options.checkAccess ? options.checkAccess() : Promise.resolve(undefined);
    const known = options.knownSources?.();
    const early = known && prepareEngine(known, { live, startPosition: startPosition(), onFatalError: fail });
    // Else the engine's module starts meanwhile: its first evaluation (40-90 ms of main thread) overlaps the request.
    if (!early) void preloadEngine(media.sources);
    pending = accessChecked.then(async (checked) => {
      if (typeof checked === 'string' || (checked && 'error' in checked)) {
        await early?.then((engine) => engine.destroy(), () => {});
        if (typeof checked === 'string') fail(checked);
        else fail(checked.error, checked.message);
        return noEngine;
      }
      if (early) return early;
      const sources = checked?.sources ?? media.sources;
      return prepareEngine(sources, { live, startPosition: startPosition(), onFatalError: fail });
    });
    return pending;
  }

  function attach(element: HTMLVideoElement): () => void {
    video = element;
    if (element === adopted) adopted = undefined;
    let engine: Engine | null = null;
    let detached = false;

    // Tracked here rather than read from `$state`: `stop()` resets the state before this element detaches.
    let played = false;
    const snapshot = (): PlaybackSnapshot | null => {
      if (live || !played) return null;
      const elementDuration = element.duration;
      const duration = Number.isFinite(elementDuration) && elementDuration > 0 ? elementDuration : media.duration;
      return { mediaid: media.mediaid, seriesId: media.seriesId, currentTime: element.currentTime, duration };
    };
    const saver = createProgressSaver({
      now,
      read: snapshot,
      save: options.saveProgress,
      onError: (error) => log('saving progress failed', error),
    });

    const listeners: Array<[EventTarget, string, (event: Event) => void]> = [
      [
        element,
        'playing',
        () => {
          played = true;
          update({ phase: 'playing', started: true });
        },
      ],
      [element, 'play', () => saver.trigger('play')],
      [
        element,
        'pause',
        () => {
          if (!element.ended && $state.get().phase !== 'error') update({ phase: 'paused' });
          saver.trigger('pause');
        },
      ],
      [
        element,
        'ended',
        () => {
          if (!options.ads) return update({ phase: 'ended' });
          void options.ads.afterContent().then(() => {
            if (!detached) update({ phase: 'ended' });
          });
        },
      ],
      [
        element,
        'timeupdate',
        () => {
          update({ currentTime: element.currentTime });
          saver.trigger('interval');
        },
      ],
      [
        element,
        'durationchange',
        () => {
          if (Number.isFinite(element.duration) && element.duration > 0) update({ duration: element.duration });
        },
      ],
      [window, 'pagehide', () => saver.trigger('pagehide')],
      [
        document,
        'visibilitychange',
        () => {
          if (document.visibilityState === 'hidden') saver.trigger('hidden');
        },
      ],
    ];
    // Text tracks that are not our sidecar `<track data-sidecar>` children come from the stream (hls.js adds its
    // own `<track>` elements; native HLS adds tracks without elements).
    const seenTracks = new WeakSet<TextTrack>();
    const onAddTrack = ({ track }: Pick<TrackEvent, 'track'>) => {
      if (!(track instanceof TextTrack) || (track.kind !== 'subtitles' && track.kind !== 'captions')) return;
      if (seenTracks.has(track)) return;
      seenTracks.add(track);
      const sidecar = Array.from(element.querySelectorAll('track[data-sidecar]')).some(
        (child) => child instanceof HTMLTrackElement && child.track === track,
      );
      if (sidecar) return;
      const subtitle: StreamSubtitle = { name: track.label, language: track.language || undefined };
      update({ streamSubtitles: [...$state.get().streamSubtitles, subtitle] });
    };
    listeners.push([element.textTracks, 'addtrack', (event) => onAddTrack(event as TrackEvent)]);
    for (const [target, type, handler] of listeners) target.addEventListener(type, handler);
    const stopObserving = options.observeVideo?.(element);
    // An element a quick start played into: its stream's tracks and its start came before these listeners.
    for (const track of Array.from(element.textTracks)) onAddTrack({ track });
    if (!element.paused && element.readyState >= HAVE_FUTURE_DATA) {
      played = true;
      update({ phase: 'playing', started: true });
    }

    options.ads?.prepare();
    let stopWatchingAds: (() => void) | undefined;
    const prepared = pending ?? startLoading();
    pending = undefined;
    void prepared.then(async (attached) => {
      if (detached) {
        attached.destroy();
        return;
      }
      attached.attach(element);
      engine = attached;
      requestedStart = undefined;
      if (attached.source) update({ playback: { source: attached.source, engine: attached.kind } });
      if ($state.get().phase === 'error') return;
      // The content loads meanwhile, so it starts at once when the pre-roll ends.
      if (options.ads) await options.ads.beforeContent();
      if (detached || $state.get().phase === 'error') return;
      stopWatchingAds = options.ads?.watch(element);
      void playWithFallback(element);
    });

    return () => {
      detached = true;
      options.ads?.cancel();
      stopWatchingAds?.();
      saver.trigger('unmount');
      for (const [target, type, handler] of listeners) target.removeEventListener(type, handler);
      stopObserving?.();
      engine?.destroy();
      if (video === element) video = null;
    };
  }

  return {
    $state,
    activate() {
      if ($state.get().phase === 'idle') startLoading();
    },
    play() {
      if (video) void playWithFallback(video);
      else if ($state.get().phase === 'idle') startLoading();
    },
    pause() {
      video?.pause();
    },
    seek(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) return;
      if (video && $state.get().started) {
        video.currentTime = seconds;
        if (video.paused) void playWithFallback(video);
        return;
      }
      requestedStart = seconds;
      if ($state.get().phase === 'idle') startLoading();
    },
    seekBy(deltaSeconds) {
      if (!video || !Number.isFinite(deltaSeconds)) return;
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + deltaSeconds));
    },
    retry() {
      const state = $state.get();
      // Carry on from where the failure happened rather than from the saved resume point.
      if (!live && state.started && state.currentTime > 0) requestedStart = state.currentTime;
      startLoading({
        error: undefined,
        errorMessage: undefined,
        attempt: state.attempt + 1,
        started: false,
        streamSubtitles: [],
        playback: undefined,
      });
    },
    stop() {
      const state = $state.get();
      if (state.phase === 'idle') return;
      requestedStart = undefined;
      dropPending();
      update({
        phase: 'idle',
        error: undefined,
        errorMessage: undefined,
        attempt: state.attempt + 1,
        started: false,
        currentTime: 0,
        streamSubtitles: [],
        playback: undefined,
      });
    },
    attach,
    adoptedVideo: () => adopted,
  };
}
