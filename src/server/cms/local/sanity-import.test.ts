import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toSanityImport } from './sanity-import';

const demo = readFileSync(new URL('../../../../data/demo/cms/dataset.ndjson', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { _id: string; _type: string } & Record<string, unknown>);
const now = new Date('2026-03-01T12:00:00Z');

describe('the demo dataset as a Sanity import file', () => {
  const { documents, notes } = toSanityImport(demo, '/data/images', now);
  const text = JSON.stringify(documents);

  it('uploads the images from the demo files and keeps no asset document or asset reference', () => {
    const country = documents.find((doc) => doc._type === 'country');
    expect(country?.flag).toEqual({
      _type: 'image',
      alt: expect.any(String),
      _sanityAsset: expect.stringMatching(/^image@file:\/\/\/data\/images\/flag-[a-z]+\.svg$/),
    });
    expect(documents.some((doc) => doc._type.startsWith('sanity.'))).toBe(false);
    expect(text).not.toContain('"_ref":"image-');
  });

  it('turns relative times into instants and says what it left out', () => {
    expect(text).not.toMatch(/"now[+-]?/);
    expect(documents.find((doc) => doc._id === 'homeContent')?.countDownDateAndTime).toBe('2026-03-04T12:00:00.000Z');
    expect(notes).toEqual([expect.stringMatching(/^homeContent\.heroVideo: left out/)]);
  });

  it('keeps every other document', () => {
    expect(documents).toHaveLength(demo.filter((doc) => !doc._type.startsWith('sanity.')).length);
  });
});
