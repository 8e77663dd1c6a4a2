// With its extension: scripts/cms/sanity-import-file.mjs loads this file with Node's own TypeScript support.
import { resolveRelativeTimes } from '../../shared/relative-time.ts';

/**
 * The demo dataset (data/demo/cms) as a file `sanity dataset import` takes: image fields point at their files
 * (`_sanityAsset: "image@file://…"`, uploaded by the import) instead of the demo's own asset documents, relative
 * times (`now+3d`) become instants as of `now`, and file fields whose asset is not a file of the CMS demo (the hero
 * video is served by the demo media platform) are left out, with a note.
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

export interface ImportFile {
  documents: Doc[];
  notes: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toSanityImport(documents: readonly Doc[], imagesDir: string, now: Date): ImportFile {
  const assets = new Map(documents.filter((doc) => doc._type.startsWith('sanity.')).map((doc) => [doc._id, doc]));
  const notes: string[] = [];

  function convert(value: unknown, where: string): unknown {
    if (Array.isArray(value)) return value.map((entry, index) => convert(entry, `${where}[${index}]`));
    if (!isObject(value)) return value;
    const ref = isObject(value.asset) ? value.asset._ref : undefined;
    if ((value._type === 'image' || value._type === 'file') && typeof ref === 'string') {
      const asset = assets.get(ref);
      const url = typeof asset?.url === 'string' ? asset.url : '';
      const file = url.startsWith('/cms-assets/images/') ? url.slice('/cms-assets/images/'.length) : undefined;
      if (value._type !== 'image' || !file) {
        notes.push(`${where}: left out (its asset ${url || ref} is not a file of the demo)`);
        return undefined;
      }
      const { asset: _asset, ...rest } = value;
      return { ...rest, _sanityAsset: `image@file://${imagesDir}/${file}` };
    }
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, entry]) => [key, convert(entry, `${where}.${key}`)])
        .filter(([, entry]) => entry !== undefined),
    );
  }

  const converted = documents
    .filter((doc) => !doc._type.startsWith('sanity.'))
    .map((doc) => convert(resolveRelativeTimes(doc, now), doc._id) as Doc);
  return { documents: converted, notes };
}
