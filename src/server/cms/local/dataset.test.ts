import { describe, expect, it } from 'vitest';
import { CmsError } from '../port';
import { parseDataset } from './dataset';

const NOW = new Date('2026-07-10T12:00:00.000Z');
const ndjson = (...docs: unknown[]) => docs.map((doc) => JSON.stringify(doc)).join('\n');

describe('parseDataset', () => {
  it('keeps published documents only', () => {
    const dataset = parseDataset(
      ndjson(
        { _id: 'a', _type: 'sport' },
        { _id: 'drafts.a', _type: 'sport' },
        { _id: 'versions.r1.a', _type: 'sport' },
      ),
      'test',
    );
    expect(dataset.at(NOW).documents.map((d) => d._id)).toEqual(['a']);
  });

  it('shows drafts in place of their published version, under its id, in the drafts perspective', () => {
    const dataset = parseDataset(
      ndjson(
        { _id: 'a', _type: 'sport', title: 'A' },
        { _id: 'b', _type: 'sport', title: 'B' },
        { _id: 'drafts.a', _type: 'sport', title: 'A (draft)' },
        { _id: 'drafts.new', _type: 'sport', title: 'Never published' },
        { _id: 'versions.r1.b', _type: 'sport', title: 'B (release)' },
      ),
      'test',
      'drafts',
    );
    const snapshot = dataset.at(NOW);
    expect(snapshot.documents.map((d) => [d._id, d.title])).toEqual([
      ['a', 'A (draft)'],
      ['b', 'B'],
      ['new', 'Never published'],
    ]);
    expect(snapshot.byId('a')).toMatchObject({ title: 'A (draft)' });
  });

  it('resolves relative times per instant, in lists and by id, leaving other documents shared', () => {
    const stable = { _id: 's', _type: 'sport', title: 'now is the time' };
    const dataset = parseDataset(
      ndjson(stable, { _id: 'e', _type: 'scheduleItem', startTime: 'now-30m', tags: ['now+1d'] }),
      'test',
    );
    const first = dataset.at(NOW);
    expect(first.byId('e')).toMatchObject({
      startTime: '2026-07-10T11:30:00.000Z',
      tags: ['2026-07-11T12:00:00.000Z'],
    });
    const later = dataset.at(new Date(NOW.getTime() + 60_000));
    expect(later.documents[1]).toMatchObject({ startTime: '2026-07-10T11:31:00.000Z' });
    expect(later.byId('s')).toBe(first.byId('s'));
    expect(dataset.at(NOW)).not.toBe(first); // only the latest instant is memoised
  });

  it.each([
    ['a line that is not JSON', '{"_id":"a","_type":"x"}\n{oops', /test:2: not valid JSON/],
    ['a document without _type', '{"_id":"a"}', /test:1: .*_type/],
    ['a document with an empty _id', '{"_id":"","_type":"x"}', /test:1:/],
  ])('rejects %s with a CmsError naming the line', (_, text, message) => {
    expect(() => parseDataset(text, 'test')).toThrow(CmsError);
    expect(() => parseDataset(text, 'test')).toThrow(message);
  });

  it('ignores blank lines', () => {
    expect(parseDataset('\n{"_id":"a","_type":"x"}\n\n', 'test').size).toBe(1);
  });
});
