import { useEffect, useRef, type ReactNode } from 'react';
import { useModalDialog } from '../shared/use-modal-dialog';

/**
 * The cinema overlay (`custom.inlinePlayer` off): the player in a full-screen modal dialog, opened by the start
 * button or `?play=1`, closed with its button or Escape. Closing also drops `play=1` from the address, so a reload
 * does not reopen it.
 */
export function CinemaOverlay(props: { open: boolean; title: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  const { open } = props;
  const dialog = useModalDialog(open);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;


  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const handleClose = () => {
      const url = new URL(window.location.href);
      if (url.searchParams.has('play')) {
        url.searchParams.delete('play');
        window.history.replaceState(window.history.state, '', url);
      }
      onClose.current();
    };
    element.addEventListener('close', handleClose);
    return () => element.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog ref={dialog} className="cinema" aria-label={props.title}>
      <div className="cinema__bar">
        <p className="cinema__title">{props.title}</p>
        <button type="button" className="cinema__close" onClick={() => dialog.current?.close()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
          </svg>
          <span className="visually-hidden">{props.closeLabel}</span>
        </button>
      </div>
      {open && <div className="cinema__stage">{props.children}</div>}
    </dialog>
  );
}
