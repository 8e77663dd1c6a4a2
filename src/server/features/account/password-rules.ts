import { isGuessablePassword } from '../../../domain/account/guessable-password';
import { fieldError } from '../../shared/app-error';

/** Refuses a new password an attacker would try first (spec 2 §8 `reset.password_strength`), on `field`. */
export function assertNotGuessable(
  password: string,
  account: { email: string; firstName: string },
  field: string,
): void {
  if (isGuessablePassword(password, account)) {
    throw fieldError(field, 'reset.password_strength', 'reset.password_strength');
  }
}
