/**
 * Clicks on controls the layout script gives their behaviour (`data-enhanced`: the bell, the search toggle, the
 * sign-in link, the hero's arrows, the cookie banner's choices) that come before it has run: the click is held,
 * the script is asked for at once, and the click is replayed when it has run. A tap on the bell in the first moments
 * then opens its popup instead of following the link it is without the script, and a cookie choice is not lost.
 */
export function holdEarlyClicks() {
  let held: HTMLElement | null = null;
  let ask = () => {};
  const asked = new Promise<void>((resolve) => (ask = resolve));
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-enhanced]') : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    ask();
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    /** Resolves at the first held click. */
    asked,
    /** Stops holding and replays the last held click. */
    release() {
      document.removeEventListener('click', hold, { capture: true });
      held?.click();
    },
  };
}
