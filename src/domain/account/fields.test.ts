import { describe, expect, it } from 'vitest';
import {
  confirmationMessage,
  dobSchema,
  emailSchema,
  formSummaryKey,
  hasUpperLowerNumber,
  isCalendarDate,
  isValidRegistrationPassword,
  isValidResetPassword,
  messages,
  otpSchema,
  strongPasswordSchema,
} from './fields';

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('password rules per flow', () => {
  it.each([
    ['Sunny-Day-42', true, true, true, true],
    ['sunnyday42', true, false, true, false],
    ['SUNNYDAY42', false, false, false, false],
    ['Sunnyday', false, false, false, false],
    ['Sun1y', false, false, false, true],
    ['Ünïcode-9a', true, true, true, true],
  ])('%s → registration modal %s, page %s, reset %s, upper/lower/number %s', (password, modal, page, reset, strong) => {
    expect(isValidRegistrationPassword(password, 'modal')).toBe(modal);
    expect(isValidRegistrationPassword(password, 'page')).toBe(page);
    expect(isValidResetPassword(password)).toBe(reset);
    expect(hasUpperLowerNumber(password)).toBe(strong);
  });

  it('reports one message at a time for a new password', () => {
    const schema = strongPasswordSchema('New password is required');
    expect(messagesOf(schema.safeParse(''))).toEqual(['New password is required']);
    expect(messagesOf(schema.safeParse('lower1'))).toEqual(['Must contain upper, lower, and number']);
    expect(messagesOf(schema.safeParse('Lower1'))).toEqual(['Password must be at least 8 characters']);
    expect(messagesOf(schema.safeParse('x'.repeat(129)))).toEqual(['Password must be at most 128 characters']);
  });
});

describe('email', () => {
  it('trims and lower-cases, with the keys of each flow', () => {
    expect(emailSchema().parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(messagesOf(emailSchema('login').safeParse(''))).toEqual(['login.field_required']);
    expect(messagesOf(emailSchema('login').safeParse('ada@'))).toEqual(['login.field_is_not_valid_email']);
    expect(messagesOf(emailSchema().safeParse(`${'a'.repeat(250)}@x.io`))).toEqual(['registration.field_is_not_valid_email']);
  });

  it('calls a value of another JSON type invalid, and only an absent one required', () => {
    expect(messagesOf(emailSchema('login').safeParse(42))).toEqual(['login.field_is_not_valid_email']);
    expect(messagesOf(emailSchema('reset').safeParse(['ada@example.com']))).toEqual(['reset.wrong_email']);
    expect(messagesOf(emailSchema('login').safeParse(undefined))).toEqual(['login.field_required']);
    expect(messagesOf(otpSchema.safeParse(123456))).toEqual(['OTP must be 6 digits']);
  });
});

describe('date of birth', () => {
  const schema = dobSchema('2026-05-01');
  it.each([
    ['', []],
    ['2026-05-01', []],
    ['1900-01-01', []],
    ['2026-05-02', ['Date of birth cannot be in the future']],
    ['1899-12-31', ['Date of birth cannot be before 1900']],
    ['2023-02-29', ['personal_details.birth_date_not_valid']],
    ['2024-02-29', []],
    ['1990-4-2', ['personal_details.birth_date_not_valid']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(schema.safeParse(value))).toEqual(expected);
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2001-13-01')).toBe(false);
  });
});

describe('one-time code', () => {
  it.each([
    ['123456', []],
    [' 123456 ', []],
    ['', ['OTP is required']],
    ['12345', ['OTP must be 6 digits']],
    ['1234567', ['OTP must be 6 digits']],
    ['12 456', ['OTP must be 6 digits']],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(otpSchema.safeParse(value))).toEqual(expected);
  });
});

describe('confirmationMessage', () => {
  it('asks for the confirmation, then for a match', () => {
    expect(confirmationMessage('Sunny-Day-42', '', 'Please confirm your password')).toBe('Please confirm your password');
    expect(confirmationMessage('Sunny-Day-42', 'Sunny-Day-43', 'x')).toBe('Passwords must match');
    expect(confirmationMessage('Sunny-Day-42', 'Sunny-Day-42', 'x')).toBeUndefined();
  });
});

describe('formSummaryKey (spec 2 §5)', () => {
  it('is .required when all errors are "required", .other when any is not, none without errors', () => {
    expect(formSummaryKey([messages.loginEmailRequired, messages.passwordRequired])).toBe(
      'validation_form_error.required',
    );
    expect(formSummaryKey([messages.fieldRequired, messages.emailInvalid])).toBe('validation_form_error.other');
    expect(formSummaryKey([])).toBeUndefined();
  });
});
