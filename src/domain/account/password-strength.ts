/**
 * The strength meter of the registration form (spec 2 §5): a password that breaks the flow's rule is `invalid`;
 * otherwise one point each for an uppercase letter, two or more digits, a special character and two or more
 * special characters gives weak (0–1), fair (2), strong (3) or very strong (4).
 */
export type PasswordStrength = 'invalid' | 'weak' | 'fair' | 'strong' | 'very_strong';

const SPECIAL = /[^\p{L}\p{N}\s]/gu;

export function passwordStrength(password: string, isValid: (password: string) => boolean): PasswordStrength {
  if (!isValid(password)) return 'invalid';
  const digits = password.match(/\d/g)?.length ?? 0;
  const specials = password.match(SPECIAL)?.length ?? 0;
  const points = [/\p{Lu}/u.test(password), digits >= 2, specials >= 1, specials >= 2].filter(Boolean).length;
  if (points <= 1) return 'weak';
  if (points === 2) return 'fair';
  return points === 3 ? 'strong' : 'very_strong';
}
