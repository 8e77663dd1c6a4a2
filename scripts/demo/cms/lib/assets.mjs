/**
 * Image and file assets in Sanity's shape: each file written to the demo images folder gets a
 * `sanity.imageAsset` document (id `image-<sha1>-<w>x<h>-<ext>`), and fields reference it as
 * `{ _type: 'image', asset: { _type: 'reference', _ref } }`.
 */
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const sharp = createRequire(import.meta.url)('sharp');

const MIME = { svg: 'image/svg+xml', jpg: 'image/jpeg', png: 'image/png' };

export function createAssetStore({ imagesDir, urlPrefix, projectPath, meta }) {
  const assets = new Map();

  function register(fileName, body, width, height, extra = {}) {
    const existing = assets.get(fileName);
    if (existing) return existing.field;
    const extension = fileName.split('.').pop();
    const sha1 = createHash('sha1').update(body).digest('hex');
    const id = `image-${sha1}-${width}x${height}-${extension}`;
    writeFileSync(join(imagesDir, fileName), body);
    const document = {
      _id: id,
      _type: 'sanity.imageAsset',
      ...meta(),
      assetId: sha1,
      extension,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', aspectRatio: Number((width / height).toFixed(6)), height, width },
        hasAlpha: extension !== 'jpg',
        isOpaque: extension === 'jpg',
      },
      mimeType: MIME[extension],
      originalFilename: fileName,
      path: `images/${projectPath}/${sha1}-${width}x${height}.${extension}`,
      sha1hash: sha1,
      size: body.length,
      url: `${urlPrefix}/${fileName}`,
    };
    const field = { _type: 'image', asset: { _type: 'reference', _ref: id }, ...extra };
    assets.set(fileName, { document, field });
    return field;
  }

  return {
    /** An SVG image; `width`/`height` are its intrinsic size. */
    svg(fileName, { svg, width, height }, extra) {
      return register(fileName, Buffer.from(svg), width, height, extra);
    },
    /** Rasterises an SVG drawing to JPEG (photo-like artwork). */
    async jpeg(fileName, { svg, width, height }, { quality = 74, ...extra } = {}) {
      if (assets.has(fileName)) return assets.get(fileName).field;
      const body = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
      return register(fileName, body, width, height, extra);
    },
    /** A file asset hosted elsewhere (the demo HLS stream), as `sanity.fileAsset`. */
    file(name, { url, mimeType, extension }) {
      const sha1 = createHash('sha1').update(url).digest('hex');
      const id = `file-${sha1}-${extension}`;
      assets.set(`file:${name}`, {
        document: {
          _id: id,
          _type: 'sanity.fileAsset',
          ...meta(),
          assetId: sha1,
          extension,
          mimeType,
          originalFilename: name,
          path: `files/${projectPath}/${sha1}.${extension}`,
          sha1hash: sha1,
          url,
        },
      });
      return { _type: 'file', asset: { _type: 'reference', _ref: id } };
    },
    documents: () => [...assets.values()].map((entry) => entry.document),
    totalBytes: () => [...assets.values()].reduce((sum, entry) => sum + (entry.document.size ?? 0), 0),
  };
}
