import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, messages } from '../../../domain/account/fields';
import { ApiRequestError } from '../../../lib/api/client';
import { forgotPasswordRequestSchema, loginRequestSchema } from '../../../lib/api/contract';
import {
  apiFormErrors,
  errorMessage,
  formSummary,
  issueMessages,
  passwordAnswers,
  passwordFailure,
  resendFailureMessage,
  translateMessage,
  validationErrors,
} from './messages';

describe('translateMessage', () => {
  it.each([
    ['a spec key', 'registration.invalid_password', 'Use at least 8 characters with a lowercase letter and a number.'],
    ['a key with the namespace', 'account:validation.first_name', 'First name can be at most 50 characters.'],
    ['an error code', 'user_exists', 'An account with this email already exists. Sign in or reset your password.'],
    ['a sentence', 'OTP must be 6 digits', 'OTP must be 6 digits'],
    ['an unknown key', 'no.such_key', 'no.such_key'],
  ])('%s', (_label, text, expected) => {
    expect(translateMessage('en', text)).toBe(expected);
  });

  it('translates sentences in other languages', () => {
    expect(translateMessage('es', messages.otpLength)).not.toBe(messages.otpLength);
  });

  it('applies a form’s own wording first', () => {
    expect(
      translateMessage('en', 'registration.invalid_password', {
        'registration.invalid_password': 'register.invalid_password',
      }),
    ).toBe('Use at least 8 characters with upper and lower case letters and a number.');
  });
});

describe('errorMessage', () => {
  it.each([
    [
      'a translated message',
      new ApiRequestError(400, 'x', 'reset.invalid_reset_link'),
      'This reset link is invalid or has expired. Please request a new code.',
    ],
    [
      'a sentence with a known code',
      new ApiRequestError(401, 'wrong_combination', 'Wrong email/password combination'),
      'Wrong email/password combination',
    ],
    [
      'a server sentence',
      new ApiRequestError(429, 'otp_resend_too_soon', 'Please wait 80 s before requesting a new code.'),
      'Please wait 80 s before requesting a new code.',
    ],
    [
      'a rate limit, with the wait in minutes',
      new ApiRequestError(429, 'too_many_requests', 'Too many attempts.', {}, { retryAfterSeconds: 601 }),
      'Too many attempts. Please try again in 11 minutes.',
    ],
    [
      'a network failure',
      new TypeError('Failed to fetch'),
      'Could not reach the server. Check your internet connection and try again.',
    ],
    ['anything else', 'boom', 'Something went wrong. Please try again.'],
  ])('%s', (_label, error, expected) => {
    expect(errorMessage('en', error)).toBe(expected);
  });

  it.each([
    ['failed_to_create', 'failed_to_create', 'No se ha podido crear tu cuenta. Inténtalo de nuevo.'],
    ['paypal_not_saved', 'PayPal did not save the account', 'PayPal no ha guardado tu cuenta. Inténtalo de nuevo.'],
    ['switch_failed', 'The plan could not be switched', 'No se ha podido cambiar tu plan. No se ha cobrado nada.'],
    ['payment_details_required', 'This order needs a payment method', 'Este pedido necesita un método de pago.'],
  ])("the platforms' %s in the viewer's language, not the API's English or its bare key", (code, message, expected) => {
    expect(errorMessage('es', new ApiRequestError(400, code, message))).toBe(expected);
  });
});

describe('apiFormErrors', () => {
  it('puts field messages next to the form’s fields and the rest at form level', () => {
    const error = new ApiRequestError(400, 'validation_failed', 'Invalid', {
      email: ['registration.field_is_not_valid_email'],
      password: ['registration.invalid_password', 'Password must be at most 128 characters'],
      token: ['reset.invalid_reset_link'],
    });
    expect(apiFormErrors('en', error, ['email', 'password'])).toEqual({
      fields: {
        email: 'Please enter a valid email',
        password:
          'Use at least 8 characters with a lowercase letter and a number., Password must be at most 128 characters',
      },
      form: 'This reset link is invalid or has expired. Please request a new code.',
    });
  });

  it('uses the message as the form error when there are no field errors', () => {
    expect(
      apiFormErrors('en', new ApiRequestError(409, 'user_exists', 'An account with this email already exists'), [
        'email',
      ]),
    ).toEqual({
      fields: {},
      form: 'An account with this email already exists. Sign in or reset your password.',
    });
  });
});

describe('validationErrors', () => {
  const schema = z.object({
    email: emailSchema('login'),
    password: z.string().min(1, { error: messages.loginPasswordRequired }),
  });

  it('gives the first message per field, translated', () => {
    expect(validationErrors('en', schema, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email',
      password: 'This field is required',
    });
  });

  it('is null for valid values', () => {
    expect(validationErrors('en', schema, { email: 'a@example.com', password: 'x' })).toBeNull();
  });
});

