import type { Page } from '@playwright/test';

/**
 * Test doubles of the two external casting APIs the player uses, for a browser with no Cast device and no Safari:
 * - a fake Google Cast Web Sender framework, served in place of gstatic's `cast_sender.js`. It implements only the
 *   API surface the player calls, reports the devices the test asks for, records every `loadMedia` request in
 *   `window.__fakeCast.loads`, plays on "remotely" one second per second, and ends the session on request;
 * - WebKit's AirPlay API on `<video>` (`webkitShowPlaybackTargetPicker`, availability events).
 */

export const CAST_SENDER_PATTERN = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js*';

export interface RecordedLoad {
  contentId: string;
  contentType: string;
  streamType: string;
  currentTime: number | null;
  autoplay: boolean;
  title?: string;
  images: string[];
  receiverApplicationId?: string;
}

/** Runs in the page as the body of the fake `cast_sender.js`. */
function installFakeCast(devices: string[]) {
  type Listener = (event: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (type: string, event: unknown) => listeners.get(type)?.forEach((listener) => listener(event));
  const on = (type: string, listener: Listener) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)!.add(listener);
  };
  const off = (type: string, listener: Listener) => listeners.get(type)?.delete(listener);

  const CastState = {
    NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE',
    NOT_CONNECTED: 'NOT_CONNECTED',
    CONNECTING: 'CONNECTING',
    CONNECTED: 'CONNECTED',
  };
  const SessionState = { SESSION_STARTED: 'SESSION_STARTED', SESSION_ENDED: 'SESSION_ENDED' };
  const CastContextEventType = { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' };
  const RemotePlayerEventType = { CURRENT_TIME_CHANGED: 'currentTimeChanged' };
  let castState = devices.length > 0 ? CastState.NOT_CONNECTED : CastState.NO_DEVICES_AVAILABLE;
  const setState = (state: string) => {
    castState = state;
    emit(CastContextEventType.CAST_STATE_CHANGED, { castState: state });
  };

  const record = {
    options: undefined as { receiverApplicationId?: string } | undefined,
    loads: [] as unknown[],
    remoteTime: 0,
    endSession: () => context.endCurrentSession(),
  };
  let ticker: ReturnType<typeof setInterval> | undefined;
  let session: { getCastDevice(): { friendlyName: string }; loadMedia(request: unknown): Promise<void> } | null = null;

  class MediaInfo {
    streamType = 'BUFFERED';
    metadata: { title?: string; images?: Array<{ url: string }> } = {};
    contentUrl?: string;
    constructor(
      public contentId: string,
      public contentType: string,
    ) {}
  }
  class LoadRequest {
    currentTime: number | null = 0;
    autoplay = true;
    constructor(public media: MediaInfo) {}
  }

  const context = {
    setOptions(options: { receiverApplicationId?: string }) {
      record.options = options;
    },
    getCastState: () => castState,
    getCurrentSession: () => session,
    async requestSession() {
      const device = devices[0];
      if (!device) throw 'receiver_unavailable';
      setState(CastState.CONNECTING);
      session = {
        getCastDevice: () => ({ friendlyName: device }),
        async loadMedia(request: unknown) {
          const load = request as LoadRequest;
          record.loads.push({
            contentId: load.media.contentUrl ?? load.media.contentId,
            contentType: load.media.contentType,
            streamType: load.media.streamType,
            currentTime: load.currentTime,
            autoplay: load.autoplay,
            title: load.media.metadata.title,
            images: (load.media.metadata.images ?? []).map((image) => image.url),
            receiverApplicationId: record.options?.receiverApplicationId,
          });
          record.remoteTime = load.currentTime ?? 0;
          ticker = setInterval(() => {
            record.remoteTime += 1;
            emit(RemotePlayerEventType.CURRENT_TIME_CHANGED, { value: record.remoteTime });
          }, 1000);
        },
      };
      setState(CastState.CONNECTED);
      emit(CastContextEventType.SESSION_STATE_CHANGED, { sessionState: SessionState.SESSION_STARTED, session });
    },
    endCurrentSession() {
      if (!session) return;
      clearInterval(ticker);
      session = null;
      setState(CastState.NOT_CONNECTED);
      emit(CastContextEventType.SESSION_STATE_CHANGED, { sessionState: SessionState.SESSION_ENDED, session: null });
    },
    addEventListener: on,
    removeEventListener: off,
  };

  const win = window as unknown as Record<string, unknown> & { chrome?: Record<string, unknown> };
  win.chrome ??= {};
  win.chrome.cast = {
    AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' },
    Image: class {
      constructor(public url: string) {}
    },
    media: {
      DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
      StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE' },
      GenericMediaMetadata: class {},
      MediaInfo,
      LoadRequest,
    },
  };
  win.cast = {
    framework: {
      CastState,
      SessionState,
      CastContextEventType,
      RemotePlayerEventType,
      CastContext: { getInstance: () => context },
      RemotePlayer: class {
        currentTime = 0;
      },
      RemotePlayerController: class {
        addEventListener = on;
        removeEventListener = off;
      },
    },
  };
  win.__fakeCast = record;
  setTimeout(() => (win.__onGCastApiAvailable as ((available: boolean) => void) | undefined)?.(true), 0);
}

