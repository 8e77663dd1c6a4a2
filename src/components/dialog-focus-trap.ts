/**
 * Tab and Shift+Tab wrap inside the open modal dialog. A modal `<dialog>` makes the page behind it inert, but
 * Chromium still lets Tab leave the last control for the browser's own toolbar, and the focus is then on no element
 * of the page (decision 4220). One listener on the document serves every dialog: the cookie preferences, the trailer,
 * the account and checkout modal, the region dialogs.
 */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls of `dialog` that Tab stops at, in document order (the hidden and the inert left out). */
export function tabbablesOf(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && element.checkVisibility(),
  );
}

/** `active` is `edge`, or a radio of its group (Tab stops once per radio group). */
function atEdge(active: Element | null, edge: HTMLElement): boolean {
  if (active === edge) return true;
  return (
    active instanceof HTMLInputElement &&
    edge instanceof HTMLInputElement &&
    active.type === 'radio' &&
    edge.type === 'radio' &&
    active.name !== '' &&
    active.name === edge.name
  );
}

/** Where Tab (Shift+Tab with `backwards`) from `active` goes when it would leave the dialog; else undefined. */
export function wrapTarget(tabbables: HTMLElement[], active: Element | null, backwards: boolean): HTMLElement | undefined {
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) return undefined;
  const outside = !tabbables.some((element) => element === active);
  if (backwards) return outside || atEdge(active, first) ? last : undefined;
  return outside || atEdge(active, last) ? first : undefined;
}

export function trapDialogFocus(): void {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')]
      .filter((open) => open.matches(':modal'))
      .pop();
    if (!dialog) return;
    const target = wrapTarget(tabbablesOf(dialog), document.activeElement, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
}
