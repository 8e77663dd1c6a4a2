import { describe, expect, it } from 'vitest';
import { isValidRegistrationPassword } from './fields';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['sunnyday', 'invalid'],
    ['Sunnyday4', 'weak'],
    ['Sunnyday42', 'fair'],
    ['Sunny-day42', 'strong'],
    ['Sunny-day-42', 'very_strong'],
  ])('%s is %s', (password, expected) => {
    expect(passwordStrength(password, isValidRegistrationPassword)).toBe(expected);
  });
});
