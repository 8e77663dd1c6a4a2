import { CAST_SENDER_URL, type CastLoadRequest } from './cast-rules';

/**
 * The Google Cast Web Sender behind a small interface: load the SDK once per page, follow the cast state, start a
 * session, hand it the media, and tell when the session ends and where the receiver was.
 */
export interface CastSender {
  /** Calls back with the cast state now and on every change; returns the unsubscribe function. */
  watchState(onState: (castState: string) => void): () => void;
  /** Opens the device picker unless a session is running; resolves with the device's name, or null when the viewer cancelled. */
  connect(): Promise<string | null>;
  load(request: CastLoadRequest): Promise<void>;
  /** Calls back once the session ends, with the receiver's last position in seconds. */
  onEnded(handler: (remoteTime: number) => void): () => void;
  disconnect(): void;
}

let loading: Promise<CastSender | null> | undefined;

/** Adds the SDK's script tag (once); resolves null when the framework is unavailable or the script fails. */
export function loadCastSender(): Promise<CastSender | null> {
  loading ??= new Promise<CastSender | null>((resolve) => {
    window.__onGCastApiAvailable = (isAvailable) =>
      resolve(isAvailable && window.cast?.framework ? createSender() : null);
    const script = document.createElement('script');
    script.src = CAST_SENDER_URL;
    script.async = true;
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
  return loading;
}

function createSender(): CastSender {
  const framework = window.cast!.framework!;
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: chrome.cast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: chrome.cast.AutoJoinPolicy.ORIGIN_SCOPED,
  });
  const remotePlayer = new framework.RemotePlayer();
  const remoteController = new framework.RemotePlayerController(remotePlayer);
  let remoteTime = 0;
  remoteController.addEventListener(framework.RemotePlayerEventType.CURRENT_TIME_CHANGED, (event) => {
    if (Number.isFinite(event.value)) remoteTime = event.value;
  });

  return {
    watchState(onState) {
      const handler = (event: cast.framework.CastStateEventData) => onState(event.castState);
      context.addEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, handler);
      onState(context.getCastState());
      return () => context.removeEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, handler);
    },
    async connect() {
      // A session the framework joined by itself (another tab of this site is casting) is used as it is.
      if (!context.getCurrentSession()) {
        try {
          await context.requestSession();
        } catch {
          return null;
        }
      }
      return context.getCurrentSession()?.getCastDevice().friendlyName ?? null;
    },
    async load(request) {
      const session = context.getCurrentSession();
      if (!session) throw new Error('no cast session');
      remoteTime = request.currentTime ?? 0;
      const mediaInfo = new chrome.cast.media.MediaInfo(request.contentUrl, request.contentType);
      mediaInfo.contentUrl = request.contentUrl;
      mediaInfo.streamType =
        request.streamType === 'LIVE' ? chrome.cast.media.StreamType.LIVE : chrome.cast.media.StreamType.BUFFERED;
      const metadata = new chrome.cast.media.GenericMediaMetadata();
      metadata.title = request.title;
      if (request.imageUrl) metadata.images = [new chrome.cast.Image(request.imageUrl)];
      mediaInfo.metadata = metadata;
      const loadRequest = new chrome.cast.media.LoadRequest(mediaInfo);
      loadRequest.currentTime = request.currentTime;
      loadRequest.autoplay = true;
      await session.loadMedia(loadRequest);
    },
    onEnded(handler) {
      const listener = (event: cast.framework.SessionStateEventData) => {
        if (event.sessionState === framework.SessionState.SESSION_ENDED) handler(remoteTime);
      };
      context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, listener);
      return () => context.removeEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, listener);
    },
    disconnect() {
      context.endCurrentSession(true);
    },
  };
}