describe('the password answers of spec 2 §8', () => {
  const weak = 'This password is too weak. Please choose a stronger one.';
  const notSet = 'Your password could not be set. Please request a new code.';
  it.each([
    [
      'invalid param password',
      'password',
      'This password cannot be used. Use at least 8 characters with a lowercase letter and a number.',
    ],
    [
      'resetPasswordToken is not valid',
      'token',
      'This reset link is invalid or has expired. Please request a new code.',
    ],
    ['score does not match standards', 'password', weak],
    ['old password does not match', 'oldPassword', 'The current password is not correct.'],
    ['invalid param email', 'email', 'Please enter the email address of your account.'],
    // The own backend's answers are the keys themselves.
    ['reset.password_strength', 'password', weak],
    ['reset.old_password_does_not_match', 'oldPassword', 'The current password is not correct.'],
  ])('a field answer "%s" shows its text on %s', (answer, field, expected) => {
    const error = new ApiRequestError(400, 'validation_failed', answer, { [field]: [answer] });
    expect(apiFormErrors('en', error, [field], passwordAnswers)).toEqual({ fields: { [field]: expected } });
  });

  it.each([
    ['password could not be set', notSet],
    ['reset.invalid_token', notSet],
    ['resetPasswordToken is not valid', 'This reset link is invalid or has expired. Please request a new code.'],
  ])('a form answer "%s" shows "%s"', (answer, expected) => {
    expect(apiFormErrors('en', new ApiRequestError(400, 'x', answer), ['password'], passwordAnswers)).toEqual({
      fields: {},
      form: expected,
    });
  });
});

describe('resendFailureMessage', () => {
  const failed = new ApiRequestError(502, 'mail_failed', 'The mail could not be sent');

  it('says user:account.resend_mail_error in the account modal (spec 2 §8)', () => {
    expect(resendFailureMessage('en', failed, 'modal')).toBe('We could not send the email again. Please try again.');
    expect(resendFailureMessage('de', failed, 'modal')).toBe(
      'Die E-Mail konnte nicht erneut gesendet werden. Bitte versuche es erneut.',
    );
  });

  it('says "Otp request failed. Please try again." on the event site pages (spec 3 §8)', () => {
    expect(resendFailureMessage('en', failed, 'page')).toBe('Otp request failed. Please try again.');
  });

  it('tells the wait when the resend came too soon, on either surface', () => {
    const tooSoon = new ApiRequestError(429, 'otp_resend_too_soon', 'Please wait 80 s before requesting a new code.');
    expect(resendFailureMessage('en', tooSoon, 'modal')).toBe('Please wait 80 s before requesting a new code.');
  });
});

describe('passwordFailure', () => {
  const refused = new ApiRequestError(400, 'form_error', 'Password could not be saved right now');

  it('says account.add_password_error when a first password fails in the account modal (spec 2 §8)', () => {
    expect(passwordFailure('en', refused, { adding: true, surface: 'modal' })).toEqual({
      fields: {},
      form: 'Your password could not be added. Please try again.',
    });
  });

  it("shows the server's message on the pages and for a change of an existing password", () => {
    expect(passwordFailure('en', refused, { adding: true, surface: 'page' }).form).toBe(
      'Password could not be saved right now',
    );
    expect(passwordFailure('en', refused, { adding: false, surface: 'modal' }).form).toBe(
      'Password could not be saved right now',
    );
  });

  it('keeps a field error next to the new password field', () => {
    const invalid = new ApiRequestError(400, 'validation_failed', 'Invalid', { password: ['reset.invalid_password'] });
    const shown = passwordFailure('en', invalid, { adding: true, surface: 'modal' });
    expect(shown.form).toBeUndefined();
    expect(Object.keys(shown.fields)).toEqual(['newPassword']);
  });
});

describe('formSummary (spec 2 §5)', () => {
  it('says validation_form_error.required when every failed rule says a field is missing', () => {
    const messagesOf = issueMessages(loginRequestSchema, { email: '', password: '' });
    expect(messagesOf.length).toBe(2);
    expect(formSummary('en', messagesOf)).toBe('Please fill in the required fields.');
  });

  it('says validation_form_error.other when any rule says a value is wrong', () => {
    const messagesOf = issueMessages(loginRequestSchema, { email: 'not-an-address', password: '' });
    expect(formSummary('en', messagesOf)).toBe('Please check the highlighted fields.');
    expect(formSummary('fr', issueMessages(forgotPasswordRequestSchema, { email: 'x' }))).toBe(
      'Veuillez vérifier les champs signalés.',
    );
  });

  it('says nothing when the form passes', () => {
    expect(formSummary('en', issueMessages(forgotPasswordRequestSchema, { email: 'ada@example.com' }))).toBeUndefined();
  });
});
