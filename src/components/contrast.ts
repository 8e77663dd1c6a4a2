/**
 * Text colour for a brand-coloured surface by WCAG contrast. The config theme (domain/theme.ts) follows the
 * spec's brightness threshold (186), which picks white on mid-bright colours such as #22d3a6 (1.9:1); buttons
 * and badges on the highlight colour use this instead so their text stays readable (≥ 4.5:1 where possible).
 */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return undefined;
  const value = parseInt(match[1], 16);
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `#000000` or `#ffffff`, whichever contrasts more with the `#rrggbb` background (white when unparseable). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const luminance = relativeLuminance(hex);
  if (luminance === undefined) return '#ffffff';
  return contrastRatio(luminance, 0) > contrastRatio(luminance, 1) ? '#000000' : '#ffffff';
}
