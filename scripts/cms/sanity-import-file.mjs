// Writes the demo CMS dataset as a file for `sanity dataset import` (see README, "Getting started for editors
// and operators"): node scripts/cms/sanity-import-file.mjs [out.ndjson]   (default: dist/cms-import.ndjson)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toSanityImport } from '../../src/server/cms/local/sanity-import.ts';

const root = resolve(import.meta.dirname, '../..');
const out = resolve(process.argv[2] ?? resolve(root, 'dist/cms-import.ndjson'));
const source = resolve(root, 'data/demo/cms');
const documents = readFileSync(resolve(source, 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const result = toSanityImport(documents, resolve(source, 'images'), new Date());
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, result.documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
for (const note of result.notes) console.warn(note);
console.log(`${result.documents.length} documents written to ${out}`);