/**
 * Serves the fake framework for the Cast sender URL and resolves with the list of sender requests seen (to prove
 * when the SDK is, and is not, fetched).
 */
export async function routeFakeCastSender(page: Page, devices: string[]): Promise<string[]> {
  const requested: string[] = [];
  await page.route(CAST_SENDER_PATTERN, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `(${installFakeCast.toString()})(${JSON.stringify(devices)});`,
    });
  });
  return requested;
}

export async function castLoads(page: Page): Promise<RecordedLoad[]> {
  return page.evaluate(() => (window as unknown as { __fakeCast?: { loads: RecordedLoad[] } }).__fakeCast?.loads ?? []);
}

export async function remoteTime(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __fakeCast: { remoteTime: number } }).__fakeCast.remoteTime);
}

export async function endCastSession(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __fakeCast: { endSession(): void } }).__fakeCast.endSession());
}

/**
 * Makes this Chromium look like Safari to the player's AirPlay code: the WebKit API on `<video>`, an AirPlay target's
 * `availability` told to each listener as it is added, and the picker counting its openings. It also gives the
 * browser Safari's HLS answer (native playback with ManagedMediaSource), so the engine plays the stream natively,
 * as it does in Safari.
 */
export async function fakeAirplay(page: Page, availability: 'available' | 'not-available'): Promise<void> {
  await page.addInitScript((announced) => {
    const win = window as unknown as Record<string, unknown>;
    win.WebKitPlaybackTargetAvailabilityEvent = class extends Event {};
    win.ManagedMediaSource ??= win.MediaSource;
    win.__airplayPickerOpened = 0;
    const proto = HTMLVideoElement.prototype as HTMLVideoElement & { webkitShowPlaybackTargetPicker?: () => void };
    proto.webkitShowPlaybackTargetPicker = () => {
      win.__airplayPickerOpened = (win.__airplayPickerOpened as number) + 1;
    };
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? 'maybe' : canPlayType.call(this, type);
    };
    // As WebKit does, a listener added for the availability is told it in a task of its own: a listener added once
    // playback runs (a player that took over a started stream) hears it as one added before does.
    const addEventListener = HTMLMediaElement.prototype.addEventListener;
    HTMLMediaElement.prototype.addEventListener = function (this: HTMLMediaElement, ...args: unknown[]) {
      addEventListener.apply(this, args as Parameters<typeof addEventListener>);
      if (args[0] !== 'webkitplaybacktargetavailabilitychanged') return;
      setTimeout(() => {
        const change = new Event('webkitplaybacktargetavailabilitychanged');
        Object.defineProperty(change, 'availability', { value: announced });
        this.dispatchEvent(change);
      }, 0);
    } as typeof addEventListener;
  }, availability);
}
