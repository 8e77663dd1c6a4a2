/**
 * Card rules of the checkout (spec 2 §5, §9): the number's length by card type (16 digits; American Express 15,
 * Diners Club 14) and its Luhn check digit, the CVC length by type (4 for American Express, else 3), an expiry
 * not in the past. The same rules run in the card form and on the server.
 */
export type CardBrand = 'amex' | 'diners' | 'other';

export function cardBrand(number: string): CardBrand {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(number)) return 'diners';
  return 'other';
}

const LENGTH: Record<CardBrand, number> = { amex: 15, diners: 14, other: 16 };

function luhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(number: string): boolean {
  return /^\d+$/.test(number) && number.length === LENGTH[cardBrand(number)] && luhn(number);
}

export function isValidCvc(cvc: string, number: string): boolean {
  return new RegExp(`^\\d{${cardBrand(number) === 'amex' ? 4 : 3}}$`).test(cvc);
}

/** The card works through the end of its expiry month. `today` is YYYY-MM-DD. */
export function isUnexpired(expMonth: number, expYear: number, today: string): boolean {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expYear > year || (expYear === year && expMonth >= month);
}
