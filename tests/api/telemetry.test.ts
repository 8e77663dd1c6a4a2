import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { topBrowserErrors } from '../../src/server/db/repositories/browser-errors';
import { writeErrorGroups } from '../../src/server/telemetry/deps';
import { createErrorBatch } from '../../src/server/telemetry/error-batch';
import { errorFingerprint, takeErrorReport, type ErrorIntakeDeps } from '../../src/server/telemetry/error-intake';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The browser telemetry intakes (issue 46) through the real container on PGlite: `POST /api/telemetry/errors`
 * and `/qoe` (204, 400 naming the field, 413, 429), the grouping by fingerprint, the operators' top list, and the
 * series `/metrics` then shows.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
let dataDir: string;
let errorsPOST: APIRoute;
let qoePOST: APIRoute;
let topGET: APIRoute;
let metricsGET: APIRoute;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'telemetry-test-'));
  vi.stubEnv('DATA_DIR', dataDir);
  // Its own PGlite in dataDir: a shared PostgreSQL from DATABASE_URL keeps the groups of earlier runs.
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('REDIS_URL', '');
  vi.stubEnv('METRICS_TOKEN', 'operator-token');
  vi.stubEnv('LOG_LEVEL', 'warn');
  ({ POST: errorsPOST } = await import('../../src/pages/api/telemetry/errors'));
  ({ POST: qoePOST } = await import('../../src/pages/api/telemetry/qoe'));
  ({ GET: topGET } = await import('../../src/pages/api/telemetry/errors/top'));
  ({ GET: metricsGET } = await import('../../src/pages/metrics'));
  // Opened (and migrated) before the first report, so the tests' timeouts do not count PGlite's start.
  const { getContainer } = await import('../../src/server/container');
  await getContainer().database();
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(route: APIRoute, path: string, init: RequestInit & { client?: string } = {}) {
  const url = new URL(`http://localhost${path}`);
  const request = new Request(url, init);
  const context = { url, request, clientAddress: init.client ?? '203.0.113.1', locals: {} } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

const post = (route: APIRoute, path: string, body: unknown, client?: string) =>
  call(route, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': CHROME },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    client,
  });

const report = (message: string, extra: Record<string, unknown> = {}) => ({
  category: 'network',
  severity: 'high',
  message,
  stack: [
    `TypeError: ${message}`,
    '    at loadShelf (http://localhost/_astro/Shelf.abc.js?v=1:12:34)',
    '    at run (x.js:1:1)',
  ].join('\n'),
  source: 'window',
  path: '/p/films',
  ...extra,
});

const postError = (body: unknown, client: string) => post(errorsPOST, '/api/telemetry/errors', body, client);
const postQoe = (body: unknown, client: string) => post(qoePOST, '/api/telemetry/qoe', body, client);
const fieldsOf = (answer: { status: number; body: { errors: Record<string, string[]> } }) => ({
  status: answer.status,
  fields: Object.keys(answer.body.errors),
});

const operator = { headers: { authorization: 'Bearer operator-token' } };

async function metricsText(): Promise<string> {
  const request = new Request('http://localhost/metrics', operator);
  const response = await metricsGET({ request, clientAddress: '203.0.113.1', locals: {} } as unknown as APIContext);
  expect(response.status).toBe(200);
  return response.text();
}

