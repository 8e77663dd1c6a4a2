import { cardBrand } from './card';

/**
 * The card form's input masks (spec 2 §5): the number grouped 4-4-4-4 (American Express 4-6-5, Diners Club
 * 4-6-4), the expiry as MM/YY with the month capped at 12, the CVC digits only and at most 4.
 */
const GROUPS = { amex: [4, 6, 5], diners: [4, 6, 4], other: [4, 4, 4, 4] } as const;

const digits = (value: string) => value.replace(/\D/g, '');

export function maskCardNumber(value: string): string {
  const number = digits(value);
  const groups = GROUPS[cardBrand(number)];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= number.length) break;
    parts.push(number.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

export function maskExpiry(value: string): string {
  let month = digits(value).slice(0, 4);
  // A first digit above 1 can only be a one-digit month: 4 → 04.
  if (/^[2-9]/.test(month)) month = `0${month}`.slice(0, 4);
  if (Number(month.slice(0, 2)) > 12) month = `12${month.slice(2)}`;
  return month.length > 2 ? `${month.slice(0, 2)}/${month.slice(2)}` : month;
}

export function maskCvc(value: string): string {
  return digits(value).slice(0, 4);
}

/** MM/YY as numbers (YY in this century), or null while incomplete. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}
