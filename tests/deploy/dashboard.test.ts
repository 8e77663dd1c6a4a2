import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../src/server/observability/metrics';

/** The provisioned Grafana dashboard (deploy/grafana) asks only for series the server exports. */
const dashboard = JSON.parse(readFileSync(new URL('../../deploy/grafana/dashboards/ott-site.json', import.meta.url), 'utf8')) as {
  panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
};

const SERIES = /\b(?:ott|http|page_cache|data_cache|upstream|db_pool)_[a-z_]+/g;
const exported = (name: string) => name.replace(/_(bucket|count|sum)$/, '');

describe('the Grafana dashboard', () => {
  it("reads only metrics the server's registry has", async () => {
    const metrics = createMetrics({ breakerStates: () => ({}), poolStats: () => null });
    const known = new Set((await metrics.registry.getMetricsAsJSON()).map((metric) => metric.name));
    const asked = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => target.expr.match(SERIES) ?? []));
    expect(asked.length).toBeGreaterThan(10);
    for (const name of asked) expect(known, name).toContain(exported(name));
  });

  it('has the panels operators look at first', () => {
    const titles = dashboard.panels.map((panel) => panel.title).join(' | ');
    for (const topic of ['startup', 'Rebuffer', 'Player errors', 'Browser errors', 'Requests', 'Cache hit', 'breakers']) {
      expect(titles).toContain(topic);
    }
  });
});
