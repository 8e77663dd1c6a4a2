import { resolve } from 'node:path';
import type { Logger } from 'pino';
import type { Env } from '../env';
import { createLogger } from '../logger';
import { previewAwareCache } from '../cms/preview/perspective';
import { createMetrics, type Metrics, type PoolStats } from '../observability/metrics';
import { createDataCache, type DataCache } from '../shared/data-cache';
import { createBreakerRegistry, type BreakerRegistry } from '../shared/upstream/circuit-breaker';

/** What every other builder of the composition root uses: logging, time, the data cache, breakers and metrics. */
export interface Core {
  env: Env;
  logger: Logger;
  clock: () => Date;
  /** Fixed for the life of the process, so a countdown to `now+3d` counts down instead of sliding with the clock. */
  demoTimeAnchor: Date;
  demoDir: string;
  dataDir: string;
  cache: DataCache;
  upstreams: BreakerRegistry;
  metrics: Metrics;
}

/** `poolStats` reads the database's pool once it is open (the database is built after the metrics). */
export function buildCore(env: Env, poolStats: () => PoolStats | null): Core {
  const logger = createLogger(env);
  const clock = () => new Date();
  const upstreams = createBreakerRegistry({
    onStateChange: (name, state, error) => {
      if (state !== 'open') return logger.info({ upstream: name, state }, 'upstream circuit ' + state);
      metrics.circuitOpened(name);
      logger.warn({ upstream: name, err: error }, 'upstream failing: circuit open');
    },
  });
  const metrics = createMetrics({ breakerStates: () => upstreams.states(), poolStats });
  const cache = previewAwareCache(
    createDataCache({
      onStaleServed: (key, error) => logger.warn({ key, err: error }, 'serving stale data: upstream failed'),
      onLookup: (outcome) => metrics.dataCache(outcome),
    }),
  );
  return {
    env,
    logger,
    clock,
    demoTimeAnchor: env.DEMO_TIME_ANCHOR ?? clock(),
    demoDir: resolve(env.DEMO_DIR),
    dataDir: resolve(env.DATA_DIR),
    cache,
    upstreams,
    metrics,
  };
}
