import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createPageCache } from '../http/page-cache';
import { collectTags } from '../shared/cache-tags';
import { createDataCache } from '../shared/data-cache';
import * as content from './content';
import { changeTags, withDependencyTags } from './dependencies';
import { createLocalCms } from './local/adapter';

const datasetFile = fileURLToPath(new URL('../../../data/demo/cms/dataset.ndjson', import.meta.url));
const cms = withDependencyTags(createLocalCms({ datasetFile, clock: () => new Date('2026-02-01T12:00:00Z') }));

const THIAGO = { _id: '252b1b03-ab5c-42df-ab3d-75de4eb52577', slug: 'thiago-santos' };
const ARCHERY = '535b6bc1-a047-43f3-a1a7-656b9167ef35';

describe('what a CMS read depends on', () => {
  it('a lookup by slug: that slug, the document and what it shows; not the whole type', async () => {
    const { tags } = await collectTags(() => content.readSport(cms, 'archery'));
    expect(tags).toContain('slug:sport:archery');
    expect(tags).toContain(`id:${ARCHERY}`);
    expect(tags).toContain('id:1c717e9c-2846-440d-ba78-1e5668e3facf'); // its federation
    expect(tags).not.toContain('type:sport');
  });

  it('a list: its type (a new document joins it) and every document in it', async () => {
    const { tags } = await collectTags(() => content.readAthletes(cms));
    expect(tags).toContain('type:athlete');
    expect(tags).toContain(`id:${THIAGO._id}`);
    expect(tags).toContain(`id:${ARCHERY}`); // athletes show their sport
  });

  it('a change to one athlete drops the pages that show it, and keeps the others', async () => {
    const cache = createDataCache();
    const pages = createPageCache({ ttlMs: 60_000 });
    const cached = <T>(key: string, read: () => Promise<T>) => cache.get(key, 60_000, read);
    const layout = () =>
      Promise.all([
        cached('cms:layout', () => content.readLayout(cms)),
        cached('cms:settings', () => content.readSettings(cms)),
      ]);
    const site: Record<string, () => Promise<unknown>> = {
      '/athletes/thiago-santos': () => cached('cms:athlete:thiago-santos', () => content.readAthlete(cms, THIAGO.slug)),
      '/athletes/anouk-mulder': () =>
        cached('cms:athlete:anouk-mulder', () => content.readAthlete(cms, 'anouk-mulder')),
      '/athletes': () => cached('cms:athletes', () => content.readAthletes(cms)),
      '/sports/archery': () => cached('cms:sport:archery', () => content.readSport(cms, 'archery')),
      '/podcasts': () => cached('cms:podcasts', () => content.readPodcasts(cms)),
      '/about-twg': () => cached('cms:page:about-twg', () => content.readPage(cms, 'about-twg')),
    };
    let renders = 0;
    const visit = (path: string) =>
      pages.serve(
        path,
        'GET',
        async () => {
          renders += 1;
          await layout();
          return new Response(JSON.stringify(await site[path]!()), { headers: { 'content-type': 'text/html' } });
        },
        () => true,
      );
    for (const path of Object.keys(site)) await visit(path);

    pages.dropTagged(changeTags({ _id: THIAGO._id, _type: 'athlete', slug: THIAGO.slug }));

    const rendered: string[] = [];
    for (const path of Object.keys(site)) if (!(await visit(path)).hit) rendered.push(path);
    expect(rendered).toEqual(['/athletes/thiago-santos', '/athletes']);
    expect(renders).toBe(Object.keys(site).length + 2);
  });
});
