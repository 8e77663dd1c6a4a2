import { sessionExpired } from '../../features/account/errors';
import { AppError } from '../../shared/app-error';
import { JwpError } from './client';

/**
 * InPlayer's error answers mapped to the keys of spec 1 §8 and spec 2 §8, per call: by the message text (as the
 * first platform's) and by the field a validation error names (`errors.username`, `errors.password`). Unknown
 * texts become a form error with InPlayer's own words; a failure that is not InPlayer's answer passes as is.
 */
type Rule = [match: (error: JwpError) => boolean, error: () => AppError];

const says = (needle: string) => (error: JwpError) => error.message.toLowerCase().includes(needle);
const names = (field: string) => (error: JwpError) => field in error.fields;
const field = (status: 400 | 401 | 404 | 409, name: string, key: string) => () =>
  new AppError(status, key, key, { fields: { [name]: [key] } });

export const formError = (message: string) => new AppError(400, 'form_error', message);

const LOGIN: Rule[] = [[says('invalid param email'), field(400, 'email', 'wrong_email')]];
const REGISTER: Rule[] = [
  [says('customer already exists'), field(409, 'email', 'user_exists')],
  [says('account already exists'), field(409, 'email', 'user_exists')],
  [says('please enter a valid e-mail address'), field(400, 'email', 'field_is_not_valid_email')],
  [names('username'), field(400, 'email', 'field_is_not_valid_email')],
  [says('invalid param password'), field(400, 'password', 'invalid_password')],
  [names('password'), field(400, 'password', 'invalid_password')],
];
const RESET: Rule[] = [
  [says('invalid param password'), field(400, 'password', 'reset.invalid_password')],
  [names('password'), field(400, 'password', 'reset.invalid_password')],
  [(error) => error.status === 404 || says('token')(error), field(400, 'token', 'reset.invalid_reset_link')],
];
const CHANGE_PASSWORD: Rule[] = [
  [says('old password'), field(400, 'oldPassword', 'reset.old_password_does_not_match')],
  [names('password'), field(400, 'newPassword', 'reset.invalid_password')],
];
const DELETE: Rule[] = [[says('invalid credentials'), field(400, 'password', 'invalid_credentials')]];

/** `withToken`: a call carrying the customer's token, where a 401 no rule knows ends the session. */
function mapWith(rules: Rule[], otherwise: (error: JwpError) => AppError, withToken = false) {
  return (error: unknown): never => {
    if (!(error instanceof JwpError)) throw error;
    const rule = rules.find(([match]) => match(error));
    if (rule) throw rule[1]();
    // A token InPlayer refuses ends the session (spec 1 §8 "Invalid JWT token when loading the user").
    if (withToken && error.status === 401) throw sessionExpired();
    throw otherwise(error);
  };
}

const wrongCombination = () => new AppError(401, 'wrong_combination', 'Wrong email/password combination');

export const jwpErrors = {
  login: mapWith(LOGIN, wrongCombination),
  register: mapWith(REGISTER, () => new AppError(400, 'failed_to_create', 'failed_to_create')),
  reset: mapWith(RESET, (error) => formError(error.message)),
  changePassword: mapWith(CHANGE_PASSWORD, (error) => formError(error.message), true),
  deleteAccount: mapWith(DELETE, () => new AppError(400, 'unknown_error', 'unknown_error'), true),
  /** Other calls with the customer's token: 401 ends the session, anything else is a form error. */
  signedIn: mapWith([], (error) => formError(error.message), true),
  refresh: mapWith([], () => sessionExpired()),
  /** The social sign-in addresses (no token): InPlayer's words as a form error. */
  social: mapWith([], (error) => formError(error.message)),
};
