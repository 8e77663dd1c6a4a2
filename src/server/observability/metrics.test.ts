import { describe, expect, it } from 'vitest';
import { createMetrics, routeLabel } from './metrics';

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['/m/F9E6NFvl/cold-meridian', '/m'],
    ['/api/auth/login', '/api/auth'],
    ['/api/watch-history', '/api/watch-history'],
    ['/es/sports/archery', '/es'],
    ['/films', '/{section}'],
    ['/api/%00%ff', '/api'],
  ])('%s → %s', (path, label) => expect(routeLabel(path)).toBe(label));

  it('counts every 404 under one label, so strangers cannot add series', () => {
    for (const path of ['/nothing', '/api/nothing', '/m/unknown', '/wp-admin.php']) {
      expect(routeLabel(path, 404)).toBe('(not found)');
    }
  });
});

describe('createMetrics', () => {
  it('exposes requests, caches, breakers and the pool in the Prometheus text format', async () => {
    const metrics = createMetrics({
      breakerStates: () => ({ media: 'open', cms: 'closed' }),
      poolStats: () => ({ total: 10, idle: 7, waiting: 0 }),
    });
    metrics.observeRequest('GET', '/m/abc/title', 200, 12);
    metrics.pageCache(true);
    metrics.dataCache('stale');
    metrics.circuitOpened('media');
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/m",status="2xx"} 1');
    expect(text).toContain('page_cache_requests_total{result="hit"} 1');
    expect(text).toContain('data_cache_lookups_total{result="stale"} 1');
    expect(text).toContain('upstream_circuit_opened_total{upstream="media"} 1');
    expect(text).toContain('upstream_circuit_state{upstream="media"} 2');
    expect(text).toContain('db_pool_connections{state="idle"} 7');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts methods the site does not answer under one label, whatever token a client sends', async () => {
    const metrics = createMetrics({ breakerStates: () => ({}), poolStats: () => null });
    for (const method of ['PROPFIND', 'X-JUNK-1', 'X-JUNK-2']) metrics.observeRequest(method, '/', 501, 1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds_count{method="OTHER",route="/",status="5xx"} 3');
    expect(text).not.toContain('PROPFIND');
  });
});
