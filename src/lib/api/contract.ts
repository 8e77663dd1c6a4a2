import { z } from 'zod';
import {
  anyPasswordSchema,
  dobSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  messages,
  otpSchema,
  registrationPasswordSchema,
  resetPasswordSchema,
  strongPasswordSchema,
  type RegistrationFlow,
} from '../../domain/account/fields';
import { WATCH_LIST_LIMIT, mediaIdPattern } from '../../domain/watch-lists';
import { CONSENT_NAME_PATTERN } from '../../domain/account/publisher-consents';

/**
 * The own backend's wire contract (issue 3; spec 2 §7, spec 3 §7): request and response bodies of `/api/auth/*`,
 * `/api/favorite*` and `/api/watch-history`. The server validates with these and generates `/api/openapi.json`
 * from them; the browser client and mobile apps read the same shapes.
 */

// ── Shared pieces ────────────────────────────────────────────────────────────────────────────────────────────

export const mediaIdSchema = z
  .string({ error: 'mediaid is required' })
  .regex(mediaIdPattern, { error: 'mediaid must be 1–64 letters, digits, _ or -' });

const referrerSchema = z.string().max(2048).optional();

export const errorBodySchema = z
  .object({
    code: z.string().meta({ description: 'Stable error key, e.g. wrong_combination, user_exists.' }),
    message: z.string(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Validation errors: field → messages (keys or sentences from the specs).' }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageBodySchema = z.object({ message: z.string() }).meta({ id: 'Message' });

// ── Users and sessions ───────────────────────────────────────────────────────────────────────────────────────

export const userSchema = z
  .object({
    id: z.string(),
    uuid: z.string().meta({ description: 'Same as id; the key of the user’s realtime channel.' }),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string().meta({ description: 'YYYY-MM-DD, or empty.' }),
    country: z.string(),
    provider: z.string().nullable().meta({ description: 'Outside sign-in provider, or null for email accounts.' }),
    isPasswordSet: z.boolean(),
    sendEmailNotification: z.boolean(),
    preferences: z.object({ _id: z.string(), sports: z.array(z.string()) }),
    metadata: z.object({ register_source: z.string(), has_password: z.boolean() }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authSchema = z
  .object({
    type: z.enum(['manual', 'social']),
    jwt: z.string().optional().meta({ description: 'Access token (Bearer). Omitted in cookie sessions.' }),
    refreshToken: z.string().optional().meta({ description: 'Refresh token. Omitted in cookie sessions.' }),
    expiresIn: z.number().meta({ description: 'Seconds the access token stays valid.' }),
    expiresAt: z.number().meta({ description: 'Epoch seconds when the access token expires.' }),
  })
  .meta({ id: 'Auth' });
export type Auth = z.infer<typeof authSchema>;

export const sessionBodySchema = z.object({ auth: authSchema, user: userSchema }).meta({ id: 'Session' });
export type SessionBody = z.infer<typeof sessionBodySchema>;

export const otpSentBodySchema = z
  .object({
    message: z.string(),
    email: z.string(),
    resendAvailableIn: z.number().meta({ description: 'Seconds until another code may be requested.' }),
  })
  .meta({ id: 'OtpSent' });
export type OtpSentBody = z.infer<typeof otpSentBodySchema>;

export const resetTokenBodySchema = z
  .object({ token: z.string(), resendAvailableIn: z.number() })
  .meta({ id: 'ResetToken' });

export const accountFeaturesBodySchema = z
  .object({
    platform: z.enum(['own', 'cleeng', 'jwp']),
    features: z.object({
      updateEmail: z.boolean(),
      emptyFullName: z.boolean(),
      renewSubscription: z.boolean(),
      updatePaymentMethod: z.boolean(),
      changePasswordWithOldPassword: z.boolean(),
      exportData: z.boolean(),
      deleteAccount: z.boolean(),
      receipts: z.boolean(),
      notifications: z.boolean(),
      socialLogins: z.boolean(),
      watchListLimit: z.number(),
    }),
    confirmsEmail: z.boolean().meta({ description: 'Registration mails a code to confirm before the first sign-in.' }),
    passwordReset: z.enum(['code', 'link']).meta({ description: 'A mailed code and token, or a mailed link.' }),
  })
  .meta({ id: 'AccountFeatures' });
export type AccountFeaturesBody = z.infer<typeof accountFeaturesBodySchema>;

// ── Publisher consents and captcha ──────────────────────────────────────────────────────────────────────────

export const consentAnswersSchema = z
  .record(
    z.string().regex(CONSENT_NAME_PATTERN, { error: 'Unknown consent' }),
    z.union([z.boolean(), z.string().max(200, { error: 'At most 200 characters' })], {
      error: 'Expected true or false, or a text',
    }),
  )
  .meta({
    description:
      'Publisher consent name → ticked, or a register field\'s text (e.g. { "terms": true, "favourite_sport": "canoe" }).',
  });

const captchaAnswerSchema = z.string().max(4096).optional().meta({
  description: 'The captcha answer (ALTCHA payload or the Turnstile / hCaptcha token), when one is configured.',
});

export const publisherConsentSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    url: z.string().optional(),
    version: z.string(),
    required: z.boolean(),
    type: z.string().meta({ description: '`checkbox`, or an InPlayer register field: `select`, `datepicker`, `input` …' }),
    placeholder: z.string().optional(),
    options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    defaultValue: z.string().optional(),
    enabledByDefault: z.boolean().meta({ description: 'A checkbox that starts ticked.' }),
    isCustomRegisterField: z.boolean().meta({ description: "One of the platform's register fields, asked at sign-up." }),
  })
  .meta({ id: 'PublisherConsent' });
export type PublisherConsentBody = z.infer<typeof publisherConsentSchema>;

export const publisherConsentsBodySchema = z
  .object({ consents: z.array(publisherConsentSchema) })
  .meta({ id: 'PublisherConsents' });

export const consentStateSchema = publisherConsentSchema
  .extend({
    accepted: z.boolean(),
    answeredAt: z.string().nullable().meta({ description: 'When the current version was answered; null if never.' }),
    outdated: z.boolean().meta({ description: 'Answered for an older version: to be asked again.' }),
  })
  .meta({ id: 'ConsentState' });
export type ConsentStateBody = z.infer<typeof consentStateSchema>;

export const userConsentsBodySchema = z.object({ consents: z.array(consentStateSchema) }).meta({ id: 'UserConsents' });
export type UserConsentsBody = z.infer<typeof userConsentsBodySchema>;

export const updateConsentsRequestSchema = z.object({ consents: consentAnswersSchema });

export const captchaWidgetSchema = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('off') }),
    z.object({
      provider: z.literal('altcha'),
      challenge: z.object({
        algorithm: z.literal('SHA-256'),
        challenge: z.string(),
        salt: z.string(),
        signature: z.string(),
        maxnumber: z.number(),
      }),
    }),
    z.object({ provider: z.enum(['turnstile', 'hcaptcha']), siteKey: z.string() }),
  ])
  .meta({ id: 'CaptchaWidget' });
