import { AppError } from '../shared/app-error';

/**
 * Spec 1 §8 "Already have an active access": the viewer holds access to the offer (a pass or a subscription,
 * cancelled or not, until it ends), so it is not sold to them again. The same answer on every platform.
 */
export const alreadyHasAccess = () => new AppError(409, 'already_has_access', 'Already have an active access');
