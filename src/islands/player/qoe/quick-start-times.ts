/**
 * When a quick start (quick-start.ts) asked for its stream and showed its first frame, on `performance.now()`'s
 * clock, written on its `<video>` so the island's QoE tracker can count the startup of a stream it did not begin.
 */
export function markQuickStartAsked(video: HTMLVideoElement, askedAt: number): void {
  video.dataset.qoeAskedAt = String(askedAt);
  video.addEventListener('playing', () => (video.dataset.qoeFirstFrameAt = String(performance.now())), { once: true });
}

export function quickStartTimes(video: HTMLVideoElement): { askedAt?: number; firstFrameAt?: number } {
  const read = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);
  return { askedAt: read(video.dataset.qoeAskedAt), firstFrameAt: read(video.dataset.qoeFirstFrameAt) };
}
