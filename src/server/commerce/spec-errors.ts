import { AppError } from '../shared/app-error';

/** Commerce failures every platform answers in spec 1 §8's words. */

/** Cancelling, renewing or switching a subscription the customer does not hold. */
export const noActiveSubscription = () =>
  new AppError(404, 'subscription_not_found', 'user has no active subscription');

/** The platform took the new order but answered without one: the checkout may try again. */
export const noOrderCreated = () => new AppError(503, 'order_not_created', 'No order created');
