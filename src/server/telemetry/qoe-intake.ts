import type { QoeBeacon } from '../../domain/telemetry/qoe';
import type { Logger } from 'pino';
import type { QoeLabels, TelemetryMetrics } from '../observability/telemetry-metrics';

/**
 * QoE beacons (issue 46) into this instance's Prometheus metrics, labelled only by browser family and platform
 * (fixed small sets). The title and the country, which would make a series per title or per country, go to one
 * structured log line per beacon instead, for the log store to query.
 */
export const QOE_BODY_MAX_BYTES = 16_384;

export interface QoeIntakeDeps {
  metrics: Pick<TelemetryMetrics, 'observe'>;
  logger: Pick<Logger, 'info'>;
}

/** Counts the beacon at once; its log line waits for the country (the server's region lookup). */
export function takeQoeBeacon(deps: QoeIntakeDeps, beacon: QoeBeacon, labels: QoeLabels, country: Promise<string>) {
  for (const entry of beacon.entries) deps.metrics.observe(entry, labels);
  void country.then((countryCode) =>
    deps.logger.info({ qoe: beacon.entries, ...labels, country: countryCode }, 'playback quality'),
  );
}
