import { useEffect, useState, type RefObject } from 'react';

/** The longest wait for the first frame: a slow or failing stream still gets its controls. */
const LONGEST_WAIT_MS = 1000;

/**
 * Whether the video has put its first frame on screen, or `LONGEST_WAIT_MS` has passed: for what the player
 * can make after the first frame rather than before it (the control bar).
 */
export function useFirstFrameShown(videoRef: RefObject<HTMLVideoElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const show = () => setShown(true);
    const timer = setTimeout(show, LONGEST_WAIT_MS);
    // Browsers without frame callbacks: when the first frame has loaded.
    const frame = 'requestVideoFrameCallback' in video ? video.requestVideoFrameCallback(show) : undefined;
    if (frame === undefined) video.addEventListener('loadeddata', show, { once: true });
    return () => {
      clearTimeout(timer);
      if (frame !== undefined) video.cancelVideoFrameCallback(frame);
      video.removeEventListener('loadeddata', show);
    };
  }, [videoRef]);
  return shown;
}