describe('POST /api/telemetry/errors', () => {
  it('answers 204 and groups the same error with different details under one fingerprint', async () => {
    expect((await postError(report('Failed to load /m/abc123/x'), '203.0.113.10')).status).toBe(204);
    expect((await postError(report('Failed to load /m/zzz999/y'), '203.0.113.10')).status).toBe(204);
    expect((await postError(report('Another thing broke'), '203.0.113.10')).status).toBe(204);

    const top = await call(topGET, '/api/telemetry/errors/top', operator);
    expect(top.status).toBe(200);
    expect(top.body.errors.map((group: { message: string; count: number }) => [group.message, group.count])).toEqual([
      ['Failed to load /m/zzz999/y', 2],
      ['Another thing broke', 1],
    ]);
    expect(top.body.errors[0]).toMatchObject({
      category: 'network',
      severity: 'high',
      browser: 'chrome',
      path: '/p/films',
    });
  });

  it('answers 400 naming the field that is wrong', async () => {
    const cases: Array<[unknown, string]> = [
      [report('x', { category: 'disaster' }), 'category'],
      [report('x', { severity: 'urgent' }), 'severity'],
      [report('x', { path: 'https://elsewhere.example/' }), 'path'],
      [report(''), 'message'],
      [{ ...report('x'), source: undefined }, 'source'],
      ['{not json', 'body'],
      [[1, 2], 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await postError(body, '203.0.113.11');
      expect(fieldsOf(answer)).toEqual({ status: 400, fields: [field] });
    }
  });

  it('answers 413 over 16 KB, and 429 with Retry-After past 60 reports a minute from one address', async () => {
    const big = await postError(report('x'.repeat(17_000)), '203.0.113.12');
    expect(big.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await postError(report(`e${i}`), '203.0.113.13')).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(60);
    const refused = await postError(report('one more'), '203.0.113.13');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await postError(report('elsewhere'), '203.0.113.14')).status).toBe(204);
  });

  it('counts reports in /metrics by category and severity', async () => {
    const denied = report('denied', { category: 'permission', severity: 'low' });
    await postError(denied, '203.0.113.15');
    const text = await metricsText();
    expect(text).toMatch(/ott_browser_errors_total\{category="permission",severity="low"\} 1\b/);
  });

  it('shows the top list to the operator only', async () => {
    expect((await call(topGET, '/api/telemetry/errors/top', { client: '203.0.113.20' })).status).toBe(401);
    expect((await call(topGET, '/api/telemetry/errors/top?limit=1000', operator)).status).toBe(400);
  });

  it("shows an operator's browser the list as a page: its sign-in prompt takes the token, every value escaped", async () => {
    await postError(report('<img src=x onerror=alert(1)> broke'), '203.0.113.21');
    const open = async (headers: Record<string, string>) => {
      const url = new URL('http://localhost/api/telemetry/errors/top');
      const request = new Request(url, { headers: { accept: 'text/html,application/xhtml+xml', ...headers } });
      return topGET({ url, request, clientAddress: '203.0.113.22', locals: {} } as unknown as APIContext);
    };
    const prompt = await open({});
    expect(prompt.status).toBe(401);
    expect(prompt.headers.get('www-authenticate')).toMatch(/^Basic realm="operators"/);
    const signedIn = await open({ authorization: `Basic ${Buffer.from('ops:operator-token').toString('base64')}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('content-type')).toContain('text/html');
    expect(signedIn.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await signedIn.text();
    expect(html).toContain('<h1>Browser errors</h1>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; broke');
    expect(html).not.toContain('<img');
    // Asked for JSON, the same address answers JSON.
    const json = await call(topGET, '/api/telemetry/errors/top', operator);
    expect(json.body.errors.length).toBeGreaterThan(0);
  });
});

describe('POST /api/telemetry/qoe', () => {
  const entry = {
    mediaid: 'abc123',
    live: false,
    startupSeconds: 1.2,
    rebuffers: 2,
    rebufferSeconds: 3,
    watchSeconds: 30,
    bitrateSwitches: 1,
    height: 720,
    errors: ['not-available'],
  };

  it('answers 204 and adds the beacon to the startup histogram and the rebuffer and watch counters', async () => {
    expect((await postQoe({ entries: [entry] }, '203.0.113.30')).status).toBe(204);
    const text = await metricsText();
    expect(text).toMatch(/ott_qoe_startup_seconds_count\{browser="chrome",platform="desktop"\} 1\b/);
    expect(text).toMatch(/ott_qoe_startup_seconds_bucket\{le="1.5",browser="chrome",platform="desktop"\} 1\b/);
    expect(text).toMatch(/ott_qoe_rebuffer_seconds_total\{browser="chrome",platform="desktop"\} 3\b/);
    expect(text).toMatch(/ott_qoe_watch_seconds_total\{browser="chrome",platform="desktop"\} 30\b/);
    expect(text).toMatch(/ott_qoe_player_errors_total\{code="not-available",browser="chrome"\} 1\b/);
    expect(text).toMatch(/ott_qoe_rendition_reports_total\{browser="chrome",height="720"\} 1\b/);
    // Never a title or a country as a label.
    expect(text).not.toContain('abc123');
  });

  it('answers 400 naming the field, 413 over 16 KB, 429 past 30 a minute', async () => {
    const bad = await postQoe({ entries: [{ ...entry, errors: ['exploded'] }] }, '203.0.113.31');
    expect(fieldsOf(bad)).toEqual({ status: 400, fields: ['entries.0.errors.0'] });
    const empty = await postQoe({ entries: [] }, '203.0.113.31');
    expect(fieldsOf(empty)).toEqual({ status: 400, fields: ['entries'] });
    const padded = JSON.stringify({ entries: [entry], pad: 'x'.repeat(17_000) });
    const big = await postQoe(padded, '203.0.113.32');
    expect(big.status).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postQoe({ entries: [entry] }, '203.0.113.33')).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe.each(databaseKinds)('error groups on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('keeps only the groups seen last beyond the cap', async () => {
    let now = Date.parse('2026-12-01T10:00:00Z');
    const batch = createErrorBatch({
      write: (tallies) => writeErrorGroups(database.db, tallies, 3),
      onWriteFailed: (error) => {
        throw error;
      },
      onDropped: () => undefined,
    });
    const deps: ErrorIntakeDeps = {
      db: async () => database.db,
      batch,
      limiter: { hit: async () => ({ allowed: true }) },
      rule: { limit: 1, windowMs: 1 },
      clock: () => new Date((now += 1000)),
      count: () => undefined,
    };
    // Each its own write, as reports a second or more apart are.
    const take = (message: string) => {
      takeErrorReport(deps, { category: 'api', severity: 'medium', message, source: 'island', path: '/' }, 'firefox');
      return batch.flush();
    };
    for (const message of ['first', 'second', 'third']) await take(message);
    await take('first');
    await take('fourth');
    const kept = await topBrowserErrors(database.db, 10);
    expect(kept.map((group) => [group.message, group.count])).toEqual([
      ['first', 2],
      ['fourth', 1],
      ['third', 1],
    ]);
    expect(kept[0]?.fingerprint).toBe(errorFingerprint({ category: 'api', message: 'first' }));
  });

  it('adds the reports gathered between writes to their groups: counts, first and last seen, latest details', async () => {
    const writes: number[] = [];
    const batch = createErrorBatch({
      write: async (tallies) => {
        writes.push(tallies.length);
        await writeErrorGroups(database.db, tallies);
      },
      onWriteFailed: (error) => {
        throw error;
      },
      onDropped: () => undefined,
      intervalMs: 60_000,
    });
    const at = (second: number) => new Date(Date.UTC(2026, 11, 2, 9, 0, second));
    const occurrence = (message: string, path: string) => ({
      fingerprint: errorFingerprint({ category: 'api', message }),
      category: 'api',
      severity: 'low',
      message,
      source: 'island',
      path,
      browser: 'safari',
    });
    for (let second = 0; second < 50; second += 1) batch.add(occurrence('storm', `/p/${second}`), at(second));
    batch.add(occurrence('once', '/'), at(7));
    await batch.flush();
    for (let second = 50; second < 55; second += 1) batch.add(occurrence('storm', '/last'), at(second));
    await batch.flush();
    expect(writes).toEqual([2, 1]);
    const groups = await topBrowserErrors(database.db, 10);
    const storm = groups.find((group) => group.message === 'storm');
    expect(storm).toMatchObject({ count: 55, path: '/last', firstSeen: at(0), lastSeen: at(54) });
    expect(groups.find((group) => group.message === 'once')).toMatchObject({ count: 1, firstSeen: at(7) });
  });
});
