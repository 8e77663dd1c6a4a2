import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clipMedia } from './clip-media.fixture';
import { createPlayerController, type PlayerControllerOptions } from './player-controller';
import type { ProgressEntry } from './progress-saver';

/** Just enough of an HTMLVideoElement with native HLS (as in Safari), so no engine module is loaded. */
class FakeVideo extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  muted = false;
  textTracks = new EventTarget();
  dataset: Record<string, string> = {};
  playResults: Array<'ok' | DOMException> = [];
  canPlayType = (type: string) => (/mpegurl|mp4/i.test(type) ? 'maybe' : '');
  sidecarTracks: unknown[] = [];
  querySelectorAll = (selector: string) => (selector === 'track[data-sidecar]' ? this.sidecarTracks : []);
  removeAttribute = () => {};
  load = () => {};
  play = vi.fn(async () => {
    const result = this.playResults.shift() ?? 'ok';
    if (result !== 'ok') throw result;
    this.paused = false;
    this.emit('play');
  });
  pause = () => {
    this.paused = true;
    this.emit('pause');
  };
  emit(type: string) {
    this.dispatchEvent(new Event(type));
  }
  loadMetadata(duration: number) {
    this.duration = duration;
    this.emit('loadedmetadata');
    this.emit('durationchange');
  }
}

