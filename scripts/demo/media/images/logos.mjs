import { brandGradient, BRAND, emblem } from './brand.mjs';
import { escapeXml, textWidth } from './text.mjs';

/** The site wordmark (config `assets.banner`): emblem + "AURORA GAMES" + a "TV" tag, on transparency. */
export async function wordmarkSvg() {
  const width = 600;
  const height = 160;
  const textX = 132;
  const available = width - textX - 8;
  const word = 'AURORA GAMES';
  let size = 60;
  while ((await textWidth(word, size)) + 14 + size * 1.45 > available) size -= 1;
  const wordWidth = await textWidth(word, size);
  const tag = { x: textX + wordWidth + 14, width: Math.round(size * 1.45), height: Math.round(size * 1.08) };
  const baseline = 96;
  const tagline = '2026 · LIVE · SPORTS · FILMS';
  const taglineSize = 15;
  const spacing = Math.max(0, (wordWidth - (await textWidth(tagline, taglineSize))) / (tagline.length - 1));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${brandGradient('brand')}</defs>
${emblem(8, 24, 112, 'brand')}
<text x="${textX}" y="${baseline}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${word}</text>
<rect x="${tag.x}" y="${baseline - tag.height + Math.round(size * 0.14)}" width="${tag.width}" height="${tag.height}" rx="10" fill="${BRAND.teal}"/>
<text x="${tag.x + tag.width / 2}" y="${baseline}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(size * 0.72)}" fill="#0e1116">TV</text>
<text x="${textX + 2}" y="${baseline + 34}" font-family="DejaVu Sans" font-weight="bold" font-size="${taglineSize}" letter-spacing="${spacing.toFixed(2)}" fill="#ffffff" opacity="0.75">${escapeXml(tagline)}</text>
</svg>`;
}

/** A 400x200 channel logo on transparency: emblem, "AURORA" in the channel colour, the channel's name. */
export async function channelLogoSvg(title, color) {
  const [brand, ...rest] = title.split(' ');
  const name = rest.join(' ').toUpperCase();
  let size = 64;
  while (size > 30 && (await textWidth(name, size)) > 240) size -= 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<defs>${brandGradient('brand', [color, BRAND.sky, BRAND.violet])}</defs>
${emblem(14, 36, 120, 'brand')}
<text x="150" y="84" font-family="DejaVu Sans" font-weight="bold" font-size="28" letter-spacing="6" fill="${color}">${escapeXml(brand.toUpperCase())}</text>
<text x="148" y="${84 + size}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#ffffff">${escapeXml(name)}</text>
</svg>`;
}
