import type { Gradient } from '../../domain/content';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/**
 * CSS custom properties `--from`/`--to` for a sport's gradient. The colours come from the CMS and end up in a
 * style attribute, so only hex colours are accepted; anything else falls back to a neutral gradient.
 */
export function gradientStyle(gradient: Gradient | undefined): string {
  const from = gradient && HEX_COLOUR.test(gradient.start) ? gradient.start : '#3a3f4b';
  const to = gradient && HEX_COLOUR.test(gradient.end) ? gradient.end : '#1c1f26';
  return `--from:${from};--to:${to}`;
}
