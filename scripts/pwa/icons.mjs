// Makes the web app manifest's PNG icons from the site icon (public/favicon.svg):
//   node scripts/pwa/icons.mjs
// icon-192.png and icon-512.png as drawn; maskable-512.png and apple-touch-icon.png full-bleed (the platform cuts
// the shape), the glyph shrunk into the maskable safe zone (the middle 80 %). Run again after changing the icon.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

const root = resolve(import.meta.dirname, '..', '..');
const icon = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8');

/** The same drawing without rounded corners, its content scaled about the centre. */
function fullBleed(svg, scale) {
  const offset = 32 * (1 - scale);
  return svg
    .replace(/<rect ([^>]*?)rx="[^"]*"/, '<rect $1')
    .replace(/<path /, `<path transform="translate(${offset} ${offset}) scale(${scale})" `);
}

async function png(svg, size, name) {
  const body = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(resolve(root, 'public/icons', name), body);
  console.log(`public/icons/${name}: ${size}×${size}, ${body.length} bytes`);
}

await png(icon, 192, 'icon-192.png');
await png(icon, 512, 'icon-512.png');
await png(fullBleed(icon, 0.8), 512, 'maskable-512.png');
await png(fullBleed(icon, 0.9), 180, 'apple-touch-icon.png');
