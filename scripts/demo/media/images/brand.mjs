/** The Aurora Games TV emblem: three arcs rising like northern lights, in the brand gradient. */
export const BRAND = { teal: '#22d3a6', violet: '#8b5cf6', sky: '#38bdf8' };

export function brandGradient(id, [start, middle, end] = [BRAND.teal, BRAND.sky, BRAND.violet]) {
  return `<linearGradient id="${id}" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${start}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${end}"/></linearGradient>`;
}

/** Emblem of `size` px with its top-left corner at (x, y); needs `brandGradient(gradientId)` in defs. */
export function emblem(x, y, size, gradientId) {
  const s = size / 100;
  const arc = (r, width, opacity) =>
    `<path d="M ${50 - r} 92 A ${r} ${r} 0 0 1 ${50 + r} 92" fill="none" stroke="url(#${gradientId})" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
  return `<g transform="translate(${x} ${y}) scale(${s})">${arc(44, 10, 1)}${arc(29, 10, 0.85)}${arc(14, 10, 0.7)}</g>`;
}
