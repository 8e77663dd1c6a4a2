import { describe, expect, it } from 'vitest';
import { REGISTRATION_PASSWORD_RULES } from './fields';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['sunnyday', 'invalid', 'invalid'],
    ['sunnyday4', 'weak', 'invalid'],
    ['sunnyday42', 'weak', 'invalid'],
    ['sunny-day42', 'fair', 'invalid'],
    ['Sunnyday4', 'weak', 'weak'],
    ['Sunnyday42', 'fair', 'fair'],
    ['Sunny-day42', 'strong', 'strong'],
    ['Sunny-day-42', 'very_strong', 'very_strong'],
  ])('%s is %s in the modal, %s on the page', (password, modal, page) => {
    expect(passwordStrength(password, REGISTRATION_PASSWORD_RULES.modal)).toBe(modal);
    expect(passwordStrength(password, REGISTRATION_PASSWORD_RULES.page)).toBe(page);
  });
});
