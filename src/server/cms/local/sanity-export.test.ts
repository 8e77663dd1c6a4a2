import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { resolveRelativeTimes } from '../../shared/relative-time';
import { readSanityExport } from './read-export';
import { toLocalDataset } from './sanity-export';
import { toSanityImport } from './sanity-import';

type Doc = Record<string, unknown> & { _id: string; _type: string };
const demo = resolve(import.meta.dirname, '../../../../data/demo/cms');
const NOW = new Date('2026-03-01T12:00:00Z');
const original = readFileSync(join(demo, 'dataset.ndjson'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Doc);
const measure = async (bytes: Uint8Array) => {
  const { width, height } = await sharp(bytes).metadata();
  return { width: width!, height: height! };
};
const ASSET_FIELDS = ['_id', 'url', 'assetId', 'sha1hash', 'size', 'extension', 'mimeType', 'originalFilename'];

describe('cms:export (round trip with cms:import-file)', () => {
  it('gives back the demo documents, asset records and image files', { timeout: 60_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cms-export-'));
    const imported = toSanityImport(original, join(demo, 'images'), NOW);
    const file = join(folder, 'import.ndjson');
    writeFileSync(file, imported.documents.map((doc) => JSON.stringify(doc)).join('\n'));

    const source = await readSanityExport(file);
    const local = await toLocalDataset(source.documents, source.readAsset, measure);

    // Content: as the demo's, its relative times as of the import, and what the import left out (the hero video).
    expect(imported.notes).toEqual([expect.stringMatching(/^homeContent\.heroVideo: left out/)]);
    const content = (docs: Doc[]) => docs.filter((doc) => !doc._type.startsWith('sanity.'));
    const expected = content(original).map((doc) => {
      const { heroVideo: _left, ...rest } = resolveRelativeTimes(doc, NOW) as Doc;
      return rest;
    });
    expect(content(local.documents)).toEqual(expected);

    // Assets: every image record with the same identity and address, and the very same bytes.
    const byId = new Map(local.documents.map((doc) => [doc._id, doc]));
    const images = original.filter((doc) => doc._type === 'sanity.imageAsset');
    expect(local.documents.filter((doc) => doc._type === 'sanity.imageAsset')).toHaveLength(images.length);
    for (const asset of images) {
      const pick = (doc: Doc | undefined) => ASSET_FIELDS.map((field) => doc?.[field]);
      expect(pick(byId.get(asset._id))).toEqual(pick(asset));
      expect(byId.get(asset._id)?.metadata).toMatchObject({ dimensions: (asset.metadata as Doc).dimensions });
    }
    expect([...local.images.keys()].sort()).toEqual(readdirSync(join(demo, 'images')).sort());
    for (const [name, bytes] of local.images)
      expect(Buffer.from(bytes).equals(readFileSync(join(demo, 'images', name)))).toBe(true);
  });

  it('reads the .tar.gz `sanity dataset export` writes (data.ndjson, images/ beside it)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cms-export-tar-'));
    const name = 'production-export-2026-03-01-with-a-folder-name-long-enough-for-a-pax-or-gnu-long-path-record-here';
    mkdirSync(join(folder, name, 'images'), { recursive: true });
    const flag = readFileSync(join(demo, 'images', 'flag-arg.svg'));
    writeFileSync(join(folder, name, 'images', '64e5cb3b6c4480541fe3dbc345952e2dbc0de797-600x400.svg'), flag);
    const country = {
      _id: 'c1',
      _type: 'country',
      flag: {
        _type: 'image',
        _sanityAsset: 'image@file://./images/64e5cb3b6c4480541fe3dbc345952e2dbc0de797-600x400.svg',
      },
    };
    writeFileSync(join(folder, name, 'data.ndjson'), JSON.stringify(country) + '\n');
    execFileSync('tar', ['czf', join(folder, 'export.tar.gz'), '-C', folder, name]);

    const source = await readSanityExport(join(folder, 'export.tar.gz'));
    const local = await toLocalDataset(source.documents, source.readAsset, measure);
    const assetId = 'image-64e5cb3b6c4480541fe3dbc345952e2dbc0de797-600x400-svg';
    expect(local.documents[0]).toEqual({
      _id: 'c1',
      _type: 'country',
      flag: { _type: 'image', asset: { _type: 'reference', _ref: assetId } },
    });
    expect(local.documents[1]).toMatchObject({
      _id: assetId,
      url: '/cms-assets/images/64e5cb3b6c4480541fe3dbc345952e2dbc0de797-600x400.svg',
    });
    expect(Buffer.from([...local.images.values()][0]!).equals(flag)).toBe(true);
  });
});
