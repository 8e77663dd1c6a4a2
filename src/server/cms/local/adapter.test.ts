import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalCms } from './adapter';

const sport = (title: string) => JSON.stringify({ _id: 'sport-1', _type: 'sport', title }) + '\n';

describe('local CMS', () => {
  it('answers from the edited dataset once the file has changed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'local-cms-')), 'dataset.ndjson');
    writeFileSync(file, sport('Archery'));
    const cms = createLocalCms({ datasetFile: file, clock: () => new Date() });
    const title = () => cms.query('*[_id == "sport-1"][0].title');

    expect(await title()).toBe('Archery');
    writeFileSync(file, sport('Field Archery'));
    // A modification time that surely differs, whatever the file system's resolution.
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await title()).toBe('Field Archery');
  });
});
