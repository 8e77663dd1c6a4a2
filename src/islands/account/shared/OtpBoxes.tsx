import { useEffect, useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '../../../domain/account/fields';
import { backspaceAt, pasteAt, typeInto, type OtpEdit } from '../../../domain/account/otp-input';

/**
 * Six one-character boxes for a one-time code (spec 3 §2): typing moves on, a paste fills the boxes (cut to six),
 * backspace in an empty box goes back. The group is labelled and every box says which digit it is.
 */
export interface OtpBoxesProps {
  digits: string[];
  onDigits(digits: string[]): void;
  label: string;
  digitLabel(index: number): string;
  error?: string;
  disabled?: boolean;
  /** Focus the first box when shown. */
  autoFocus?: boolean;
}

/** What was typed into a box that already held `previous` (the caret may have been before or after it). */
function newInput(previous: string, value: string): string {
  if (!previous || value.length !== 2) return value;
  return value.startsWith(previous) ? value.slice(1) : value.slice(0, 1);
}

export function OtpBoxes({ digits, onDigits, label, digitLabel, error, disabled, autoFocus }: OtpBoxesProps) {
  const id = useId();
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // The digits as last edited: a fast typist or an auto-fill can send the next keystroke before React has
  // rendered the previous one, and that keystroke must build on it, not on the digits of the last render.
  const latest = useRef(digits);
  useLayoutEffect(() => {
    latest.current = digits;
  }, [digits]);

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  // The focus moves in the event itself, so the next keystroke already lands in the next box.
  const apply = (edit: OtpEdit) => {
    latest.current = edit.digits;
    onDigits(edit.digits);
    const target = inputs.current[edit.focus];
    if (target && target !== document.activeElement) target.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceAt(latest.current, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteAt(latest.current, index, event.clipboardData.getData('text')));
  };

  return (
    <fieldset className={`otp${error ? ' otp--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{label}</legend>
      <div className="otp__boxes">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="otp__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1)}
            aria-invalid={error ? true : undefined}
            value={digit}
            disabled={disabled}
            onChange={(event) =>
              apply(typeInto(latest.current, index, newInput(latest.current[index] ?? '', event.target.value)))
            }
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
