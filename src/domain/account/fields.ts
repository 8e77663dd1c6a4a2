import { z } from 'zod';

/**
 * Field rules of the account flows (spec 2 §5, spec 3 §5), shared by the API (request validation) and the
 * account screens (form validation). Messages are exactly what the specs name: an i18n key where the spec gives
 * a key (`registration.invalid_password`), the sentence where it gives a sentence ("OTP must be 6 digits");
 * screens translate keys they know and show the rest as written.
 */

export const NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounded so nobody makes the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const DOB_MIN_YEAR = 1900;
export const OTP_LENGTH = 6;

export const messages = {
  fieldRequired: 'registration.field_required',
  emailInvalid: 'registration.field_is_not_valid_email',
  loginEmailRequired: 'login.field_required',
  loginEmailInvalid: 'login.field_is_not_valid_email',
  /** Forgot password: an address that is not one (spec 2 §8 "invalid param email"). */
  resetEmailInvalid: 'reset.wrong_email',
  loginPasswordRequired: 'login.field_required',
  /** Registration and reset: at least 8 characters with a lowercase letter and a digit (spec 2 §5). */
  invalidPassword: 'registration.invalid_password',
  /** Set password and change password (spec 3 §5). */
  upperLowerNumber: 'Must contain upper, lower, and number',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordRequired: 'Password is required',
  deletePasswordRequired: 'Password is required!',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  sameAsOld: 'New password cannot be the same as the old password!',
  passwordsMustMatch: 'Passwords must match',
  confirmPassword: 'Please confirm your password',
  confirmNewPassword: 'Please confirm your new password',
  firstNameTooLong: 'account:validation.first_name',
  lastNameTooLong: 'account:validation.last_name',
  dobInvalid: 'personal_details.birth_date_not_valid',
  dobFuture: 'Date of birth cannot be in the future',
  dobTooEarly: 'Date of birth cannot be before 1900',
  otpLength: 'OTP must be 6 digits',
  otpRequired: 'OTP is required',
  /** A password sent as a number, list or object: wrong, not missing. */
  passwordNotText: 'Password must be text',
  sportsRequired: 'Please select at least one sport',
  /** Changing the email: both the new address and the confirmation password, else this (spec 3 §5). */
  emailChangeWrong: 'Wrong email/password combination',
  emailUpdateNotSupported: 'Email update not supported',
} as const;

/** The rules' "this is missing" messages, as opposed to "this is wrong" (spec 2 §5's form summary tells them apart). */
const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  messages.fieldRequired,
  messages.loginEmailRequired,
  messages.loginPasswordRequired,
  messages.passwordRequired,
  messages.deletePasswordRequired,
  messages.currentPasswordRequired,
  messages.newPasswordRequired,
  messages.confirmPassword,
  messages.confirmNewPassword,
  messages.otpRequired,
]);

/** Spec 2 §5: validation_form_error.required when every error says a field is missing, else .other; none → none. */
export function formSummaryKey(
  errorMessages: readonly string[],
): 'validation_form_error.required' | 'validation_form_error.other' | undefined {
  if (errorMessages.length === 0) return undefined;
  return errorMessages.every((message) => REQUIRED_MESSAGES.has(message))
    ? 'validation_form_error.required'
    : 'validation_form_error.other';
}

const LOWER = /\p{Ll}/u;
const UPPER = /\p{Lu}/u;
const DIGIT = /\d/;

/**
 * The two registration screens and their rules (decision 4402): the account modal `?u=create-account` follows
 * spec 2 §5 (8 characters, a lowercase letter and a digit), the event site's `/create-account` page spec 3 §5
 * (lower, upper and a digit, with spec 2 §9's 8-character minimum). The API checks the modal's rule, which every
 * password of the page's rule also meets.
 */
export type RegistrationFlow = 'modal' | 'page';

/** Reset (spec 2 §5, spec 3 §5) and the modal's registration: at least 8 characters, a lowercase letter, a digit. */
export function isValidResetPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && LOWER.test(password) && DIGIT.test(password);
}

