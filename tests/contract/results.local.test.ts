import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalResults } from '../../src/server/results/local/adapter';
import { ResultsError } from '../../src/server/results/port';
import { RESULTS_FILE, describeResultsContract } from './results.contract';

describeResultsContract('local (demo results.json)', async () => ({
  source: createLocalResults({ resultsFile: RESULTS_FILE }),
}));

describe('local results adapter', () => {
  it('reports a missing or malformed file as a ResultsError', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'results-'));
    await writeFile(join(dir, 'bad.json'), '{ not json');
    await writeFile(join(dir, 'shape.json'), '{"countries": []}');
    for (const file of ['missing.json', 'bad.json', 'shape.json']) {
      await expect(createLocalResults({ resultsFile: join(dir, file) }).getMedalResults()).rejects.toBeInstanceOf(
        ResultsError,
      );
    }
  });

  it('drops unnamed rows and reads missing or bad counts as 0', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'results-'));
    const body = {
      results: [
        { country: '', gold: 1 },
        {
          country: 'Kenya',
          gold: '2',
          silver: -1,
          sports: [{ name: 'Running', athletes: [{ name: 'A', gold: 2 }, { gold: 5 }] }, { sportCode: 'X' }],
        },
      ],
    };
    await writeFile(join(dir, 'r.json'), JSON.stringify(body));
    const [kenya, ...rest] = await createLocalResults({ resultsFile: join(dir, 'r.json') }).getMedalResults();
    expect(rest).toEqual([]);
    expect(kenya).toEqual({
      country: 'Kenya',
      gold: 2,
      silver: 0,
      bronze: 0,
      total: 0,
      rank: 0,
      sports: [
        { sportCode: '', name: 'Running', total: 0, athletes: [{ name: 'A', event: '', gold: 2, silver: 0, bronze: 0 }] },
      ],
    });
  });
});
