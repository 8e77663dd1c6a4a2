import type { AccountFeature } from '../../domain/platform-features';
import type { AccountPort } from '../accounts/port';
import { featureNotEnabled } from '../accounts/errors';
import { AppError, featureOff } from '../shared/app-error';
import type { Operation } from './operation';

/** Operations only the own backend can answer (its email codes, sports preferences, first password after OAuth). */
const OWN_BACKEND_ONLY: Record<string, string> = {
  confirmEmail: 'Email confirmation',
  resendEmailConfirmation: 'Email confirmation',
  verifyResetPasswordOtp: 'Reset code',
  updatePreferences: 'Sports preferences',
  mediaPreferences: 'Sports preferences',
  setPasswordAfterOauth: 'Set password',
  // The platform keeps its customers; an own account made here would sign in nowhere.
  createUser: 'Create user',
};

/**
 * The site's own notification centre and sign-in providers keep their records in the own backend too: a platform
 * customer's notifications and social logins are the platform's (spec 1 §6 flags). A platform that runs sign-in
 * providers itself (`platformSocial`, JWP) has its own social operations.
 */
const OWN_RECORDS: Record<string, AccountFeature> = {
  getAllNotifications: 'notifications',
  getUnreadCount: 'notifications',
  getFollows: 'notifications',
  addFollow: 'notifications',
  removeFollow: 'notifications',
  getPushKey: 'notifications',
  addPushSubscription: 'notifications',
  removePushSubscription: 'notifications',
  markNotificationRead: 'notifications',
  getSocialLoginUrls: 'socialLogins',
  startSocialLogin: 'socialLogins',
  socialLoginCallback: 'socialLogins',
  socialLoginFormPostCallback: 'socialLogins',
};

function refusalFor(id: string, accounts: AccountPort): (() => AppError) | null {
  const ownOnly = OWN_BACKEND_ONLY[id];
  if (ownOnly) return () => featureOff(ownOnly);
  const feature = OWN_RECORDS[id];
  // A platform that runs the providers itself answers the social sign-in with its own operations.
  if (feature === 'socialLogins' && accounts.platformSocial) return null;
  if (feature) return () => featureNotEnabled(feature);
  return null;
}

/**
 * The operations as an account platform other than the own backend can serve them: what needs the own backend's
 * records answers 403 "{feature} feature is not enabled" before it could
 * read a platform customer as an own account.
 */
export function limitToPlatform(operations: Operation[], accounts: AccountPort): Operation[] {
  if (accounts.name === 'own') return operations;
  return operations.map((operation) => {
    const refusal = refusalFor(operation.id, accounts);
    if (!refusal) return operation;
    return {
      ...operation,
      handle: async () => {
        throw refusal();
      },
    };
  });
}
