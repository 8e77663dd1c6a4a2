import { messages } from '../../../domain/account/fields';
import { AppError } from '../../shared/app-error';
import { sessionExpired } from '../../features/account/errors';
import { CleengError } from './client';

/**
 * Cleeng's error texts mapped to the keys of spec 1 §8 and spec 2 §8, per call. A text no rule knows is shown as
 * a form error with Cleeng's own words; a failure that is not Cleeng's answer (unavailable, a bug) passes as is.
 */
type Rule = [needle: string, error: () => AppError];

const field = (status: 400 | 401 | 409, name: string, key: string) => () =>
  new AppError(status, key, key, { fields: { [name]: [key] } });

export const formError = (message: string) => new AppError(400, 'form_error', message);

const LOGIN: Rule[] = [['invalid param email', field(400, 'email', 'wrong_email')]];
const REGISTER: Rule[] = [
  ['customer already exists', field(409, 'email', 'user_exists')],
  ['account already exists', field(409, 'email', 'user_exists')],
  ['please enter a valid e-mail address', field(400, 'email', 'field_is_not_valid_email')],
  ['invalid param password', field(400, 'password', 'invalid_password')],
];
const RESET: Rule[] = [
  ['invalid param password', field(400, 'password', 'reset.invalid_password')],
  ['resetpasswordtoken is not valid', field(400, 'token', 'reset.invalid_reset_link')],
  ['score does not match standards', field(400, 'password', 'reset.password_strength')],
  ['password could not be set', () => new AppError(400, 'reset.invalid_token', 'reset.invalid_token')],
];
const PROFILE: Rule[] = [
  ['customer already exists', field(409, 'email', 'user_exists')],
  ['please enter a valid e-mail address', field(400, 'email', 'field_is_not_valid_email')],
  ['confirmationpassword', () => wrongConfirmation()],
];

function mapWith(rules: Rule[], otherwise: (error: CleengError) => AppError) {
  return (error: unknown): never => {
    if (!(error instanceof CleengError)) throw error;
    const text = error.message.toLowerCase();
    const rule = rules.find(([needle]) => text.includes(needle));
    throw rule ? rule[1]() : otherwise(error);
  };
}

// 400, not 401: the session is fine, only the password typed to confirm was wrong.
const wrongConfirmation = () =>
  new AppError(400, 'wrong_combination', messages.emailChangeWrong, {
    fields: { confirmationPassword: [messages.emailChangeWrong] },
  });

const wrongCombination = () => new AppError(401, 'wrong_combination', 'Wrong email/password combination');

export const cleengErrors = {
  login: mapWith(LOGIN, wrongCombination),
  register: mapWith(REGISTER, () => new AppError(400, 'failed_to_create', 'failed_to_create')),
  reset: mapWith(RESET, (error) => formError(error.message)),
  profile: mapWith(PROFILE, (error) => formError(error.message)),
  /** A token Cleeng refuses ends the session (spec 1 §8 "Invalid JWT token when loading the user"). */
  signedIn: mapWith([], (error) => (error.status === 401 ? sessionExpired() : formError(error.message))),
  refresh: mapWith([], () => sessionExpired()),
};