const media = clipMedia;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<PlayerControllerOptions> = {}) {
  const saved: ProgressEntry[] = [];
  const logs: string[] = [];
  const controller = createPlayerController({
    media,
    live: false,
    resumeProgress: () => undefined,
    saveProgress: (entry) => void saved.push(entry),
    log: (message) => void logs.push(message),
    ...overrides,
  });
  const video = new FakeVideo();
  return { controller, video, saved, logs, attach: () => controller.attach(video as unknown as HTMLVideoElement) };
}

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  // The engine is chosen before the player's <video> exists, from one the document makes.
  vi.stubGlobal(
    'document',
    Object.assign(new EventTarget(), { visibilityState: 'visible', createElement: () => new FakeVideo() }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('player controller', () => {
  it('starts idle; activating asks the view for the player, attaching loads the source and plays', async () => {
    const { controller, video, attach } = setup();
    expect(controller.$state.get().phase).toBe('idle');
    controller.activate();
    expect(controller.$state.get().phase).toBe('loading');
    attach();
    await flush();
    expect(video.src).toBe('/hls/clip/master.m3u8');
    expect(video.play).toHaveBeenCalled();
    video.emit('playing');
    expect(controller.$state.get()).toMatchObject({ phase: 'playing', started: true });
  });

  it('resumes an in-progress media from the history', async () => {
    const { video, attach } = setup({ resumeProgress: () => 0.4 });
    attach();
    await flush();
    video.loadMetadata(100);
    expect(video.currentTime).toBe(40);
  });

  it('saves progress (with the series) on pause once playback has started, and on detach', async () => {
    const { video, saved, attach } = setup();
    const detach = attach();
    await flush();
    video.loadMetadata(100);
    video.pause(); // before the first frame: nothing to save yet
    expect(saved).toEqual([]);
    video.emit('playing');
    video.currentTime = 30;
    video.pause();
    expect(saved).toEqual([{ mediaid: 'clip0001', seriesId: 'series1', progress: 0.3 }]);
    expect(video.play).toHaveBeenCalledTimes(1);
    video.currentTime = 50;
    detach();
    expect(saved.at(-1)).toEqual({ mediaid: 'clip0001', seriesId: 'series1', progress: 0.5 });
  });

  it('saves when the page is hidden', async () => {
    const { video, saved, attach } = setup();
    attach();
    await flush();
    video.loadMetadata(100);
    video.emit('playing');
    video.currentTime = 20;
    Object.assign(document, { visibilityState: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(saved.map((entry) => entry.progress)).toEqual([0.2, 0.2]);
  });

  it('never saves progress for live media', async () => {
    const { video, saved, attach } = setup({ live: true });
    attach();
    await flush();
    video.emit('playing');
    video.currentTime = 20;
    video.pause();
    expect(saved).toEqual([]);
  });

  it('falls back to muted playback when autoplay is blocked', async () => {
    const { controller, video, logs, attach } = setup();
    video.playResults = [new DOMException('blocked', 'NotAllowedError'), 'ok'];
    controller.activate();
    attach();
    await flush();
    expect(video.muted).toBe(true);
    expect(video.play).toHaveBeenCalledTimes(2);
    expect(logs).toEqual([]);
  });

  it('when even muted autoplay is blocked, only logs and leaves the play button', async () => {
    const { controller, video, logs, attach } = setup();
    const blocked = new DOMException('blocked', 'NotAllowedError');
    video.playResults = [blocked, blocked];
    controller.activate();
    attach();
    await flush();
    expect(logs).toEqual(['autoplay was blocked by the browser']);
    expect(controller.$state.get()).toMatchObject({ phase: 'paused', started: false });
    expect(video.muted).toBe(false);
  });

  it('a playback error shows the error state; retry starts a new attempt from where it failed', async () => {
    const { controller, video, attach } = setup();
    const detach = attach();
    await flush();
    video.loadMetadata(100);
    video.emit('playing');
    video.currentTime = 42;
    video.emit('timeupdate');
    video.emit('error');
    expect(controller.$state.get()).toMatchObject({ phase: 'error', error: 'unknown' });

    controller.retry();
    expect(controller.$state.get()).toMatchObject({ phase: 'loading', attempt: 1, error: undefined });
    detach();
    const fresh = new FakeVideo();
    controller.attach(fresh as unknown as HTMLVideoElement);
    await flush();
    fresh.loadMetadata(100);
    expect(fresh.currentTime).toBe(42);
  });

  it('seek intents: a chapter before playback starts there; during playback it moves the video', async () => {
    const { controller, video, attach } = setup({ resumeProgress: () => 0.5 });
    controller.seek(12);
    expect(controller.$state.get().phase).toBe('loading');
    attach();
    await flush();
    video.loadMetadata(100);
    expect(video.currentTime).toBe(12);
    video.emit('playing');
    controller.seek(60);
    expect(video.currentTime).toBe(60);
    controller.seekBy(-10);
    expect(video.currentTime).toBe(50);
    controller.seekBy(-100);
    expect(video.currentTime).toBe(0);
  });

  it('reports subtitle tracks that come with the stream, but not our own sidecar tracks', async () => {
    class FakeTextTrack {
      constructor(
        readonly kind: string,
        readonly label: string,
        readonly language: string,
      ) {}
    }
    class FakeTrackElement {
      constructor(readonly track: FakeTextTrack) {}
    }
    vi.stubGlobal('TextTrack', FakeTextTrack);
    vi.stubGlobal('HTMLTrackElement', FakeTrackElement);
    const { controller, video, attach } = setup();
    attach();
    const sidecar = new FakeTextTrack('captions', 'English', '');
    video.sidecarTracks = [new FakeTrackElement(sidecar)];
    const addTrack = (track: FakeTextTrack) =>
      video.textTracks.dispatchEvent(Object.assign(new Event('addtrack'), { track }));
    addTrack(sidecar);
    addTrack(new FakeTextTrack('metadata', 'id3', ''));
    expect(controller.$state.get().streamSubtitles).toEqual([]);
    addTrack(new FakeTextTrack('subtitles', 'English', 'en'));
    expect(controller.$state.get().streamSubtitles).toEqual([{ name: 'English', language: 'en' }]);
  });

  it.each([['geo-blocked'], ['unauthorized'], ['not-available']] as const)(
    'an access check answering %s stops before the engine loads, with Retry',
    async (kind) => {
      const { controller, video, attach } = setup({ checkAccess: async () => kind });
      controller.activate();
      attach();
      await flush();
      expect(controller.$state.get()).toMatchObject({ phase: 'error', error: kind });
      expect(video.src).toBe('');
      expect(video.play).not.toHaveBeenCalled();
    },
  );

  it("keeps the server's words for a refusal (a geo block's message) until Retry", async () => {
    const message = 'Only viewers in the Netherlands can watch this.';
    const { controller, video, attach } = setup({ checkAccess: async () => ({ error: 'geo-blocked', message }) });
    controller.activate();
    attach();
    await flush();
    expect(controller.$state.get()).toMatchObject({ phase: 'error', error: 'geo-blocked', errorMessage: message });
    expect(video.play).not.toHaveBeenCalled();
    controller.retry();
    expect(controller.$state.get().errorMessage).toBeUndefined();
  });

  it('plays when the access check lets it through', async () => {
    const { controller, video, attach } = setup({ checkAccess: async () => undefined });
    controller.activate();
    attach();
    await flush();
    expect(video.src).toBe(media.sources[0]?.file);
    expect(video.play).toHaveBeenCalled();
  });

  it("plays the sources the access check hands over (a paid item's signed addresses)", async () => {
    const signed = '/demo-media/s/9999999999.sig/hls/premium/clip/master.m3u8';
    const { controller, video, attach } = setup({
      checkAccess: async () => ({ sources: [{ file: signed, type: 'application/vnd.apple.mpegurl' }] }),
    });
    controller.activate();
    attach();
    await flush();
    expect(video.src).toBe(signed);
    expect(video.play).toHaveBeenCalled();
  });

  it('checks access as playback is asked for, while the view is still loading its controls', async () => {
    const checkAccess = vi.fn(async () => undefined);
    const { controller, video, attach } = setup({ checkAccess });
    controller.activate();
    expect(checkAccess).toHaveBeenCalledTimes(1);
    await flush();
    expect(video.src).toBe('');
    attach();
    await flush();
    expect(checkAccess).toHaveBeenCalledTimes(1);
    expect(video.src).toBe(media.sources[0]?.file);
    expect(video.play).toHaveBeenCalled();
  });

  it('a refusal found before the controls arrive is shown, and nothing plays', async () => {
    const { controller, video, attach } = setup({ checkAccess: async () => 'geo-blocked' });
    controller.activate();
    await flush();
    expect(controller.$state.get()).toMatchObject({ phase: 'error', error: 'geo-blocked' });
    attach();
    await flush();
    expect(video.src).toBe('');
    expect(video.play).not.toHaveBeenCalled();
  });

  it('takes over a stream a quick start already plays: its element, its engine, and its errors from then on', async () => {
    const quickVideo = Object.assign(new FakeVideo(), { paused: false, readyState: 4, remove: vi.fn() });
    const engine = { kind: 'hls.js' as const, source: media.sources[0], attach: vi.fn(), destroy: vi.fn() };
    let reportError: (kind: 'unknown') => void = () => {};
    const checkAccess = vi.fn(async () => undefined);
    const { controller } = setup({
      checkAccess,
      takeQuickStart: () => ({
        video: quickVideo as unknown as HTMLVideoElement,
        engine,
        reportErrorsTo: (report) => (reportError = report),
      }),
    });
    controller.activate();
    expect(controller.adoptedVideo()).toBe(quickVideo);
    controller.attach(quickVideo as unknown as HTMLVideoElement);
    await flush();
    expect(controller.adoptedVideo()).toBeUndefined();
    expect(checkAccess).not.toHaveBeenCalled();
    expect(engine.attach).toHaveBeenCalledWith(quickVideo);
    expect(controller.$state.get()).toMatchObject({ phase: 'playing', started: true });
    reportError('unknown');
    expect(controller.$state.get()).toMatchObject({ phase: 'error', error: 'unknown' });
    expect(quickVideo.remove).not.toHaveBeenCalled();
  });

  it('a quick start stopped before the controls took it is torn down; the next start loads its own', async () => {
    const quickVideo = Object.assign(new FakeVideo(), { remove: vi.fn() });
    const engine = { kind: 'hls.js' as const, source: media.sources[0], attach: vi.fn(), destroy: vi.fn() };
    const takeQuickStart = vi
      .fn()
      .mockReturnValueOnce({ video: quickVideo, engine, reportErrorsTo: () => {} })
      .mockReturnValue(undefined);
    const { controller, video, attach } = setup({ takeQuickStart });
    controller.activate();
    controller.stop();
    await flush();
    expect(quickVideo.remove).toHaveBeenCalled();
    expect(engine.destroy).toHaveBeenCalled();
    controller.activate();
    expect(controller.adoptedVideo()).toBeUndefined();
    attach();
    await flush();
    expect(video.src).toBe('/hls/clip/master.m3u8');
  });

  it('stop returns to the poster and saves the position', async () => {
    const { controller, video, saved, attach } = setup();
    controller.activate();
    const detach = attach();
    await flush();
    video.loadMetadata(100);
    video.emit('playing');
    video.currentTime = 40;
    const attempt = controller.$state.get().attempt;
    controller.stop();
    expect(controller.$state.get()).toMatchObject({ phase: 'idle', started: false, attempt: attempt + 1 });
    detach();
    await flush();
    expect(saved.at(-1)).toMatchObject({ mediaid: media.mediaid, progress: 0.4 });
  });

  describe('with client-side ads', () => {
    function adBreaks() {
      const calls: string[] = [];
      let endPreroll: () => void = () => undefined;
      let endPostroll: () => void = () => undefined;
      const ads = {
        prepare: () => void calls.push('prepare'),
        beforeContent: () => {
          calls.push('beforeContent');
          return new Promise<void>((resolve) => (endPreroll = resolve));
        },
        watch: () => {
          calls.push('watch');
          return () => void calls.push('unwatch');
        },
        afterContent: () => {
          calls.push('afterContent');
          return new Promise<void>((resolve) => (endPostroll = resolve));
        },
        cancel: () => void calls.push('cancel'),
      };
      return { ads, calls, endPreroll: () => endPreroll(), endPostroll: () => endPostroll() };
    }

    it('plays the content only after the pre-roll, and ends only after the post-roll', async () => {
      const breaks = adBreaks();
      const { controller, video, attach } = setup({ ads: breaks.ads });
      controller.activate();
      attach();
      await flush();
      expect(breaks.calls).toEqual(['prepare', 'beforeContent']);
      expect(video.play).not.toHaveBeenCalled();

      breaks.endPreroll();
      await flush();
      expect(video.play).toHaveBeenCalledTimes(1);
      expect(breaks.calls).toContain('watch');

      video.ended = true;
      video.emit('ended');
      await flush();
      expect(breaks.calls.at(-1)).toBe('afterContent');
      expect(controller.$state.get().phase).not.toBe('ended');
      breaks.endPostroll();
      await flush();
      expect(controller.$state.get().phase).toBe('ended');
    });

    it('stops a running break and never starts the content when playback is torn down', async () => {
      const breaks = adBreaks();
      const { controller, video, attach } = setup({ ads: breaks.ads });
      controller.activate();
      const detach = attach();
      await flush();
      detach();
      breaks.endPreroll();
      await flush();
      expect(breaks.calls).toContain('cancel');
      expect(video.play).not.toHaveBeenCalled();
    });
  });
});
