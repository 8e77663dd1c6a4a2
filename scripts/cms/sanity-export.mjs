// Writes a Sanity dataset back into the local CMS layout (data/demo/cms: dataset.ndjson + images/), see README
// "Getting started for editors and operators":
//   node scripts/cms/sanity-export.mjs <export.tar.gz | data.ndjson> [out folder]    (default out: data/demo/cms)
//   node scripts/cms/sanity-export.mjs [out folder]     with SANITY_PROJECT_ID, SANITY_DATASET, SANITY_READ_TOKEN set
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { fetchSanityExport, readSanityExport } from '../../src/server/cms/local/read-export.ts';
import { toLocalDataset } from '../../src/server/cms/local/sanity-export.ts';

const root = resolve(import.meta.dirname, '../..');
const [first, second] = process.argv.slice(2);
const isExport = first !== undefined && /\.(tar\.gz|tgz|ndjson)$/.test(first);
const token = process.env.SANITY_READ_TOKEN || process.env.SANITY_TOKEN || undefined;
const out = resolve((isExport ? second : first) ?? resolve(root, 'data/demo/cms'));

let source;
if (isExport) source = await readSanityExport(resolve(first), token);
else if (process.env.SANITY_PROJECT_ID) {
  const dataset = process.env.SANITY_DATASET || 'production';
  source = await fetchSanityExport({ id: process.env.SANITY_PROJECT_ID, dataset, token });
} else {
  console.error('Give an export (.tar.gz or .ndjson), or set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_READ_TOKEN.');
  process.exit(1);
}

const measure = async (bytes) => {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
};
const result = await toLocalDataset(source.documents, source.readAsset, measure);
mkdirSync(resolve(out, 'images'), { recursive: true });
for (const [name, bytes] of result.images) writeFileSync(resolve(out, 'images', name), bytes);
writeFileSync(resolve(out, 'dataset.ndjson'), result.documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
console.log(`${result.documents.length} documents and ${result.images.size} images written to ${out}`);
