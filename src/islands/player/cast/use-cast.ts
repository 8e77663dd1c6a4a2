import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerController } from '../player-controller';
import type { PlayerMedia } from '../player-media';
import { buildCastLoadRequest, castButtonVisible, shouldLoadCastSender } from './cast-rules';
import { loadCastSender, type CastSender } from './cast-sender';

export interface CastControl {
  /** A Cast device may be picked: show the button. */
  available: boolean;
  /** The device the media plays on, while casting. */
  device: string | null;
  toggle(): void;
}

function browserHints() {
  const data = (navigator as Navigator & { userAgentData?: { brands: Array<{ brand: string }> } }).userAgentData;
  return { userAgent: navigator.userAgent, brands: data?.brands };
}

/**
 * Chromecast for the running player. The SDK is fetched once playback has started (never with the page) and only
 * where it can work. Casting pauses the local video; when the session ends, local playback resumes where the
 * receiver was (VOD) or at the live edge (live).
 */
export function useCast(options: {
  enabled: boolean;
  controller: PlayerController;
  videoRef: RefObject<HTMLVideoElement | null>;
  media: PlayerMedia;
  live: boolean;
  started: boolean;
}): CastControl {
  const { enabled, controller, videoRef, media, live, started } = options;
  const [sender, setSender] = useState<CastSender | null>(null);
  const [castState, setCastState] = useState<string>();
  const [device, setDevice] = useState<string | null>(null);
  const wanted = shouldLoadCastSender({ enabled, started, browser: browserHints() });
  const latest = useRef({ media, live });
  latest.current = { media, live };

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadCastSender().then((loaded) => {
      if (current) setSender(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => sender?.watchState(setCastState), [sender]);

  useEffect(
    () =>
      sender?.onEnded((remoteTime) => {
        setDevice(null);
        const video = videoRef.current;
        if (!video) return;
        if (latest.current.live) {
          const { seekable } = video;
          if (seekable.length > 0) video.currentTime = seekable.end(seekable.length - 1);
          controller.play();
        } else {
          controller.seek(remoteTime);
        }
      }),
    [sender, controller, videoRef],
  );

  async function startCasting(active: CastSender) {
    const video = videoRef.current;
    const source = controller.$state.get().playback?.source;
    if (!video || !source) return;
    const name = await active.connect();
    if (!name) return;
    const { media: current, live: isLive } = latest.current;
    const request = buildCastLoadRequest({
      source,
      live: isLive,
      currentTime: video.currentTime,
      title: current.title,
      poster: current.poster,
      pageUrl: window.location.href,
    });
    video.pause();
    setDevice(name);
    try {
      await active.load(request);
    } catch (error) {
      console.info('[player] the cast device did not load the media', error);
      active.disconnect();
    }
  }

  return {
    available: sender !== null && castButtonVisible(castState),
    device,
    toggle() {
      if (!sender) return;
      if (device) sender.disconnect();
      else void startCasting(sender);
    },
  };
}
