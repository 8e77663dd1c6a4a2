import type { Cms } from '../cms/port';
import type { SiteConfigResult } from '../settings/site-config-loader';

export interface DependencyCheck {
  ok: boolean;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: { config: DependencyCheck; cms: DependencyCheck; database: DependencyCheck };
}

export interface ReadinessDeps {
  loadSiteConfig: (requestedSource: string | null) => Promise<SiteConfigResult>;
  cms: Pick<Cms, 'query'>;
  /** Resolves when the database is open, migrated and answers a query. */
  pingDatabase: () => Promise<void>;
  timeoutMs?: number;
}

export const READINESS_TIMEOUT_MS = 2_000;
export const CMS_PROBE_QUERY = 'count(*[_type=="settings"])';

async function withinTimeout(check: () => Promise<DependencyCheck>, timeoutMs: number): Promise<DependencyCheck> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DependencyCheck>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the default site config loads, the CMS answers a trivial query and so does the database. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const [config, cms, database] = await Promise.all([
    withinTimeout(async () => {
      const result = await deps.loadSiteConfig(null);
      return result.ok ? { ok: true } : { ok: false, error: `${result.kind}: ${result.message}` };
    }, timeoutMs),
    withinTimeout(async () => {
      const answer = await deps.cms.query(CMS_PROBE_QUERY);
      return typeof answer === 'number' ? { ok: true } : { ok: false, error: 'unexpected answer to the probe query' };
    }, timeoutMs),
    withinTimeout(async () => {
      await deps.pingDatabase();
      return { ok: true };
    }, timeoutMs),
  ]);
  return { ready: config.ok && cms.ok && database.ok, checks: { config, cms, database } };
}

export function readinessResponse(readiness: Readiness): Response {
  return new Response(JSON.stringify({ status: readiness.ready ? 'ok' : 'unavailable', checks: readiness.checks }), {
    status: readiness.ready ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
