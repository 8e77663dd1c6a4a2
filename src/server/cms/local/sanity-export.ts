// With its extension: scripts/cms/sanity-export.mjs loads this file with Node's own TypeScript support.
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';

/**
 * A Sanity dataset (what `sanity dataset export` or the export API gives) in the layout of the local CMS
 * (data/demo/cms): each image field `_sanityAsset: "image@file://…"` (the export's images/ folder, or an import
 * file's absolute paths) becomes a reference to a `sanity.imageAsset` document whose url is
 * `/cms-assets/images/{file}`; asset documents that already exist (the export API, `--raw`) get their file
 * copied and their url pointed there. The reverse of sanity-import.ts.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** Reads the bytes of an asset the export names (`./images/x.jpg`, `/abs/x.jpg`, `https://cdn…`). */
export type ReadAsset = (location: string) => Promise<Uint8Array>;
/** Width and height of an image file. */
export type MeasureImage = (bytes: Uint8Array) => Promise<{ width: number; height: number }>;

export interface LocalDataset {
  documents: Doc[];
  /** Files to write into data/demo/cms/images, by name. */
  images: Map<string, Uint8Array>;
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  gif: 'image/gif',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The file name an asset keeps: its original name when it is a plain one, else its hash. */
function fileNameOf(original: string | undefined, sha1: string, extension: string): string {
  return original && /^[\w.-]+$/.test(original) ? original : `${sha1}.${extension}`;
}

export async function toLocalDataset(
  exported: readonly Doc[],
  readAsset: ReadAsset,
  measure: MeasureImage,
): Promise<LocalDataset> {
  const images = new Map<string, Uint8Array>();
  const assets = new Map<string, Doc>();

  async function imageAsset(location: string): Promise<Doc> {
    const bytes = await readAsset(location);
    const sha1 = createHash('sha1').update(bytes).digest('hex');
    const extension = extname(location).slice(1).toLowerCase();
    const { width, height } = await measure(bytes);
    const file = fileNameOf(basename(location), sha1, extension);
    images.set(file, bytes);
    return {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      extension,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', aspectRatio: Math.round((width / height) * 1e6) / 1e6, height, width },
      },
      mimeType: MIME[extension] ?? 'application/octet-stream',
      originalFilename: file,
      sha1hash: sha1,
      size: bytes.byteLength,
      url: `/cms-assets/images/${file}`,
    };
  }

  async function convert(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(convert));
    if (!isObject(value)) return value;
    const source = typeof value._sanityAsset === 'string' ? /^image@(.+)$/.exec(value._sanityAsset)?.[1] : undefined;
    const entries = await Promise.all(
      Object.entries(value)
        .filter(([key]) => key !== '_sanityAsset')
        .map(async ([key, entry]) => [key, await convert(entry)] as const),
    );
    const converted = Object.fromEntries(entries);
    if (!source) return converted;
    const location = source.replace(/^file:\/\//, '');
    const asset = await imageAsset(location);
    assets.set(asset._id, asset);
    return { ...converted, asset: { _type: 'reference', _ref: asset._id } };
  }

  const documents: Doc[] = [];
  for (const doc of exported) {
    if (doc._type === 'sanity.imageAsset' && typeof doc.url === 'string' && !doc.url.startsWith('/')) {
      const bytes = await readAsset(doc.url);
      const extension = String(doc.extension ?? extname(new URL(doc.url).pathname).slice(1));
      const file = fileNameOf(doc.originalFilename as string | undefined, String(doc.sha1hash ?? doc._id), extension);
      images.set(file, bytes);
      documents.push({ ...doc, url: `/cms-assets/images/${file}` });
    } else {
      documents.push((await convert(doc)) as Doc);
    }
  }
  const known = new Set(documents.map((doc) => doc._id));
  return { documents: [...documents, ...[...assets.values()].filter((asset) => !known.has(asset._id))], images };
}
