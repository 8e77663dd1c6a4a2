import { JwpError } from '../../accounts/jwp/client';
import { formError } from '../../accounts/jwp/errors';
import { sessionExpired } from '../../features/account/errors';
import type { AppError } from '../../shared/app-error';
import type { Customer } from '../port';

/** The customer's InPlayer token, which every commerce call carries; none means the session is over. */
export const tokenOf = (customer: Customer) => {
  if (!customer.platformToken) throw sessionExpired();
  return customer.platformToken;
};

/** A refusal InPlayer gave to the signed-in customer: 401 ends the session; the rules first; else a form error. */
export function refusal(rules: Array<[RegExp, () => AppError]> = []) {
  return (error: unknown): never => {
    if (!(error instanceof JwpError)) throw error;
    if (error.status === 401) throw sessionExpired();
    const rule = rules.find(([pattern]) => pattern.test(error.message));
    throw rule ? rule[1]() : formError(error.message);
  };
}
