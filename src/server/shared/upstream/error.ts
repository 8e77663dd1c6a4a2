/**
 * An external system (media platform, CMS, results feed, podcast feed) cannot answer now: it failed, it is
 * slower than the request's time budget, or its circuit breaker is open. Pages answer 503 with `Retry-After`.
 */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly upstream: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${upstream}: ${reason}`, options);
    this.name = 'UpstreamUnavailableError';
  }
}

/** Seconds a client is asked to wait before retrying a page an upstream outage kept from rendering. */
export const UPSTREAM_RETRY_AFTER_S = 30;

/** True for an `UpstreamUnavailableError`, also when it is the cause of the error thrown (Astro may wrap it). */
export function isUpstreamUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current instanceof UpstreamUnavailableError) return true;
    current = current.cause;
  }
  return false;
}
