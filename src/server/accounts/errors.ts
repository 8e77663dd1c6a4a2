import { featureNotEnabledMessage, type AccountFeature } from '../../domain/platform-features';
import { messages } from '../../domain/account/fields';
import { AppError } from '../shared/app-error';

/** A feature the account platform turns off (spec 1 §6). */
export const featureNotEnabled = (feature: AccountFeature) =>
  new AppError(403, 'feature_not_enabled', featureNotEnabledMessage(feature));

/** Spec 1 §5: the platform keeps the address it registered ("Email update not supported"). */
export const emailUpdateNotSupported = () =>
  new AppError(403, 'email_update_not_supported', messages.emailUpdateNotSupported);

/** The account platform did not answer in time or could not be reached: the screen offers a retry. */
export const platformUnavailable = () =>
  new AppError(503, 'account_platform_unavailable', 'The account service is not responding. Please try again.');

/** Favorites errors every platform adapter answers alike (as the own backend's viewer lists). */
export const favoriteNotFound = () => new AppError(404, 'favorite_not_found', 'This media is not in your favorites');
export const favoritesFull = (limit: number) =>
  new AppError(400, 'favorites_limit', `Your favorites list is full (${limit}). Remove one to add another.`);
