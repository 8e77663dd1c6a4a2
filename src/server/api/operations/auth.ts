import { z } from 'zod';
import {
  confirmEmailRequestSchema,
  deleteAccountRequestSchema,
  emailRequestSchema,
  errorBodySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  mediaPreferenceSchema,
  messageBodySchema,
  otpSentBodySchema,
  preferencesRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetTokenBodySchema,
  sessionBodySchema,
  setPasswordRequestSchema,
  updatePasswordRequestSchema,
  updateUserRequestSchema,
  userSchema,
  verifyResetOtpRequestSchema,
  captchaWidgetSchema,
  publisherConsentsBodySchema,
  updateConsentsRequestSchema,
  updateEmailRequestSchema,
  userConsentsBodySchema,
  accountFeaturesBodySchema,
} from '../../../lib/api/contract';
import type { AccountPort } from '../../accounts/port';
import { withFieldDefaults } from '../../../domain/account/publisher-consents';
import type { AccountDeps } from '../../features/account/deps';
import { verifyResetOtp } from '../../features/account/password-reset';
import { mediaPreferences, setPasswordAfterOauth, updatePreferences } from '../../features/account/profile';
import { confirmEmail, resendConfirmation } from '../../features/account/registration';
import type { IssuedSession } from '../../features/account/sessions';
import { invalid, limited, operation, requireCaller, unauthorized, type Operation, type Reply } from '../operation';

const featureOff = {
  description: '`feature_not_enabled`: the account platform does not offer this ("{feature} feature is not enabled")',
  schema: errorBodySchema,
};

export const sessionReply = (session: IssuedSession): Reply => ({
  status: 200,
  body: { auth: session.auth, user: session.user },
  session,
});

/**
 * Sign-in, registration, passwords, profile and consents go through the account port (`accounts`), so they work
 * the same on every account platform; the own backend's extras (email codes, sports preferences, captcha, a first
 * password after a provider sign-in) use its use-cases directly.
 */
