import { AppError } from '../../shared/app-error';

/** The account of a valid token is gone (deleted meanwhile): the client signs out. */
export const accountGone = () => new AppError(401, 'unauthorized', 'Authentication failed - please log in again');

/** No usable refresh token: the client signs in again (spec 2 §8 "Auth failure after refresh"). */
export const sessionExpired = () =>
  new AppError(401, 'invalid_refresh_token', 'Authentication failed - please log in again');
