import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../shared/use-modal-dialog';

/**
 * A native modal `<dialog>` asking to confirm a lasting action (clear a list, delete the account). The browser
 * keeps focus inside and Escape cancels; focus returns to what opened it.
 */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  busyLabel,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const id = useId();

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 className="confirm-dialog__title" id={`${id}-title`}>
        {title}
      </h2>
      <div className="confirm-dialog__text" id={`${id}-text`}>
        {children}
      </div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`button button--${tone}`}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
