/**
 * Text folding for search: lower case, accents removed, and the Latin letters Unicode does not decompose
 * (ø, ł, đ, ß, æ, œ) spelled out, so "Mäkinen", "MAKINEN" and "makinen" are one term.
 */
const SPELLED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øłđßæœı]/g, (letter) => SPELLED[letter] ?? letter);
}
