import type { AccountFeatures } from '../../../domain/platform-features';
import { WATCH_LIST_LIMIT } from '../../../domain/watch-lists';
import { getConsents, updateConsents } from '../../features/account/consents';
import type { AccountDeps } from '../../features/account/deps';
import { changeEmail } from '../../features/account/email-change';
import { login } from '../../features/account/login';
import { forgotPassword, resetPassword } from '../../features/account/password-reset';
import { changePassword, deleteAccount, getUser, updateProfile } from '../../features/account/profile';
import { register } from '../../features/account/registration';
import { authenticate, endSession, readAccessToken, refreshSession } from '../../features/account/sessions';
import * as lists from '../../features/viewer-lists';
import { fieldError } from '../../shared/app-error';
import { featureNotEnabled } from '../errors';
import type { AccountPort } from '../port';

/**
 * The own backend as an account adapter: every call delegates to the account use-cases (features/account) and
 * the viewer lists, which keep their behaviour. Registration confirms the address by a mailed code; the reset is
 * by code too; a new address is confirmed by the password. It has no profile-capture step: capture answers are
 * the profile's names and date of birth.
 */
export function createOwnAccounts(deps: AccountDeps, options: { socialLogins: boolean }): AccountPort {
  const features: AccountFeatures = {
    updateEmail: true,
    emptyFullName: true,
    renewSubscription: true,
    updatePaymentMethod: true,
    changePasswordWithOldPassword: true,
    // Not built for the own backend yet.
    exportData: false,
    deleteAccount: true,
    receipts: true,
    notifications: true,
    socialLogins: options.socialLogins,
    watchListLimit: WATCH_LIST_LIMIT,
  };
  return {
    name: 'own',
    features,
    confirmsEmail: true,
    passwordReset: 'code',
    authenticate: (jwt) => authenticate(deps, jwt),
    readAccessToken: (jwt) => readAccessToken(deps, jwt),
    login: (input, client) => login(deps, input, client),
    register: async (input, client) => ({ kind: 'confirm_email', sent: await register(deps, input, client) }),
    refresh: (refreshToken) => refreshSession(deps, refreshToken),
    logout: (by) => endSession(deps, by),
    // The mail links to the site root's ?u=edit-password (spec 2 §2), on the origin of the given reset page.
    requestPasswordReset: async (email, client, resetUrl) => ({
      kind: 'code',
      ...(await forgotPassword(deps, email, client, resetUrl)),
    }),
    async resetPassword(input, client) {
      if (!input.otp) throw fieldError('otp', 'The code is required');
      await resetPassword(deps, { password: input.password, token: input.token, otp: input.otp }, client);
    },
    async changePassword(caller, input) {
      await changePassword(deps, caller, input);
    },
    user: (caller) => getUser(deps, caller),
    updateProfile: (caller, changes) => updateProfile(deps, caller, changes),
    updateEmail: (caller, input, client) => changeEmail(deps, caller, input, client),
    publisherConsents: () => deps.publisherConsents(),
    consents: (caller) => getConsents(deps, caller),
    updateConsents: (caller, given) => updateConsents(deps, caller, given),
    captureStatus: async () => ({ shouldDisplay: false, fields: [] }),
    async updateCapture(caller, answers) {
      const changes = { firstName: answers.firstName, lastName: answers.lastName, dob: answers.birthDate };
      if (Object.values(changes).some((value) => value !== undefined)) await updateProfile(deps, caller, changes);
    },
    favorites: (caller) => lists.getFavorites(deps, caller),
    favorite: (caller, mediaid) => lists.getFavorite(deps, caller, mediaid),
    addFavorite: (caller, mediaid) => lists.addFavorite(deps, caller, mediaid),
    removeFavorite: (caller, mediaid) => lists.removeFavorite(deps, caller, mediaid),
    clearFavorites: (caller) => lists.clearFavorites(deps, caller),
    importFavorites: (caller, items) => lists.importFavorites(deps, caller, items),
    watchHistory: (caller) => lists.getWatchHistory(deps, caller),
    saveProgress: (caller, entry) => lists.saveWatchProgress(deps, caller, entry),
    clearWatchHistory: (caller) => lists.clearWatchHistory(deps, caller),
    importWatchHistory: (caller, items) => lists.importWatchHistory(deps, caller, items),
    exportData: async () => {
      throw featureNotEnabled('exportData');
    },
    deleteAccount: (caller, password) => deleteAccount(deps, caller, password),
  };
}
