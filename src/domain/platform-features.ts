import { WATCH_LIST_LIMIT } from './watch-lists';

/**
 * What an account platform lets the screens offer (spec 1 §6 "Feature flags per platform"). A screen hides what
 * is off, and the API answers "{feature} feature is not enabled" for it.
 */
export interface AccountFeatures {
  updateEmail: boolean;
  emptyFullName: boolean;
  renewSubscription: boolean;
  updatePaymentMethod: boolean;
  changePasswordWithOldPassword: boolean;
  exportData: boolean;
  deleteAccount: boolean;
  receipts: boolean;
  notifications: boolean;
  socialLogins: boolean;
  /** Favorites and watch history each keep at most this many entries. */
  watchListLimit: number;
}

export type AccountFeature = Exclude<keyof AccountFeatures, 'watchListLimit'>;

/** The first platform (Cleeng) and the second (JWP / InPlayer), as spec 1 §6's table gives them. */
export const PLATFORM_FEATURES: Record<'cleeng' | 'jwp', AccountFeatures> = {
  cleeng: {
    updateEmail: true,
    emptyFullName: true,
    renewSubscription: true,
    updatePaymentMethod: true,
    changePasswordWithOldPassword: false,
    exportData: false,
    deleteAccount: false,
    receipts: false,
    notifications: false,
    socialLogins: false,
    watchListLimit: WATCH_LIST_LIMIT,
  },
  jwp: {
    updateEmail: false,
    emptyFullName: false,
    renewSubscription: false,
    updatePaymentMethod: false,
    changePasswordWithOldPassword: true,
    exportData: true,
    deleteAccount: true,
    receipts: true,
    notifications: true,
    socialLogins: true,
    watchListLimit: WATCH_LIST_LIMIT,
  },
};

/** How a feature is named in "{feature} feature is not enabled". */
export const FEATURE_NAMES: Record<AccountFeature, string> = {
  updateEmail: 'Update email',
  emptyFullName: 'Empty full name',
  renewSubscription: 'Renew subscription',
  updatePaymentMethod: 'Update payment method',
  changePasswordWithOldPassword: 'Change password',
  exportData: 'Export account data',
  deleteAccount: 'Delete account',
  receipts: 'Receipts',
  notifications: 'Notifications',
  socialLogins: 'Social logins',
};

export function featureNotEnabledMessage(feature: AccountFeature): string {
  return `${FEATURE_NAMES[feature]} feature is not enabled`;
}
