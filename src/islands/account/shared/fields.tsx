import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * Form pieces shared by the account screens: labelled fields whose hint and error are tied to the input
 * (`aria-describedby`, `aria-invalid`), a password field with a show/hide toggle, the form-level message and the
 * submit button (disabled until the island is live, so nothing is sent as a plain GET before hydration).
 */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue(value: string): void;
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra controls inside the input's box (the password toggle). */
  adornment?: ReactNode;
}

export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  labelNote,
  inputRef,
  adornment,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {labelNote && <span className="field__note"> {labelNote}</span>}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
        />
        {adornment}
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  showLabel: string;
  hideLabel: string;
}

export function PasswordField({ showLabel, hideLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {visible ? (
              <path
                fill="currentColor"
                d="M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.2-3.2A10.8 10.8 0 0 1 12 20C6.5 20 2.7 15.8 1 12c.8-1.8 2-3.6 3.7-5.1L2.1 3.5Zm5 5A5 5 0 0 0 15.5 16l-1.6-1.6a3 3 0 0 1-4.3-4.3L7.1 8.5ZM12 4c5.5 0 9.3 4.2 11 8a13.7 13.7 0 0 1-3.4 4.6l-2.9-2.9A5 5 0 0 0 10.3 7.3L8.2 5.2C9.4 4.4 10.7 4 12 4Z"
              />
            ) : (
              <path
                fill="currentColor"
                d="M12 4c5.5 0 9.3 4.2 11 8-1.7 3.8-5.5 8-11 8S2.7 15.8 1 12c1.7-3.8 5.5-8 11-8Zm0 3a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z"
              />
            )}
          </svg>
        </button>
      }
    />
  );
}

/** The form-level error (or notice), announced when it appears. */
export function FormMessage({ text, tone = 'error', id }: { text?: string; tone?: 'error' | 'info'; id?: string }) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'} id={id}>
      {text}
    </div>
  );
}

export interface SubmitButtonProps {
  busy?: boolean;
  hydrated: boolean;
  children: ReactNode;
  busyLabel: string;
  variant?: 'primary' | 'danger';
  disabled?: boolean;
  onClick?(): void;
  type?: 'submit' | 'button';
}

export function SubmitButton({
  busy,
  hydrated,
  children,
  busyLabel,
  variant = 'primary',
  disabled,
  onClick,
  type = 'submit',
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant} account-submit`}
      disabled={!hydrated || busy || disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** Moves focus to the form's first invalid field once the errors have rendered. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
}
