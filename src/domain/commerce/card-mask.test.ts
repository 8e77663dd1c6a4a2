import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskCvc, maskExpiry, parseExpiry } from './card-mask';

describe('card masks (spec 2 §5)', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42', '4242 4242 42'],
    ['42424242424242429999', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['', ''],
  ])('groups the number %s as %s', (typed, shown) => {
    expect(maskCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/305', '12/30'],
    ['4', '04'],
    ['430', '04/30'],
    ['1930', '12/30'],
    ['ab', ''],
  ])('masks the expiry %s as %s', (typed, shown) => {
    expect(maskExpiry(typed)).toBe(shown);
  });

  it('keeps at most 4 CVC digits', () => {
    expect(maskCvc('12a345')).toBe('1234');
  });

  it('reads a complete expiry only', () => {
    expect(parseExpiry('07/31')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('07/3')).toBeNull();
  });
});
