/**
 * Text folding for search: lower case, accents removed, and the Latin letters Unicode does not decompose
 * (ø, ł, đ, ß, æ, œ) spelled out, so "Mäkinen", "MAKINEN" and "makinen" are one term.
 */
const SPELLED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

const PLAIN = /^[a-z0-9 ]*$/;

export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øłđßæœı]/g, (letter) => SPELLED[letter] ?? letter);
}
