import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import sharp from 'sharp';

/**
 * Resizes the demo datasets' master images on request, the way image CDNs do (`?width=` for the media
 * platform, `?w=` for the CMS). Widths snap up to a fixed ladder so a client cannot fill the cache with
 * arbitrary sizes; results are kept in memory (the demo set is small).
 */
export const WIDTH_LADDER = [160, 320, 480, 640, 720, 960, 1280, 1920] as const;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** AVIF keeps the same look at a lower quality number; effort 3 keeps a first encode of a hero under a second. */
const ENCODER_OPTIONS = { avif: { quality: 55, effort: 3 }, webp: { quality: 78 }, jpeg: { quality: 78 }, png: {} } as const;

export interface ResizedImage {
  body: Uint8Array;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

export function snapWidth(requested: number | undefined): number | undefined {
  if (requested === undefined || !Number.isFinite(requested) || requested <= 0) return undefined;
  return WIDTH_LADDER.find((width) => width >= requested) ?? WIDTH_LADDER[WIDTH_LADDER.length - 1];
}

/**
 * An SVG asked for in a bitmap format, drawn at `width` (else at its own size): a browser makes a whole document of
 * every SVG `<img>` (parsed, laid out and painted apart from the page), a bitmap only needs decoding. Drawn at the
 * density that gives the width, not drawn small and scaled up.
 */
async function rasterizedSvg(svg: Buffer, width: number | undefined) {
  const drawnWidth = (await sharp(svg).metadata()).width;
  const density = width === undefined || !drawnWidth ? 72 : Math.min(2400, Math.max(1, (72 * width) / drawnWidth));
  return sharp(svg, { density });
}

export function createImageResizer(maxEntries = 2_000) {
  const cache = new Map<string, Promise<ResizedImage>>();

  async function render(filePath: string, width: number | undefined, format: ImageFormat | undefined) {
    const extension = extname(filePath).toLowerCase();
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) throw new Error(`unsupported image type: ${extension}`);
    const original = await readFile(filePath);
    if (format === undefined && (extension === '.svg' || width === undefined)) {
      return { body: new Uint8Array(original), contentType };
    }
    let pipeline = extension === '.svg' ? await rasterizedSvg(original, width) : sharp(original);
    if (width !== undefined) pipeline = pipeline.resize({ width, withoutEnlargement: true });
    const target = format ?? (extension === '.png' ? 'png' : 'jpeg');
    const body = await pipeline.toFormat(target, ENCODER_OPTIONS[target]).toBuffer();
    return { body: new Uint8Array(body), contentType: `image/${target}` };
  }

  return {
    /** Rejects with ENOENT when the file does not exist. */
    resize(filePath: string, requestedWidth?: number, format?: ImageFormat): Promise<ResizedImage> {
      const width = snapWidth(requestedWidth);
      const key = `${filePath}|${width ?? ''}|${format ?? ''}`;
      let result = cache.get(key);
      if (!result) {
        result = render(filePath, width, format);
        result.catch(() => cache.delete(key));
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
        cache.set(key, result);
      }
      return result;
    },
  };
}

export type ImageResizer = ReturnType<typeof createImageResizer>;