export type CaptchaWidgetBody = z.infer<typeof captchaWidgetSchema>;

// ── Auth requests ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Registration; `today` (YYYY-MM-DD) bounds the date of birth. The API takes the modal's password rule; the
 * `/create-account` page checks its stricter one before sending (`RegistrationFlow`).
 */
export function registerRequestSchema(today: string, flow: RegistrationFlow = 'modal') {
  return z.object({
    email: emailSchema('registration'),
    password: registrationPasswordSchema(flow),
    firstName: firstNameSchema.default(''),
    lastName: lastNameSchema.default(''),
    dob: dobSchema(today).default(''),
    referrer: referrerSchema,
    consents: consentAnswersSchema.default({}),
    captcha: captchaAnswerSchema,
  });
}

export const confirmEmailRequestSchema = z.object({ email: emailSchema('registration'), otp: otpSchema });
export const emailRequestSchema = z.object({ email: emailSchema('registration') });
/** Forgot password: a wrong address is reset.wrong_email (spec 2 §8), not registration's key. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema('reset') });

export const loginRequestSchema = z.object({
  email: emailSchema('login'),
  password: anyPasswordSchema(messages.loginPasswordRequired),
  referrer: referrerSchema,
  captcha: captchaAnswerSchema,
});

const resetTokenSchema = z.uuid({ error: 'reset.invalid_reset_link' });

export const verifyResetOtpRequestSchema = z.object({ otp: otpSchema, token: resetTokenSchema });
export const resetPasswordRequestSchema = z.object({
  password: resetPasswordSchema,
  token: resetTokenSchema,
  otp: otpSchema,
});

/** Profile update; at least one field. `today` bounds the date of birth. */
export function updateUserRequestSchema(today: string) {
  return z
    .object({
      firstName: firstNameSchema.optional(),
      lastName: lastNameSchema.optional(),
      dob: dobSchema(today).optional(),
      sendEmailNotification: z.boolean({ error: 'sendEmailNotification must be true or false' }).optional(),
    })
    .refine((body) => Object.values(body).some((value) => value !== undefined), {
      error: 'Nothing to update: send firstName, lastName, dob or sendEmailNotification',
    });
}

