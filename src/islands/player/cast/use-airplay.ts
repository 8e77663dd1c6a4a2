import { useEffect, useState, type RefObject } from 'react';
import { airplayButtonVisible } from './cast-rules';

export interface AirplayControl {
  available: boolean;
  pick(): void;
}

/**
 * AirPlay in Safari: the button shows while WebKit reports a playback target. Only the browser's own HLS player
 * can hand a stream to AirPlay (hls.js plays through MediaSource, which AirPlay cannot take), so the button also
 * needs `native` playback — what Safari gets from the engine.
 */
export function useAirplay(options: {
  enabled: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  nativePlayback: boolean;
}): AirplayControl {
  const { enabled, videoRef } = options;
  const [availability, setAvailability] = useState<string>();

  useEffect(() => {
    const video = videoRef.current;
    if (!enabled || !video || !window.WebKitPlaybackTargetAvailabilityEvent || !video.webkitShowPlaybackTargetPicker)
      return;
    const onChange = (event: Event) => setAvailability((event as WebKitPlaybackTargetAvailabilityEvent).availability);
    video.addEventListener('webkitplaybacktargetavailabilitychanged', onChange);
    return () => video.removeEventListener('webkitplaybacktargetavailabilitychanged', onChange);
  }, [enabled, videoRef]);

  return {
    available: enabled && options.nativePlayback && airplayButtonVisible(availability),
    pick: () => videoRef.current?.webkitShowPlaybackTargetPicker?.(),
  };
}
