import { useEffect, useState, type RefObject } from 'react';
import { whenFirstFrameShown } from './first-frame';

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
    return whenFirstFrameShown(video, () => setShown(true), LONGEST_WAIT_MS);
  }, [videoRef]);
  return shown;
}
