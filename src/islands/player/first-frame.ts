// Without React: the quick start's script (quick-start.ts) uses it before any of the island's code is loaded.

/**
 * Calls `then` once `video` has put its first frame on screen, or after `longestWaitMs`, whichever comes first
 * (both may call it: `then` must be idempotent). Returns the function that stops waiting.
 */
export function whenFirstFrameShown(video: HTMLVideoElement, then: () => void, longestWaitMs: number): () => void {
  const timer = setTimeout(then, longestWaitMs);
  // Browsers without frame callbacks: when the first frame has loaded.
  const frame = 'requestVideoFrameCallback' in video ? video.requestVideoFrameCallback(then) : undefined;
  if (frame === undefined) video.addEventListener('loadeddata', then, { once: true });
  return () => {
    clearTimeout(timer);
    if (frame !== undefined) video.cancelVideoFrameCallback(frame);
    video.removeEventListener('loadeddata', then);
  };
}
