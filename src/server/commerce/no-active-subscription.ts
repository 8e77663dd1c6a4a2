import { AppError } from '../shared/app-error';

/** Cancelling, renewing or switching a subscription the customer does not hold (spec 1 §8's wording). */
export const noActiveSubscription = () =>
  new AppError(404, 'subscription_not_found', 'user has no active subscription');
