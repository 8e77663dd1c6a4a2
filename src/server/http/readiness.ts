import type { Cms } from '../cms/port';
import type { MediaPlatform } from '../media/port';
import type { BreakerState } from '../shared/upstream/circuit-breaker';
import type { SiteConfigResult } from '../settings/site-config-loader';

export interface DependencyCheck {
  ok: boolean;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: { config: DependencyCheck; cms: DependencyCheck; media: DependencyCheck; database: DependencyCheck };
  /** The circuit breakers of the remote upstreams (none with the embedded adapters). */
  upstreams?: Record<string, BreakerState>;
}

export interface ReadinessDeps {
  loadSiteConfig: (requestedSource: string | null) => Promise<SiteConfigResult>;
  cms: Pick<Cms, 'query'>;
  /** Asked for a media id that does not exist: any answer (`null`) shows the platform is up. */
  media: Pick<MediaPlatform, 'getMedia'>;
  upstreams?: () => Record<string, BreakerState>;
  /** Resolves when the database is open, migrated and answers a query. */
  pingDatabase: () => Promise<void>;
  timeoutMs?: number;
}

export const READINESS_TIMEOUT_MS = 2_000;
export const CMS_PROBE_QUERY = 'count(*[_type=="settings"])';
export const MEDIA_PROBE_ID = 'readyz00';

/** The innermost cause's message: a query wrapper's own ("Failed query: select 1") says nothing about the outage. */
function rootMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; current instanceof Error && current.cause instanceof Error && depth < 5; depth += 1) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}

async function withinTimeout(check: () => Promise<DependencyCheck>, timeoutMs: number): Promise<DependencyCheck> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<DependencyCheck>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([check().catch((error: unknown) => ({ ok: false, error: rootMessage(error) })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready when the default site config loads (it may come from the cache), and the CMS, the media platform and the
 * database each answer a trivial request within the timeout; a refused and a hanging upstream both fail.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? READINESS_TIMEOUT_MS;
  const [config, cms, media, database] = await Promise.all([
    withinTimeout(async () => {
      const result = await deps.loadSiteConfig(null);
      return result.ok ? { ok: true } : { ok: false, error: `${result.kind}: ${result.message}` };
    }, timeoutMs),
    withinTimeout(async () => {
      const answer = await deps.cms.query(CMS_PROBE_QUERY);
      return typeof answer === 'number' ? { ok: true } : { ok: false, error: 'unexpected answer to the probe query' };
    }, timeoutMs),
    withinTimeout(async () => {
      await deps.media.getMedia(MEDIA_PROBE_ID);
      return { ok: true };
    }, timeoutMs),
    withinTimeout(async () => {
      await deps.pingDatabase();
      return { ok: true };
    }, timeoutMs),
  ]);
  const upstreams = deps.upstreams?.();
  return {
    ready: config.ok && cms.ok && media.ok && database.ok,
    checks: { config, cms, media, database },
    ...(upstreams && Object.keys(upstreams).length > 0 && { upstreams }),
  };
}

export function readinessResponse(readiness: Readiness): Response {
  const body = {
    status: readiness.ready ? 'ok' : 'unavailable',
    checks: readiness.checks,
    upstreams: readiness.upstreams,
  };
  return new Response(JSON.stringify(body), {
    status: readiness.ready ? 200 : 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
