import { OTP_LENGTH } from './fields';

/**
 * The six one-character boxes of the OTP screens (spec 3 §2, §5): typing fills a box and moves on, a paste is cut
 * to six characters and spread over the boxes, backspace in an empty box goes back and clears the one before.
 * Only digits are taken (the codes are digits). Pure: the screens keep the array and move the focus.
 */
export type OtpDigits = readonly string[];

export interface OtpEdit {
  digits: string[];
  /** The box to focus next. */
  focus: number;
}

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** A value typed (or auto-filled) into box `index`; more than one character is treated like a paste there. */
export function typeInto(digits: OtpDigits, index: number, value: string): OtpEdit {
  const typed = onlyDigits(value);
  const next = [...digits];
  if (typed === '') {
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (typed.length > 1) return pasteAt(digits, index, typed);
  next[index] = typed;
  return { digits: next, focus: Math.min(index + 1, OTP_LENGTH - 1) };
}

/** Pasted text: its digits, cut to what fits from box `index` on (from the first box, six). */
export function pasteAt(digits: OtpDigits, index: number, text: string): OtpEdit {
  const pasted = onlyDigits(text).slice(0, OTP_LENGTH - index);
  const next = [...digits];
  [...pasted].forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return { digits: next, focus: Math.min(index + pasted.length, OTP_LENGTH - 1) };
}

/** Backspace in box `index`: clears it, or when already empty clears the previous box and goes there. */
export function backspaceAt(digits: OtpDigits, index: number): OtpEdit {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

export function otpValue(digits: OtpDigits): string {
  return digits.join('');
}
