/**
 * The account avatar (spec 3 §9): the first letter of the first name, "U" when there is none, on a colour chosen
 * by that letter, so one person always gets the same colour. Every colour keeps white text above 4.5:1.
 */
export const AVATAR_COLORS = [
  '#b3261e',
  '#8e24aa',
  '#5e35b1',
  '#3949ab',
  '#1565c0',
  '#00695c',
  '#2e7d32',
  '#6d4c41',
  '#ad1457',
  '#c2410c',
  '#37474f',
  '#4527a0',
  '#00838f',
] as const;

export const DEFAULT_AVATAR_LETTER = 'U';

export function avatarLetter(firstName: string | null | undefined): string {
  const first = [...(firstName ?? '').trim()][0];
  return first ? first.toLocaleUpperCase() : DEFAULT_AVATAR_LETTER;
}

export function avatarColor(firstName: string | null | undefined): string {
  const letter = avatarLetter(firstName);
  const code = letter.codePointAt(0) ?? DEFAULT_AVATAR_LETTER.charCodeAt(0);
  return AVATAR_COLORS[code % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
}
