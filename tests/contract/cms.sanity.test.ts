import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../support/fixture-server';
import { createSanityQueryApi } from '../fixtures/sanity/query-api';
import { createSanityCms } from '../../src/server/cms/sanity/adapter';
import { createLocalCms } from '../../src/server/cms/local/adapter';
import * as content from '../../src/server/cms/content';
import { CmsError, type Cms } from '../../src/server/cms/port';
import { DATASET_FILE, EMBED_IDS, NOW, describeCmsContract } from './cms.contract';

const API_VERSION = '2025-02-19';
const base = { projectId: 'demo1234', dataset: 'production', apiVersion: API_VERSION, useCdn: true, maxRetries: 0 };

async function startApi(options: { requiredToken?: string } = {}) {
  const api = createSanityQueryApi({ datasetFile: DATASET_FILE, dataset: 'production', now: NOW, ...options });
  const server = await startFixtureServer(api.handler);
  return { api, server };
}

describeCmsContract('sanity (@sanity/client against a fixture of the HTTP query API)', async () => {
  const { server } = await startApi();
  return { cms: createSanityCms({ ...base, apiHost: server.url }), close: () => server.close() };
});

describe('Sanity CMS adapter', () => {
  let fixture: Awaited<ReturnType<typeof startApi>>;
  let server: FixtureServer;
  beforeAll(async () => {
    fixture = await startApi();
    server = fixture.server;
  });
  afterAll(() => server.close());

  it('returns exactly what the local adapter returns, reader by reader', async () => {
    const sanity = createSanityCms({ ...base, apiHost: server.url });
    const local = createLocalCms({ datasetFile: DATASET_FILE, clock: () => NOW });
    const readers: [string, (cms: Cms) => Promise<unknown>][] = [
      ['homeContent', content.readHomeContent],
      ['layout', content.readLayout],
      ['settings', content.readSettings],
      ['sports', content.readSports],
      ['sport', (cms) => content.readSport(cms, 'lacrosse')],
      ['federations', content.readFederations],
      ['federation', (cms) => content.readFederation(cms, 'international-korfball-association')],
      ['athletes', content.readAthletes],
      ['athlete', async (cms) => content.readAthlete(cms, (await content.readAthletes(cms))[7]!.slug)],
      ['countries', content.readCountries],
      ['podcasts', content.readPodcasts],
      ['podcast', (cms) => content.readPodcast(cms, 'athlete-voices')],
      ['schedule', content.readSchedule],
      ['page', (cms) => content.readPage(cms, 'about-iwga')],
      ['embed', (cms) => content.readEmbed(cms, EMBED_IDS.korfball)],
      ['embed (invalid)', (cms) => content.readEmbed(cms, EMBED_IDS.broken)],
    ];
    for (const [name, read] of readers) {
      const [fromSanity, fromLocal] = await Promise.all([read(sanity), read(local)]);
      expect(fromLocal, name).not.toBeNull();
      expect(fromSanity, name).toEqual(fromLocal);
    }
  });

  it('calls the query endpoint of the configured API version and dataset, published perspective, project header', async () => {
    fixture.api.requests.length = 0;
    await content.readSport(createSanityCms({ ...base, apiHost: server.url }), 'archery');
    const [request] = fixture.api.requests;
    expect(request).toMatchObject({ method: 'GET', path: `/v${API_VERSION}/data/query/production`, params: { slug: 'archery' } });
    expect(request!.search.get('perspective')).toBe('published');
    expect(request!.headers['x-sanity-project-id']).toBe('demo1234');
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('sends long queries as POST with the parameters in the body', async () => {
    fixture.api.requests.length = 0;
    const padding = ' '.repeat(12_000);
    const cms = createSanityCms({ ...base, apiHost: server.url });
    expect(await cms.query(`*[_type == "sport" && titleAndSlug.slug.current == $slug][0].sportsCode${padding}`, { slug: 'lacrosse' })).toBe('LAX');
    expect(fixture.api.requests[0]).toMatchObject({ method: 'POST', params: { slug: 'lacrosse' } });
  });

  it('sends the token as a Bearer credential, which a private dataset requires', async () => {
    const privateApi = await startApi({ requiredToken: 'sk-read-token' });
    try {
      const withToken = createSanityCms({ ...base, apiHost: privateApi.server.url, token: 'sk-read-token' });
      expect(await withToken.query('count(*[_type == "settings"])')).toBe(1);
      expect(privateApi.api.requests.at(-1)!.headers.authorization).toBe('Bearer sk-read-token');

      const anonymous = createSanityCms({ ...base, apiHost: privateApi.server.url });
      const failure = await anonymous.query('count(*)').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CmsError);
      expect((failure as CmsError).status).toBe(401);
    } finally {
      await privateApi.server.close();
    }
  });

  it('turns an upstream 500 into a CmsError with that status', async () => {
    fixture.api.failWith(500);
    try {
      const failure = await content.readSports(createSanityCms({ ...base, apiHost: server.url })).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CmsError);
      expect((failure as CmsError).status).toBe(500);
    } finally {
      fixture.api.recover();
    }
  });

  it('reports an unreachable API as a CmsError without a status', async () => {
    const closed = await startFixtureServer(() => undefined);
    await closed.close();
    const failure = await createSanityCms({ ...base, apiHost: closed.url }).query('count(*)').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CmsError);
    expect((failure as CmsError).status).toBeUndefined();
  });
});
