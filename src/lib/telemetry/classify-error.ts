import type { ErrorCategory, ErrorSeverity } from '../../domain/telemetry/error-report';

/**
 * Spec 3 §8's generic category of something thrown: an HTTP status says it (401 authentication, 403 permission,
 * 400 validation, 5xx api), a failed `fetch` is the network, anything else unknown. Severity follows: an
 * uncaught error is high, an api or unknown failure medium, a refusal the viewer can act on low.
 */
export function categoryOf(error: unknown): ErrorCategory {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number') {
    if (status === 401) return 'authentication';
    if (status === 403) return 'permission';
    if (status === 400 || status === 422) return 'validation';
    if (status >= 500) return 'api';
  }
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) return 'network';
  return 'unknown';
}

export function severityOf(category: ErrorCategory, uncaught: boolean): ErrorSeverity {
  if (category === 'authentication' || category === 'permission' || category === 'validation') return 'low';
  if (uncaught && category === 'unknown') return 'high';
  return 'medium';
}

export function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 1_000) || 'Error';
  if (typeof error === 'string' && error) return error.slice(0, 1_000);
  return 'Non-error value thrown';
}

export function stackOf(error: unknown): string | undefined {
  return error instanceof Error && typeof error.stack === 'string' ? error.stack.slice(0, 8_000) : undefined;
}