export function authOperations(deps: AccountDeps, accounts: AccountPort, siteUrl: string): Operation[] {
  return [
    operation({
      id: 'getAccountFeatures',
      method: 'GET',
      path: '/auth/features',
      tag: 'auth',
      summary: "What the account platform offers (spec 1 §6's flags); the screens leave out what is off",
      auth: 'none',
      responses: { 200: { description: 'The flags', schema: accountFeaturesBodySchema } },
      handle: async () => ({
        status: 200,
        body: {
          platform: accounts.name,
          features: accounts.features,
          confirmsEmail: accounts.confirmsEmail,
          passwordReset: accounts.passwordReset,
        },
      }),
    }),
    operation({
      id: 'register',
      method: 'POST',
      path: '/auth/register',
      tag: 'auth',
      summary: 'Create an account and mail a confirmation code',
      auth: 'none',
      body: registerRequestSchema,
      responses: {
        201: {
          description:
            'Account created: a 6-digit code was mailed (`confirmsEmail`), or signed in at once on platforms that do not confirm',
          schema: z.union([otpSentBodySchema, sessionBodySchema]),
        },
        400: {
          description:
            'Invalid input; `consents_required` (a required consent is not ticked: `errors["consents.<name>"]`); `captcha_required` or `captcha_invalid`',
          schema: errorBodySchema,
        },
        409: {
          description:
            '`user_exists`: only where the account platform (Cleeng, JWP) reports it; the own backend answers a taken address as a new one and mails its owner',
          schema: errorBodySchema,
        },
        503: { description: '`captcha_unavailable`: the captcha vendor could not be reached', schema: errorBodySchema },
        429: limited,
      },
      handle: async ({ body, client }) => {
        const registered = await accounts.register(body, client);
        if (registered.kind === 'confirm_email') return { status: 201, body: registered.sent };
        return { ...sessionReply(registered.session), status: 201 };
      },
    }),
    operation({
      id: 'confirmEmail',
      method: 'POST',
      path: '/auth/confirm-email',
      tag: 'auth',
      summary: 'Confirm the email with the registration code; signs the user in',
      auth: 'none',
      body: confirmEmailRequestSchema,
      responses: {
        200: { description: 'Signed in', schema: sessionBodySchema },
        400: { description: '`invalid_otp`, `otp_expired` or `otp_attempts_exceeded`', schema: errorBodySchema },
        429: limited,
      },
      handle: async ({ body, client }) => sessionReply(await confirmEmail(deps, body, client)),
    }),
    operation({
      id: 'resendEmailConfirmation',
      method: 'POST',
      path: '/auth/resend-email-confirmation',
      tag: 'auth',
      summary: 'Mail a new registration code (after the 120 s countdown)',
      auth: 'none',
      body: emailRequestSchema,
      responses: {
        200: { description: 'Code sent', schema: otpSentBodySchema },
        400: invalid,
        429: { description: '`otp_resend_too_soon` or too many requests; see Retry-After', schema: errorBodySchema },
      },
      handle: async ({ body, client }) => ({ status: 200, body: await resendConfirmation(deps, body.email, client) }),
    }),
    operation({
      id: 'login',
      method: 'POST',
      path: '/auth/login',
      tag: 'auth',
      summary: 'Sign in with email and password',
      auth: 'none',
      body: loginRequestSchema,
      responses: {
        200: { description: 'Signed in', schema: sessionBodySchema },
        400: {
          description:
            'Invalid input; `captcha_required` / `captcha_invalid` after several wrong passwords from this client',
          schema: errorBodySchema,
        },
        401: { description: '`wrong_combination`', schema: errorBodySchema },
        403: {
          description:
            '`email_not_confirmed`: a new code was mailed; continue at verify-otp (`email`, `resendAvailableIn`)',
          schema: errorBodySchema,
        },
        429: limited,
      },
      handle: async ({ body, client }) => sessionReply(await accounts.login(body, client)),
    }),
    operation({
      id: 'logout',
      method: 'POST',
      path: '/auth/logout',
      tag: 'auth',
      summary: 'Sign out: the session’s access and refresh tokens stop working',
      auth: 'optional',
      responses: { 200: { description: 'Signed out', schema: messageBodySchema } },
      handle: async ({ caller, refreshToken }) => {
        await accounts.logout({ caller, refreshToken });
        return { status: 200, body: { message: 'Logout successful!' }, session: 'end' };
      },
    }),
    operation({
      id: 'refreshToken',
      method: 'GET',
      path: '/auth/refresh-token',
      tag: 'auth',
      summary: 'Exchange the refresh token (Bearer, or the web cookie) for new tokens',
      auth: 'none',
      takesRefreshToken: true,
      responses: {
        200: { description: 'New tokens; the presented refresh token is retired', schema: sessionBodySchema },
        401: { description: '`invalid_refresh_token`: sign in again', schema: errorBodySchema },
      },
      handle: async ({ refreshToken }) => sessionReply(await accounts.refresh(refreshToken)),
    }),
    operation({
      id: 'forgotPassword',
      method: 'POST',
      path: '/auth/forgot-password',
      tag: 'auth',
      summary: 'Mail a password-reset code; answers the token the reset steps use',
      auth: 'none',
      body: forgotPasswordRequestSchema,
      responses: {
        200: {
          description: 'The token the reset steps use (`code` resets), or a message: the platform mailed a link',
          schema: z.union([resetTokenBodySchema, messageBodySchema]),
        },
        400: invalid,
        429: { description: '`otp_resend_too_soon` or too many requests; see Retry-After', schema: errorBodySchema },
      },
      handle: async ({ body, client }) => {
        const requested = await accounts.requestPasswordReset(
          body.email,
          client,
          new URL('/reset-password', siteUrl).href,
        );
        if (requested.kind === 'link') return { status: 200, body: { message: 'Password reset link sent' } };
        return { status: 200, body: { token: requested.token, resendAvailableIn: requested.resendAvailableIn } };
      },
    }),
    operation({
      id: 'verifyResetPasswordOtp',
      method: 'POST',
      path: '/auth/verify-reset-password-otp',
      tag: 'auth',
      summary: 'Check the password-reset code',
      auth: 'none',
      body: verifyResetOtpRequestSchema,
      responses: {
        200: { description: 'The code is right', schema: messageBodySchema },
        400: {
          description: '`invalid_otp`, `otp_expired`, `otp_attempts_exceeded`, `reset.invalid_reset_link`',
          schema: errorBodySchema,
        },
        429: limited,
      },
      handle: async ({ body, client }) => ({ status: 200, body: await verifyResetOtp(deps, body, client) }),
    }),
    operation({
      id: 'resetPassword',
      method: 'POST',
      path: '/auth/reset-password',
      tag: 'auth',
      summary: 'Set a new password with the reset token and code; ends every session',
      auth: 'none',
      body: resetPasswordRequestSchema,
      responses: {
        200: { description: 'Password changed', schema: messageBodySchema },
        400: { description: 'Invalid password, code or link', schema: errorBodySchema },
        429: limited,
      },
      handle: async ({ body, client }) => {
        await accounts.resetPassword(body, client);
        return { status: 200, body: { message: 'Password updated successfully!' } };
      },
    }),
    operation({
      id: 'getUser',
      method: 'GET',
      path: '/auth/user',
      tag: 'user',
      summary: 'The signed-in user',
      auth: 'user',
      responses: { 200: { description: 'The user', schema: userSchema }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await accounts.user(requireCaller(caller)) }),
    }),
    operation({
      id: 'updateUser',
      method: 'PATCH',
      path: '/auth/user',
      tag: 'user',
      summary: 'Update first name, last name, date of birth or the email-notification choice',
      auth: 'user',
      body: updateUserRequestSchema,
      responses: { 200: { description: 'The updated user', schema: userSchema }, 400: invalid, 401: unauthorized },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await accounts.updateProfile(requireCaller(caller), body),
      }),
    }),
    operation({
      id: 'updateEmail',
      method: 'PATCH',
      path: '/auth/user/email',
      tag: 'user',
      summary: 'Change the sign-in address, confirmed by the current password; applied at once, the old one is told',
      auth: 'user',
      body: updateEmailRequestSchema,
      responses: {
        200: { description: 'The user with the new address', schema: userSchema },
        400: {
          description: 'Invalid input, or `wrong_combination` (the confirmation password is wrong)',
          schema: errorBodySchema,
        },
        401: unauthorized,
        403: { description: '`email_update_not_supported`: the platform keeps its address', schema: errorBodySchema },
        409: {
          description: '`user_exists` (another account has the address) or `password_not_set`',
          schema: errorBodySchema,
        },
        429: limited,
      },
      handle: async ({ body, caller, client }) => ({
        status: 200,
        body: await accounts.updateEmail(requireCaller(caller), body, client),
      }),
    }),
    operation({
      id: 'getPublisherConsents',
      method: 'GET',
      path: '/auth/publisher-consents',
      tag: 'auth',
      summary: 'The consents asked at registration (terms, marketing), from the site settings',
      auth: 'none',
      responses: { 200: { description: 'The declared consents', schema: publisherConsentsBodySchema } },
      handle: async () => ({
        status: 200,
        body: { consents: (await accounts.publisherConsents()).map(withFieldDefaults) },
      }),
    }),
    operation({
      id: 'getCaptcha',
      method: 'GET',
      path: '/auth/captcha',
      tag: 'auth',
      summary: 'What the browser shows as captcha: a fresh ALTCHA challenge, a widget site key, or off',
      auth: 'none',
      responses: { 200: { description: 'The captcha to show', schema: captchaWidgetSchema } },
      // Only the own backend asks for one: an account platform guards its own sign-in.
      handle: async () => ({
        status: 200,
        body: deps.captcha && accounts.name === 'own' ? await deps.captcha.widget() : { provider: 'off' },
      }),
    }),
    operation({
      id: 'getUserConsents',
      method: 'GET',
      path: '/auth/user/consents',
      tag: 'user',
      summary: "The signed-in user's answers to the publisher consents (an answer to an older version is outdated)",
      auth: 'user',
      responses: { 200: { description: 'Consents with answers', schema: userConsentsBodySchema }, 401: unauthorized },
      handle: async ({ caller }) => ({
        status: 200,
        body: { consents: (await accounts.consents(requireCaller(caller))).map(withFieldDefaults) },
      }),
    }),
    operation({
      id: 'updateUserConsents',
      method: 'PATCH',
      path: '/auth/user/consents',
      tag: 'user',
      summary: 'Change answers; required consents cannot be withdrawn (`consents_required`)',
      auth: 'user',
      body: updateConsentsRequestSchema,
      responses: {
        200: { description: 'Consents with answers', schema: userConsentsBodySchema },
        400: invalid,
        401: unauthorized,
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: {
          consents: (await accounts.updateConsents(requireCaller(caller), body.consents)).map(withFieldDefaults),
        },
      }),
    }),
    operation({
      id: 'updatePreferences',
      method: 'PATCH',
      path: '/auth/user/preferences',
      tag: 'user',
      summary: "Set the preferred sports (titles of the CMS's sports; [''] for none)",
      auth: 'user',
      body: preferencesRequestSchema,
      responses: { 200: { description: 'The updated user', schema: userSchema }, 400: invalid, 401: unauthorized },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await updatePreferences(deps, requireCaller(caller), body.preferences.sports),
      }),
    }),
    operation({
      id: 'mediaPreferences',
      method: 'GET',
      path: '/auth/media-preferences',
      tag: 'user',
      summary: 'Media of the preferred sports',
      auth: 'user',
      responses: { 200: { description: 'Media ids', schema: z.array(mediaPreferenceSchema) }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await mediaPreferences(deps, requireCaller(caller)) }),
    }),
    operation({
      id: 'updatePassword',
      method: 'PATCH',
      path: '/auth/update-password',
      tag: 'user',
      summary: 'Change the password with the old one; ends every session',
      auth: 'user',
      body: updatePasswordRequestSchema,
      responses: {
        200: { description: 'Password changed: sign in again', schema: messageBodySchema },
        400: { description: 'Invalid new password or `reset.old_password_does_not_match`', schema: errorBodySchema },
        401: unauthorized,
        403: featureOff,
        409: { description: '`password_not_set`', schema: errorBodySchema },
      },
      handle: async ({ body, caller }) => {
        await accounts.changePassword(requireCaller(caller), body);
        return { status: 200, body: { message: 'Password updated successfully!' }, session: 'end' };
      },
    }),
    operation({
      id: 'setPasswordAfterOauth',
      method: 'POST',
      path: '/auth/set-password-after-oauth',
      tag: 'user',
      summary: 'Set a first password (users who signed in through a provider); ends every session',
      auth: 'user',
      body: setPasswordRequestSchema,
      responses: {
        200: { description: 'Password set: sign in again', schema: messageBodySchema },
        400: invalid,
        401: unauthorized,
        409: { description: '`password_already_set`', schema: errorBodySchema },
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await setPasswordAfterOauth(deps, requireCaller(caller), body.password),
        session: 'end',
      }),
    }),
    operation({
      id: 'deleteAccount',
      method: 'DELETE',
      path: '/auth/account',
      tag: 'user',
      summary: 'Delete the account and everything it owns (password required when the account has one)',
      auth: 'user',
      body: deleteAccountRequestSchema,
      responses: {
        200: { description: 'Deleted', schema: messageBodySchema },
        400: { description: 'Password missing or `invalid_credentials`', schema: errorBodySchema },
        401: unauthorized,
        403: featureOff,
      },
      handle: async ({ body, caller }) => {
        await accounts.deleteAccount(requireCaller(caller), body.password);
        return { status: 200, body: { message: 'Account deleted successfully!' }, session: 'end' };
      },
    }),
    operation({
      id: 'exportAccountData',
      method: 'POST',
      path: '/auth/export',
      tag: 'user',
      summary: "Have the account platform mail the user's data to them",
      auth: 'user',
      responses: {
        202: { description: 'The data is on its way by email', schema: messageBodySchema },
        401: unauthorized,
        403: featureOff,
      },
      handle: async ({ caller }) => {
        await accounts.exportData(requireCaller(caller));
        return { status: 202, body: { message: 'Your data will be emailed to you' } };
      },
    }),
  ];
}
