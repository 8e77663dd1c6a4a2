import { Counter, Histogram, type Registry } from 'prom-client';
import type { ErrorCategory, ErrorSeverity } from '../../domain/telemetry/error-report';
import type { QoeEntry } from '../../domain/telemetry/qoe';
import type { BrowserFamily, Platform } from '../telemetry/user-agent';

/**
 * What viewers' browsers report (issue 46), as Prometheus series with bounded labels only: category and severity
 * (spec 3 §8's lists), browser family and platform (user-agent.ts's fixed sets), and the player's error codes.
 * Never a title or a country. Rebuffer ratio:
 * `rate(ott_qoe_rebuffer_seconds_total) / rate(ott_qoe_watch_seconds_total)`.
 */
export type QoeLabels = { browser: BrowserFamily; platform: Platform };

export interface TelemetryMetrics {
  browserError(category: ErrorCategory, severity: ErrorSeverity): void;
  /** Reports counted but not stored: `dropped` (too many kinds waiting for the write), `write_failed`. */
  browserErrorsNotStored(reason: 'dropped' | 'write_failed', reports: number): void;
  observe(entry: QoeEntry, labels: QoeLabels): void;
}

export function createTelemetryMetrics(registry: Registry): TelemetryMetrics {
  const errors = new Counter({
    name: 'ott_browser_errors_total',
    help: 'Errors reported by viewers\u2019 browsers, by category and severity (spec 3 \u00a78)',
    labelNames: ['category', 'severity'],
    registers: [registry],
  });
  const notStored = new Counter({
    name: 'ott_browser_errors_not_stored_total',
    help: 'Browser error reports counted but not stored, by reason (dropped, write_failed)',
    labelNames: ['reason'],
    registers: [registry],
  });
  const startup = new Histogram({
    name: 'ott_qoe_startup_seconds',
    help: 'Time from asking for playback to the first frame',
    labelNames: ['browser', 'platform'],
    buckets: [0.25, 0.5, 1, 1.5, 2, 3, 5, 8, 13, 20],
    registers: [registry],
  });
  const counter = (name: string, help: string, labelNames: string[] = ['browser', 'platform']) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const watch = counter('ott_qoe_watch_seconds_total', 'Seconds of playback watched');
  const rebufferSeconds = counter('ott_qoe_rebuffer_seconds_total', 'Seconds playback stalled for want of data');
  const rebuffers = counter('ott_qoe_rebuffers_total', 'Times playback stalled for want of data');
  const switches = counter('ott_qoe_bitrate_switches_total', 'Rendition changes during playback');
  const renditions = counter('ott_qoe_rendition_reports_total', 'Beacons by the rendition height watched last', [
    'browser',
    'height',
  ]);
  const playerErrors = counter('ott_qoe_player_errors_total', 'Fatal player errors by code', ['code', 'browser']);

  return {
    browserError: (category, severity) => errors.inc({ category, severity }),
    browserErrorsNotStored: (reason, reports) => notStored.inc({ reason }, reports),
    observe(entry, labels) {
      if (entry.startupSeconds !== undefined) startup.observe(labels, entry.startupSeconds);
      watch.inc(labels, entry.watchSeconds);
      rebufferSeconds.inc(labels, entry.rebufferSeconds);
      rebuffers.inc(labels, entry.rebuffers);
      switches.inc(labels, entry.bitrateSwitches);
      if (entry.height !== undefined) renditions.inc({ browser: labels.browser, height: heightLabel(entry.height) });
      for (const code of entry.errors) playerErrors.inc({ code, browser: labels.browser });
    },
  };
}

/** The rendition's height as one of the usual ladder's rungs, so an odd height adds no series. */
export function heightLabel(height: number): string {
  const rungs = [240, 360, 480, 720, 1080, 1440, 2160];
  const rung = rungs.find((candidate) => height <= candidate * 1.1);
  return rung === undefined ? '4320' : String(rung);
}
