import { useEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown modally while `open` is true (the browser keeps focus inside, Escape cancels, focus
 * returns to the opener on close). Returns the ref to put on the element.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