export const SPORT_TITLE_MAX_LENGTH = 100;

export const preferencesRequestSchema = z.object({
  preferences: z.object(
    {
      sports: z
        .array(z.string().max(SPORT_TITLE_MAX_LENGTH, { error: 'A sport title is at most 100 characters' }), {
          error: 'preferences.sports must be a list of sport titles',
        })
        .min(1, { error: "preferences.sports must list sport titles, or [''] for none" })
        .max(100, { error: 'preferences.sports lists at most 100 sports' }),
    },
    { error: 'preferences is required' },
  ),
});

export const updatePasswordRequestSchema = z
  .object({
    oldPassword: anyPasswordSchema(messages.currentPasswordRequired),
    newPassword: strongPasswordSchema(messages.newPasswordRequired),
  })
  .refine((body) => body.oldPassword !== body.newPassword, { error: messages.sameAsOld, path: ['newPassword'] });

export const setPasswordRequestSchema = z.object({ password: strongPasswordSchema(messages.passwordRequired) });

/** Changing the email (spec 3 §5): the new address and the current password as confirmation. */
export const updateEmailRequestSchema = z.object({
  email: emailSchema('registration'),
  confirmationPassword: anyPasswordSchema(messages.emailChangeWrong),
});
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

export const deleteAccountRequestSchema = z.object({
  password: anyPasswordSchema(messages.deletePasswordRequired).optional(),
});

// ── Viewer lists ─────────────────────────────────────────────────────────────────────────────────────────────

export const favoriteSchema = z.object({ mediaid: mediaIdSchema }).meta({ id: 'Favorite' });
export const favoritesSchema = z.array(favoriteSchema);

const progressSchema = z
  .number({ error: 'progress must be a number between 0 and 1' })
  .min(0, { error: 'progress must be between 0 and 1' })
  .max(1, { error: 'progress must be between 0 and 1' });

export const watchHistoryEntrySchema = z
  .object({ mediaid: mediaIdSchema, progress: progressSchema, seriesId: mediaIdSchema.optional() })
  .meta({ id: 'WatchHistoryEntry' });
export const watchHistorySchema = z.array(watchHistoryEntrySchema);

/** Guest lists copied to a new account (most recent first, as the guest kept them). */
export const favoritesImportRequestSchema = z.object({
  items: z.array(favoriteSchema).max(WATCH_LIST_LIMIT, { error: `items lists at most ${WATCH_LIST_LIMIT} entries` }),
});
export const watchHistoryImportRequestSchema = z.object({
  items: z
    .array(watchHistoryEntrySchema)
    .max(WATCH_LIST_LIMIT, { error: `items lists at most ${WATCH_LIST_LIMIT} entries` }),
});

export const mediaPreferenceSchema = z.object({ id: z.string() }).meta({ id: 'MediaPreference' });
