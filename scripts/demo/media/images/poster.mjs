import { seededRandom } from '../random.mjs';
import { brandGradient, emblem } from './brand.mjs';
import { paletteFor } from './palettes.mjs';
import { shapeFor } from './shapes.mjs';
import { escapeXml, fitTitle, textWidth } from './text.mjs';

const W = 1280;
const H = 720;
const BADGE_COLORS = { LIVE: '#e11d48', UPCOMING: '#d97706', REPLAY: '#475569' };

/** Background, artwork and legibility scrims shared by posters and text-free backdrops. */
function artwork(def, random, align) {
  const palette = paletteFor(def.genre, random);
  const angle = random.range(0, Math.PI * 2);
  const [x1, y1] = [0.5 - Math.cos(angle) / 2, 0.5 - Math.sin(angle) / 2];
  const [x2, y2] = [0.5 + Math.cos(angle) / 2, 0.5 + Math.sin(angle) / 2];
  const shape = shapeFor(def.genre, random)(palette, random);
  const glow = { x: random.range(0.55, 0.9), y: random.range(0.15, 0.6) };
  const defs = [
    `<linearGradient id="bg" x1="${x1.toFixed(3)}" y1="${y1.toFixed(3)}" x2="${x2.toFixed(3)}" y2="${y2.toFixed(3)}"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${glow.x.toFixed(3)}" cy="${glow.y.toFixed(3)}" r="0.6"><stop offset="0" stop-color="${palette.accents[0]}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.accents[0]}" stop-opacity="0"/></radialGradient>`,
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>',
    '<filter id="mist" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>',
    align === 'center'
      ? '<radialGradient id="scrim" cx="0.5" cy="0.78" r="0.75"><stop offset="0" stop-color="#000" stop-opacity="0.72"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>'
      : '<linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/></linearGradient>',
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></linearGradient>',
    shape.defs,
  ];
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    shape.body,
    `<rect width="${W}" height="${H}" fill="url(#scrim)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#floor)"/>`,
  ];
  return { palette, defs, body };
}

async function badgeSvg(badge, x, y) {
  const color = BADGE_COLORS[badge] ?? '#475569';
  const textW = await textWidth(badge, 24);
  const dot = badge === 'LIVE' ? 26 : 0;
  const width = textW + 40 + dot;
  return [
    `<rect x="${x - width}" y="${y}" width="${width}" height="44" rx="22" fill="${color}"/>`,
    dot ? `<circle cx="${x - width + 27}" cy="${y + 22}" r="7" fill="#fff"/>` : '',
    `<text x="${x - width + 20 + dot}" y="${y + 31}" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="#fff" letter-spacing="1">${badge}</text>`,
  ].join('');
}

/**
 * SVG for a poster (with brand, kicker, title and badge) or, with `withText: false`, a text-free backdrop.
 * `def`: `{ key, title, genre, poster: { kicker, title?, badge? } }`. Rendered size `width`x`height` (16:9).
 */
export async function posterSvg(def, { withText = true, width = W, height = H } = {}) {
  const random = seededRandom(`poster:${def.key}`);
  // Draw the layout choice even for backdrops so they get exactly the same artwork as the poster.
  const centered = random.next() < 0.25;
  const align = withText && centered ? 'center' : 'left';
  const { palette, defs, body } = artwork(def, random, align);
  const parts = [...body];
  if (withText) {
    defs.push('<filter id="shadow" x="-10%" y="-20%" width="120%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="8" flood-color="#000" flood-opacity="0.55"/></filter>');
    defs.push(brandGradient('brand'));
    const maxWidth = align === 'center' ? 1060 : 760;
    const { lines, size, condensed } = await fitTitle(def.poster.title ?? def.title, { maxWidth });
    const lineHeight = Math.round(size * 1.06);
    const lastBaseline = H - 92;
    const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
    const x = align === 'center' ? W / 2 : 80;
    const anchor = align === 'center' ? 'middle' : 'start';
    const family = condensed ? 'DejaVu Sans Condensed' : 'DejaVu Sans';
    const titleText = lines
      .map((line, index) => `<tspan x="${x}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
      .join('');
    parts.push(`<text text-anchor="${anchor}" font-family="${family}" font-weight="bold" font-size="${size}" fill="#fff" filter="url(#shadow)">${titleText}</text>`);
    const kickerY = firstBaseline - Math.round(size * 0.78) - 26;
    parts.push(`<text x="${x}" y="${kickerY}" text-anchor="${anchor}" font-family="DejaVu Sans" font-weight="bold" font-size="26" letter-spacing="4" fill="${palette.kicker}" filter="url(#shadow)">${escapeXml(def.poster.kicker.toUpperCase())}</text>`);
    parts.push(`${emblem(80, 52, 44, 'brand')}<text x="136" y="86" font-family="DejaVu Sans" font-weight="bold" font-size="22" letter-spacing="3" fill="#fff" opacity="0.9">AURORA GAMES TV</text>`);
    if (def.poster.badge) parts.push(await badgeSvg(def.poster.badge, W - 64, 54));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}"><defs>${defs.join('')}</defs>${parts.join('')}</svg>`;
}
