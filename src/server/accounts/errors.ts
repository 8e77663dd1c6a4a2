import { featureNotEnabledMessage, type AccountFeature } from '../../domain/platform-features';
import { AppError } from '../shared/app-error';

/** A feature the account platform turns off (spec 1 §6). */
export const featureNotEnabled = (feature: AccountFeature) =>
  new AppError(403, 'feature_not_enabled', featureNotEnabledMessage(feature));

/** The account platform did not answer in time or could not be reached: the screen offers a retry. */
export const platformUnavailable = () =>
  new AppError(503, 'account_platform_unavailable', 'The account service is not responding. Please try again.');
