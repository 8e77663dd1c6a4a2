import { describe, expect, it } from 'vitest';
import { createLocalCms } from '../../src/server/cms/local/adapter';
import { readHomeContent, readSchedule } from '../../src/server/cms/content';
import { CmsError } from '../../src/server/cms/port';
import { DATASET_FILE, NOW, describeCmsContract } from './cms.contract';

describeCmsContract('local (groq-js over the NDJSON export)', async () => ({
  cms: createLocalCms({ datasetFile: DATASET_FILE, clock: () => NOW }),
}));

describe('local CMS adapter', () => {
  it('moves relative times with the clock, so "live now" stays right', async () => {
    let now = NOW;
    const cms = createLocalCms({ datasetFile: DATASET_FILE, clock: () => now });
    const before = await readSchedule(cms);
    now = new Date(NOW.getTime() + 90 * 60_000);
    const after = await readSchedule(cms);
    expect(after).toHaveLength(before.length);
    const shift = (iso: string) => new Date(new Date(iso).getTime() + 90 * 60_000).toISOString();
    expect(after.map((i) => i.startTime)).toEqual(before.map((i) => shift(i.startTime)));
    expect((await readHomeContent(cms))!.countDownDateAndTime).toBe(shift(new Date(NOW.getTime() + 3 * 86_400_000).toISOString()));
  });

  it('uses the clock for GROQ now()', async () => {
    const cms = createLocalCms({ datasetFile: DATASET_FILE, clock: () => NOW });
    expect(await cms.query('now()')).toBe(NOW.toISOString());
    const liveNow = await cms.query('count(*[_type == "scheduleItem" && startTime <= now() && endTime > now()])');
    expect(liveNow).toBeGreaterThanOrEqual(2);
  });

  it('reads the file lazily and reports a missing dataset as a CmsError', async () => {
    const cms = createLocalCms({ datasetFile: '/nonexistent/dataset.ndjson', clock: () => NOW });
    await expect(cms.query('count(*)')).rejects.toBeInstanceOf(CmsError);
  });
});
