import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RESERVED_SEGMENTS } from '../../lib/menu-sections';
import type { BreakerState } from '../shared/upstream/circuit-breaker';
import { createTelemetryMetrics, type TelemetryMetrics } from './telemetry-metrics';

/**
 * The process's Prometheus metrics (`GET /metrics`): request durations by route, the page and data caches, the
 * remote upstreams' breakers, the PostgreSQL pool, and Node's own (memory, event-loop lag, GC). Routes are
 * labelled by their first path segment (two under `/api`), so an id in the path cannot multiply the series.
 */
export type DataCacheOutcome = 'fresh' | 'stale' | 'miss';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  observeRequest(method: string, pathname: string, status: number, durationMs: number): void;
  pageCache(hit: boolean): void;
  dataCache(outcome: DataCacheOutcome): void;
  circuitOpened(upstream: string): void;
  /** Browser errors and playback quality reported by viewers (telemetry-metrics.ts). */
  telemetry: TelemetryMetrics;
}

export interface MetricSources {
  breakerStates: () => Record<string, BreakerState>;
  /** The PostgreSQL pool's connections; null with PGlite or before the database is open. */
  poolStats: () => PoolStats | null;
}

const BREAKER_VALUE: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** The methods the site answers keep their name; any other token a client sends counts as `OTHER`. */
const METHOD_LABELS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function methodLabel(method: string): string {
  return METHOD_LABELS.has(method) ? method : 'OTHER';
}

const API_SEGMENT = /^[a-z][a-z-]{0,31}$/;
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/**
 * The route a request counts under: the first path segment of the site's routes (two under `/api`), a language
 * prefix, or `/{section}` for a menu section. A 404 counts as `(not found)`, whatever its path: labels come from
 * the site's routes, never from what a client sends, so the series stay bounded.
 */
export function routeLabel(pathname: string, status = 200): string {
  if (status === 404) return '(not found)';
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return '/';
  if (first === 'api') return second && API_SEGMENT.test(second) ? `/api/${second}` : '/api';
  if (RESERVED_SEGMENTS.has(first) || LANGUAGE_SEGMENT.test(first)) return `/${first}`;
  return '/{section}';
}

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route (first path segment) and status class',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const pages = new Counter({
    name: 'page_cache_requests_total',
    help: 'Public page requests answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const data = new Counter({
    name: 'data_cache_lookups_total',
    help: 'Upstream data lookups: fresh from the cache, stale (served while reloading), or a miss',
    labelNames: ['result'],
    registers: [registry],
  });
  const opened = new Counter({
    name: 'upstream_circuit_opened_total',
    help: 'Times an upstream failed often enough for its circuit breaker to open',
    labelNames: ['upstream'],
    registers: [registry],
  });
  new Gauge({
    name: 'upstream_circuit_state',
    help: 'Circuit breaker state per remote upstream: 0 closed, 1 half-open, 2 open',
    labelNames: ['upstream'],
    registers: [registry],
    collect() {
      for (const [upstream, state] of Object.entries(sources.breakerStates())) {
        this.set({ upstream }, BREAKER_VALUE[state]);
      }
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = sources.poolStats();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  return {
    registry,
    observeRequest(method, pathname, status, durationMs) {
      requests.observe(
        { method: methodLabel(method), route: routeLabel(pathname, status), status: `${Math.floor(status / 100)}xx` },
        durationMs / 1000,
      );
    },
    pageCache: (hit) => pages.inc({ result: hit ? 'hit' : 'miss' }),
    dataCache: (outcome) => data.inc({ result: outcome }),
    circuitOpened: (upstream) => opened.inc({ upstream }),
    telemetry: createTelemetryMetrics(registry),
  };
}
