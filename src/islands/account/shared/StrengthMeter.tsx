import { REGISTRATION_PASSWORD_RULES, type RegistrationFlow } from '../../../domain/account/fields';
import { passwordStrength, type PasswordStrength } from '../../../domain/account/password-strength';

/**
 * The registration form's strength meter (spec 2 §5): four bars and the level in words, read out politely. A
 * password that breaks the flow's rule reads "Too weak", so the meter never praises what the form will refuse.
 */
const FILLED: Record<PasswordStrength, number> = { invalid: 0, weak: 1, fair: 2, strong: 3, very_strong: 4 };

export interface StrengthMeterProps {
  password: string;
  flow: RegistrationFlow;
  label(level: PasswordStrength): string;
}

export function StrengthMeter({ password, flow, label }: StrengthMeterProps) {
  const level = passwordStrength(password, REGISTRATION_PASSWORD_RULES[flow]);
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