export const REGISTRATION_PASSWORD_RULES: Record<RegistrationFlow, (password: string) => boolean> = {
  modal: isValidResetPassword,
  page: (password) => isValidResetPassword(password) && UPPER.test(password),
};

export function isValidRegistrationPassword(password: string, flow: RegistrationFlow): boolean {
  return REGISTRATION_PASSWORD_RULES[flow](password);
}

export function hasUpperLowerNumber(password: string): boolean {
  return UPPER.test(password) && LOWER.test(password) && DIGIT.test(password);
}

const INVALID_EMAIL = {
  login: messages.loginEmailInvalid,
  registration: messages.emailInvalid,
  reset: messages.resetEmailInvalid,
} as const;

/**
 * A text field of a JSON body: absent (or null) is `required`; a number, list or other non-text value is `invalid`,
 * never "required" — it was sent, just wrong.
 */
function textField(required: string, invalid: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) });
}

export function emailSchema(flow: keyof typeof INVALID_EMAIL = 'registration') {
  const required = flow === 'login' ? messages.loginEmailRequired : messages.fieldRequired;
  const invalid = INVALID_EMAIL[flow];
  return textField(required, invalid)
    .trim()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalid })
    .pipe(z.email({ error: invalid }))
    .transform((email) => email.toLowerCase());
}

function boundedPassword(requiredMessage: string, invalidMessage: string = messages.passwordNotText) {
  return textField(requiredMessage, invalidMessage)
    .min(1, { error: requiredMessage, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong, abort: true });
}

export function registrationPasswordSchema(flow: RegistrationFlow) {
  const rule = REGISTRATION_PASSWORD_RULES[flow];
  return boundedPassword(messages.fieldRequired, messages.invalidPassword).refine(rule, {
    error: messages.invalidPassword,
  });
}

export const resetPasswordSchema = boundedPassword(messages.passwordRequired, messages.invalidPassword).refine(isValidResetPassword, {
  error: messages.invalidPassword,
});

/** Set password (social users) and the new password of a change: upper, lower, digit and 8 characters. */
export function strongPasswordSchema(requiredMessage: string) {
  return boundedPassword(requiredMessage)
    .refine(hasUpperLowerNumber, { error: messages.upperLowerNumber, abort: true })
    .refine((password) => password.length >= PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort });
}

/** Any non-empty password up to the maximum: what login and "current password" accept. */
export function anyPasswordSchema(requiredMessage: string) {
  return boundedPassword(requiredMessage);
}

export const firstNameSchema = z.string().trim().max(NAME_MAX_LENGTH, { error: messages.firstNameTooLong });
export const lastNameSchema = z.string().trim().max(NAME_MAX_LENGTH, { error: messages.lastNameTooLong });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** YYYY-MM-DD of `now` in UTC: the latest date of birth accepted. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Date of birth: optional (blank is sent as ''), a real date from 1900 on and not after `today` (YYYY-MM-DD).
 * Takes `today` because "the future" depends on the clock, which pure code receives rather than reads.
 */
export function dobSchema(today: string) {
  return z
    .string({ error: messages.dobInvalid })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), { error: messages.dobInvalid, abort: true })
    .refine((value) => value === '' || Number(value.slice(0, 4)) >= DOB_MIN_YEAR, { error: messages.dobTooEarly })
    .refine((value) => value === '' || value <= today, { error: messages.dobFuture });
}

export const otpSchema = textField(messages.otpRequired, messages.otpLength)
  .trim()
  .min(1, { error: messages.otpRequired, abort: true })
  .regex(/^\d{6}$/, { error: messages.otpLength });

/** The confirmation field's message: `missing` when empty, "Passwords must match" when different, else none. */
export function confirmationMessage(password: string, confirmation: string, missing: string): string | undefined {
  if (!confirmation) return missing;
  return confirmation === password ? undefined : messages.passwordsMustMatch;
}
