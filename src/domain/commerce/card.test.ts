import { describe, expect, it } from 'vitest';
import { cardBrand, isUnexpired, isValidCardNumber, isValidCvc } from './card';

describe('card rules', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['424242424242424', false],
    ['378282246310005', true],
    ['36227206271667', true],
    ['3622720627166', false],
  ])('number %s valid: %s', (number, valid) => {
    expect(isValidCardNumber(number)).toBe(valid);
  });

  it('knows the types by their first digits', () => {
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('36227206271667')).toBe('diners');
    expect(cardBrand('4242424242424242')).toBe('other');
  });

  it('wants 4 CVC digits for American Express and 3 for the others', () => {
    expect(isValidCvc('1234', '378282246310005')).toBe(true);
    expect(isValidCvc('123', '378282246310005')).toBe(false);
    expect(isValidCvc('123', '4242424242424242')).toBe(true);
    expect(isValidCvc('1234', '4242424242424242')).toBe(false);
  });

  it('accepts a card through the end of its expiry month', () => {
    expect(isUnexpired(11, 2026, '2026-11-25')).toBe(true);
    expect(isUnexpired(10, 2026, '2026-11-25')).toBe(false);
    expect(isUnexpired(1, 2027, '2026-11-25')).toBe(true);
    expect(isUnexpired(12, 2025, '2026-11-25')).toBe(false);
  });
});
