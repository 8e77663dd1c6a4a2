import { isValidRegistrationPassword } from '../../../domain/account/fields';
import { passwordStrength, type PasswordStrength } from '../../../domain/account/password-strength';

/** The registration form's strength meter (spec 2 §5): four bars and the level in words, read out politely. */
const FILLED: Record<PasswordStrength, number> = { invalid: 0, weak: 1, fair: 2, strong: 3, very_strong: 4 };

export function StrengthMeter({ password, label }: { password: string; label(level: PasswordStrength): string }) {
  const level = passwordStrength(password, isValidRegistrationPassword);
  return (
    <div className={`strength strength--${level}`} aria-live="polite">
      {password ? (
        <>
          <span className="strength__bars" aria-hidden="true">
            {[1, 2, 3, 4].map((bar) => (
              <span key={bar} className={bar <= FILLED[level] ? 'is-filled' : undefined} />
            ))}
          </span>
          <span className="strength__text">{label(level)}</span>
        </>
      ) : null}
    </div>
  );
}
