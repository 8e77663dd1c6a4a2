/**
 * Keyboard rules of the player (spec 3 §9): space toggles play/pause and ←/→ seek 10 s. media-chrome's hotkeys on
 * `<media-controller>` already do this (its default step is 10 s; we also set it explicitly). On the seek bar,
 * though, the arrows would move the native range by 1 % of the duration, so there they seek 10 s as well.
 */
export const SEEK_STEP_SECONDS = 10;

export function seekBarArrowStep(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'metaKey' | 'ctrlKey'>, targetTag: string): number {
  if (targetTag.toLowerCase() !== 'media-time-range' || event.altKey || event.metaKey || event.ctrlKey) return 0;
  if (event.key === 'ArrowLeft') return -SEEK_STEP_SECONDS;
  if (event.key === 'ArrowRight') return SEEK_STEP_SECONDS;
  return 0;
}

export function installSeekBarKeys(controller: HTMLElement, seekBy: (deltaSeconds: number) => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const step = target ? seekBarArrowStep(event, target.tagName) : 0;
    if (step === 0) return;
    event.preventDefault();
    event.stopPropagation();
    seekBy(step);
  };
  controller.addEventListener('keydown', onKeyDown, { capture: true });
  return () => controller.removeEventListener('keydown', onKeyDown, { capture: true });
}
