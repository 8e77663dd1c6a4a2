import { z } from 'zod';
import {
  confirmEmailRequestSchema,
  deleteAccountRequestSchema,
  emailRequestSchema,
  errorBodySchema,
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
} from '../../../lib/api/contract';
import type { AccountDeps } from '../../features/account/deps';
import { login } from '../../features/account/login';
import { forgotPassword, resetPassword, verifyResetOtp } from '../../features/account/password-reset';
import {
  changePassword,
  deleteAccount,
  getUser,
  mediaPreferences,
  setPasswordAfterOauth,
  updatePreferences,
  updateProfile,
} from '../../features/account/profile';
import { confirmEmail, register, resendConfirmation } from '../../features/account/registration';
import { endSession, refreshSession, type IssuedSession } from '../../features/account/sessions';
import { findRefreshToken, revokeFamily } from '../../db/repositories/refresh-tokens';
import { digestToken } from '../../auth/tokens';
import { AppError } from '../../shared/app-error';
import { operation, requireCaller, type Documented, type Operation, type Reply } from '../operation';

const invalid: Documented = { description: 'Invalid input: `errors` maps each field to its messages', schema: errorBodySchema };
const unauthorized: Documented = { description: 'Missing, invalid or expired access token', schema: errorBodySchema };
const limited: Documented = { description: 'Too many requests; see Retry-After', schema: errorBodySchema };


const sessionReply = (session: IssuedSession): Reply => ({
  status: 200,
  body: { auth: session.auth, user: session.user },
  session,
});

export function authOperations(deps: AccountDeps): Operation[] {
  return [
    operation({
      id: 'register',
      method: 'POST',
      path: '/auth/register',
      tag: 'auth',
      summary: 'Create an account and mail a confirmation code',
      auth: 'none',
      body: registerRequestSchema,
      responses: {
        201: { description: 'Account created; a 6-digit code was mailed', schema: otpSentBodySchema },
        400: invalid,
        409: { description: '`user_exists`: the email is already registered', schema: errorBodySchema },
        429: limited,
      },
      handle: async ({ body, client }) => ({ status: 201, body: await register(deps, body, client) }),
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
        409: { description: '`email_already_confirmed`', schema: errorBodySchema },
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
        400: invalid,
        401: { description: '`wrong_combination`', schema: errorBodySchema },
        403: {
          description: '`email_not_confirmed`: a new code was mailed; continue at verify-otp (`email`, `resendAvailableIn`)',
          schema: errorBodySchema,
        },
        429: limited,
      },
      handle: async ({ body, client }) => sessionReply(await login(deps, body, client)),
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
        if (caller) await endSession(deps, caller);
        else if (refreshToken) {
          const row = await findRefreshToken(deps.db, digestToken(refreshToken));
          if (row) await revokeFamily(deps.db, row.familyId, deps.clock());
        }
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
      handle: async ({ refreshToken }) => {
        if (!refreshToken) throw new AppError(401, 'invalid_refresh_token', 'Authentication failed - please log in again');
        return sessionReply(await refreshSession(deps, refreshToken));
      },
    }),
    operation({
      id: 'forgotPassword',
      method: 'POST',
      path: '/auth/forgot-password',
      tag: 'auth',
      summary: 'Mail a password-reset code; answers the token the reset steps use',
      auth: 'none',
      body: emailRequestSchema,
      responses: {
        200: { description: 'Token (the same answer for any address)', schema: resetTokenBodySchema },
        400: invalid,
        429: { description: '`otp_resend_too_soon` or too many requests; see Retry-After', schema: errorBodySchema },
      },
      handle: async ({ body, client }) => ({ status: 200, body: await forgotPassword(deps, body.email, client) }),
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
        400: { description: '`invalid_otp`, `otp_expired`, `otp_attempts_exceeded`, `reset.invalid_reset_link`', schema: errorBodySchema },
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
      handle: async ({ body, client }) => ({ status: 200, body: await resetPassword(deps, body, client) }),
    }),
    operation({
      id: 'getUser',
      method: 'GET',
      path: '/auth/user',
      tag: 'user',
      summary: 'The signed-in user',
      auth: 'user',
      responses: { 200: { description: 'The user', schema: userSchema }, 401: unauthorized },
      handle: async ({ caller }) => ({ status: 200, body: await getUser(deps, requireCaller(caller)) }),
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
      handle: async ({ body, caller }) => ({ status: 200, body: await updateProfile(deps, requireCaller(caller), body) }),
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
        409: { description: '`password_not_set`', schema: errorBodySchema },
      },
      handle: async ({ body, caller }) => ({
        status: 200,
        body: await changePassword(deps, requireCaller(caller), body),
        session: 'end',
      }),
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
      },
      handle: async ({ body, caller }) => {
        await deleteAccount(deps, requireCaller(caller), body.password);
        return { status: 200, body: { message: 'Account deleted successfully!' }, session: 'end' };
      },
    }),
  ];
}
