import { Buffer } from 'node:buffer';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { IMAGES_DIR } from '../paths.mjs';
import { channelLogoSvg, wordmarkSvg } from './logos.mjs';
import { posterSvg } from './poster.mjs';

const MAX_POSTER_BYTES = 60_000;

/** JPEG at the highest quality (from `start`, mozjpeg) that stays under the size budget. */
async function jpeg(svg, start) {
  for (let quality = start; ; quality -= 4) {
    const body = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (body.length <= MAX_POSTER_BYTES || quality <= 40) return body;
  }
}

const png = (svg) => sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();

/**
 * Renders a 1280x720 poster per media item, a 1920x1080 text-free backdrop where the item asks for one,
 * channel logos and the site wordmark. Files no longer in the catalog are removed.
 */
export async function generateImages(entries) {
  await mkdir(IMAGES_DIR, { recursive: true });
  const files = new Map();
  for (const { def, item } of entries) {
    files.set(`${item.mediaid}.jpg`, () => posterSvg(def).then((svg) => jpeg(svg, 72)));
    if (def.backdrop) {
      files.set(`${item.mediaid}-bg.jpg`, () => posterSvg(def, { withText: false, width: 1920, height: 1080 }).then((svg) => jpeg(svg, 70)));
    }
    if (def.logo) files.set(`${item.mediaid}-logo.png`, () => channelLogoSvg(def.title, def.logo.color).then(png));
  }
  files.set('aurora-logo.png', () => wordmarkSvg().then(png));

  for (const existing of await readdir(IMAGES_DIR)) {
    if (!files.has(existing)) await rm(resolve(IMAGES_DIR, existing));
  }
  let total = 0;
  let largest = { name: '', size: 0 };
  for (const [name, render] of files) {
    const body = await render();
    await writeFile(resolve(IMAGES_DIR, name), body);
    total += body.length;
    if (body.length > largest.size) largest = { name, size: body.length };
  }
  console.log(`images: ${files.size} files, ${(total / 1e6).toFixed(2)} MB, largest ${largest.name} ${(largest.size / 1000).toFixed(0)} KB`);
}
