import type { SiteConfig } from './site-config';

/**
 * Theme colours from the config's `styling` (spec 2 §1 "Theming") as CSS custom properties. Text on each
 * surface is black or white by the brightness rule of spec 1 §9: `(r*299 + g*587 + b*114) / 1000 > 186`
 * means a light surface, so dark text.
 */
export type ThemeVariables = Record<
  '--highlight' | '--bg' | '--header-bg' | '--on-highlight' | '--on-bg' | '--on-header',
  string
>;

export const CONTRAST_THRESHOLD = 186;
export const DEFAULT_HIGHLIGHT = '#3d7bff';
export const DEFAULT_BACKGROUND = '#0e1116';
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';

type Styling = Pick<SiteConfig['styling'], 'backgroundColor' | 'highlightColor' | 'headerBackground'>;

/** `#rgb` or `#rrggbb` (any case) → lowercase `#rrggbb`; anything else → undefined. */
export function normalizeHexColor(value: string | null | undefined): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  const digits = match?.[1]?.toLowerCase();
  if (!digits) return undefined;
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join('')}` : `#${digits}`;
}

/** Black or white text for a `#rrggbb` background. */
export function textColorOn(hex: string): string {
  const r = parseInt(hex.slice(1, 3), 16);
  const g = parseInt(hex.slice(3, 5), 16);
  const b = parseInt(hex.slice(5, 7), 16);
  return (r * 299 + g * 587 + b * 114) / 1000 > CONTRAST_THRESHOLD ? DARK_TEXT : LIGHT_TEXT;
}

export function themeFromStyling(styling: Styling | undefined): ThemeVariables {
  const highlight = normalizeHexColor(styling?.highlightColor) ?? DEFAULT_HIGHLIGHT;
  const bg = normalizeHexColor(styling?.backgroundColor) ?? DEFAULT_BACKGROUND;
  const headerBg = normalizeHexColor(styling?.headerBackground) ?? bg;
  return {
    '--highlight': highlight,
    '--bg': bg,
    '--header-bg': headerBg,
    '--on-highlight': textColorOn(highlight),
    '--on-bg': textColorOn(bg),
    '--on-header': textColorOn(headerBg),
  };
}

/** `--highlight:#ff0066;--bg:…` for a `style` attribute (values are normalised hex, so safe to inline). */
export function themeStyleAttribute(variables: ThemeVariables): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
