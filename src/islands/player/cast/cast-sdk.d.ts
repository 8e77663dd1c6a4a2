/**
 * The parts of the Google Cast Web Sender framework (`cast.framework`, `chrome.cast`) and of WebKit's AirPlay API
 * that the player uses. The SDK is loaded from gstatic at run time, so there is no npm package to type it.
 * Reference: https://developers.google.com/cast/docs/reference/web_sender
 */
declare namespace chrome.cast {
  enum AutoJoinPolicy {
    ORIGIN_SCOPED = 'origin_scoped',
  }
  class Image {
    constructor(url: string);
  }
  namespace media {
    const DEFAULT_MEDIA_RECEIVER_APP_ID: string;
    enum StreamType {
      BUFFERED = 'BUFFERED',
      LIVE = 'LIVE',
    }
    class GenericMediaMetadata {
      title?: string;
      images?: Image[];
    }
    class MediaInfo {
      constructor(contentId: string, contentType: string);
      contentUrl?: string;
      streamType: StreamType;
      metadata: GenericMediaMetadata;
    }
    class LoadRequest {
      constructor(mediaInfo: MediaInfo);
      currentTime: number | null;
      autoplay: boolean;
    }
  }
}

declare namespace cast.framework {
  enum CastState {
    NO_DEVICES_AVAILABLE = 'NO_DEVICES_AVAILABLE',
    NOT_CONNECTED = 'NOT_CONNECTED',
    CONNECTING = 'CONNECTING',
    CONNECTED = 'CONNECTED',
  }
  enum SessionState {
    SESSION_STARTED = 'SESSION_STARTED',
    SESSION_RESUMED = 'SESSION_RESUMED',
    SESSION_ENDED = 'SESSION_ENDED',
  }
  enum CastContextEventType {
    CAST_STATE_CHANGED = 'caststatechanged',
    SESSION_STATE_CHANGED = 'sessionstatechanged',
  }
  enum RemotePlayerEventType {
    CURRENT_TIME_CHANGED = 'currentTimeChanged',
  }
  interface CastStateEventData {
    castState: CastState;
  }
  interface SessionStateEventData {
    sessionState: SessionState;
    session: CastSession | null;
  }
  interface CastSession {
    getCastDevice(): { friendlyName: string };
    /** Resolves with nothing, rejects with an error code. */
    loadMedia(request: chrome.cast.media.LoadRequest): Promise<void>;
  }
  class CastContext {
    static getInstance(): CastContext;
    setOptions(options: { receiverApplicationId: string; autoJoinPolicy: chrome.cast.AutoJoinPolicy }): void;
    getCastState(): CastState;
    getCurrentSession(): CastSession | null;
    /** Opens the browser's device picker; rejects (e.g. 'cancel') when no session starts. */
    requestSession(): Promise<void>;
    endCurrentSession(stopCasting: boolean): void;
    addEventListener(type: CastContextEventType.CAST_STATE_CHANGED, handler: (event: CastStateEventData) => void): void;
    addEventListener(
      type: CastContextEventType.SESSION_STATE_CHANGED,
      handler: (event: SessionStateEventData) => void,
    ): void;
    removeEventListener(type: CastContextEventType, handler: (event: never) => void): void;
  }
  class RemotePlayer {
    currentTime: number;
  }
  class RemotePlayerController {
    constructor(player: RemotePlayer);
    addEventListener(type: RemotePlayerEventType, handler: (event: { value: number }) => void): void;
    removeEventListener(type: RemotePlayerEventType, handler: (event: { value: number }) => void): void;
  }
}

interface Window {
  /** Called by cast_sender.js once the framework has loaded (or failed to). */
  __onGCastApiAvailable?: (isAvailable: boolean) => void;
  cast?: { framework?: typeof cast.framework };
  WebKitPlaybackTargetAvailabilityEvent?: unknown;
}

interface HTMLVideoElement {
  /** Safari: the AirPlay device picker. */
  webkitShowPlaybackTargetPicker?: () => void;
}

/** Safari's `webkitplaybacktargetavailabilitychanged` event. */
interface WebKitPlaybackTargetAvailabilityEvent extends Event {
  availability: 'available' | 'not-available';
}
