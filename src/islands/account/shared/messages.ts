import type { ZodType } from 'zod';
import { formSummaryKey } from '../../../domain/account/fields';
import { ApiRequestError } from '../../../lib/api/client';
import { getI18n, type Language } from '../../../lib/i18n';

/**
 * Messages of the account screens. The rules and the API answer with the specs' i18n keys
 * (`registration.invalid_password`, `account:validation.first_name`, `user_exists`) or with sentences ("OTP must
 * be 6 digits"): keys are translated from the `account` namespace (`errors.*`, or the key itself after
 * `account:`), sentences through its `sentences` table, and anything unknown is shown as written.
 */
export type MessageOverrides = Readonly<Record<string, string>>;

/**
 * Spec 2 §8's password answers by their text (the wording of the account platforms) and the keys they show. The
 * own backend answers with the keys themselves (`reset.password_strength`, `reset.invalid_token`, …).
 */
export const passwordAnswers: MessageOverrides = {
  'invalid param password': 'errors.reset.invalid_password',
  'resetPasswordToken is not valid': 'errors.reset.invalid_reset_link',
  'score does not match standards': 'errors.reset.password_strength',
  'old password does not match': 'errors.reset.old_password_does_not_match',
  'password could not be set': 'errors.reset.invalid_token',
  'invalid param email': 'errors.reset.wrong_email',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const KEY_LIKE = /^[a-z_]+(\.[a-z_]+)*$/;

export function translateMessage(language: Language, text: string, overrides: MessageOverrides = {}): string {
  const i18n = getI18n(language);
  const t = i18n.getFixedT(language, 'account');
  const override = overrides[text];
  if (override) return t(override);
  if (text.startsWith('account:')) {
    const key = text.slice('account:'.length);
    return i18n.exists(key, { ns: 'account' }) ? t(key) : text;
  }
  if (KEY_LIKE.test(text) && i18n.exists(`errors.${text}`, { ns: 'account' })) return t(`errors.${text}`);
  const sentences: unknown = i18n.getResource(language, 'account', 'sentences');
  const sentence = isRecord(sentences) ? sentences[text] : undefined;
  return typeof sentence === 'string' && sentence ? sentence : text;
}

/** One line for an error of any kind: the API's message (translated), a network failure, or the generic text. */
export function errorMessage(language: Language, error: unknown, overrides: MessageOverrides = {}): string {
  const i18n = getI18n(language);
  const t = i18n.getFixedT(language, 'account');
  if (error instanceof ApiRequestError) {
    const waitS = error.body.retryAfterSeconds;
    if (error.code === 'too_many_requests' && typeof waitS === 'number') {
      return t('errors.too_many_requests', { count: Math.max(1, Math.ceil(waitS / 60)) });
    }
    const translated = translateMessage(language, error.message, overrides);
    if (translated !== error.message) return translated;
    if (KEY_LIKE.test(error.code) && i18n.exists(`errors.${error.code}`, { ns: 'account' }))
      return t(`errors.${error.code}`);
    return error.message;
  }
  // fetch rejects with a TypeError when the server cannot be reached.
  if (error instanceof TypeError) return t('errors.network');
  return t('errors.unknown_error');
}

/**
 * Where an account screen shows: the account modal (spec 2) or the event site's own pages (spec 3). The two specs
 * word some failures differently.
 */
export type AccountSurface = 'modal' | 'page';

/**
 * A code or link mail that could not be sent again: a refused-too-soon answer tells the wait; otherwise the modal
 * says user:account.resend_mail_error (spec 2 §8), the pages "Otp request failed. Please try again." (spec 3 §8).
 */
export function resendFailureMessage(language: Language, error: unknown, surface: AccountSurface): string {
  if (error instanceof ApiRequestError && error.status === 429) return errorMessage(language, error);
  const t = getI18n(language).getFixedT(language, 'account');
  return t(surface === 'modal' ? 'account.resend_mail_error' : 'toast.otp_failed');
}

export interface FormErrors {
  fields: Record<string, string>;
  form?: string;
}

/**
 * An API error as a form shows it (spec 2 §8): field messages next to the fields the form has, joined by commas;
 * messages for other fields, or none at all, as the form-level error.
 */
export function apiFormErrors(
  language: Language,
  error: unknown,
  formFields: readonly string[],
  overrides: MessageOverrides = {},
): FormErrors {
  if (!(error instanceof ApiRequestError) || Object.keys(error.fields).length === 0) {
    return { fields: {}, form: errorMessage(language, error, overrides) };
  }
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(error.fields)) {
    const text = messages.map((message) => translateMessage(language, message, overrides)).join(', ');
    if (formFields.includes(field)) fields[field] = text;
    else other.push(text);
  }
  return other.length > 0 ? { fields, form: other.join(' ') } : { fields };
}

/**
 * A password change or first password that failed: field messages by the field, the rest at form level. Adding a
 * first password in the modal says account.add_password_error (spec 2 §8); the pages show the server's message
 * (spec 3 §8), as does a change of an existing password.
 */
export function passwordFailure(
  language: Language,
  error: unknown,
  options: { adding: boolean; surface: AccountSurface },
): FormErrors {
  const shown = apiFormErrors(language, error, ['oldPassword', 'newPassword', 'password'], passwordAnswers);
  const fields = { ...shown.fields };
  if (fields.password) {
    fields.newPassword = fields.password;
    delete fields.password;
  }
  if (!shown.form) return { fields };
  const addingInModal = options.adding && options.surface === 'modal';
  const t = getI18n(language).getFixedT(language, 'account');
  return { fields, form: addingInModal ? t('account.add_password_error') : shown.form };
}

/** Client-side validation with the same zod rules as the API: the first message per field, translated. */
export function validationErrors(
  language: Language,
  schema: ZodType,
  values: unknown,
  overrides: MessageOverrides = {},
): Record<string, string> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fields[field] ??= translateMessage(language, issue.message, overrides);
  }
  return fields;
}

/** The untranslated messages a schema's rules give for these values (none when they pass). */
export function issueMessages(schema: ZodType, values: unknown): string[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/**
 * The account modal's line above a form that failed its checks (spec 2 §5): validation_form_error.required when
 * every message says a field is missing, else validation_form_error.other.
 */
export function formSummary(language: Language, errorMessages: readonly string[]): string | undefined {
  const key = formSummaryKey(errorMessages);
  return key && getI18n(language).getFixedT(language, 'account')(key);
}
