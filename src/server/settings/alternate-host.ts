/**
 * Spec 1 §1/§7: the platform has an alternate host (JW_ALTERNATE_BASE) for where the primary cannot be reached.
 * A JW-hosted config that the server cannot fetch from the primary host — the network failed, it timed out, or the
 * host answered 5xx — is asked for once more from the alternate. A 4xx is an answer (the config does not exist
 * there either), not an outage, so it is not retried.
 */
export interface PlatformHosts {
  primary: string;
  /** Unset: no retry. */
  alternate?: string;
}

/** The same address on the alternate host, or null when `url` is not on the primary host or there is none. */
export function onAlternateHost(url: string, hosts: PlatformHosts): string | null {
  if (!hosts.alternate) return null;
  const primary = hosts.primary.replace(/\/+$/, '');
  const alternate = hosts.alternate.replace(/\/+$/, '');
  if (url !== primary && !url.startsWith(`${primary}/`) && !url.startsWith(`${primary}?`)) return null;
  return alternate + url.slice(primary.length);
}

/** An answer with this status, from the host asked. */
export class HostAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HostAnswerError';
  }
}

/** Failures worth asking the other host about: no answer at all, or a server error. */
export function isHostOutage(error: unknown): boolean {
  if (error instanceof HostAnswerError) return error.status >= 500;
  return true;
}

/** `fetchJson` that retries an address on the primary host once from the alternate after an outage. */
export function withAlternateHost(
  fetchJson: (url: string) => Promise<unknown>,
  hosts: PlatformHosts,
  onRetry?: (url: string, error: unknown) => void,
): (url: string) => Promise<unknown> {
  return async (url) => {
    try {
      return await fetchJson(url);
    } catch (error) {
      const alternate = onAlternateHost(url, hosts);
      if (!alternate || !isHostOutage(error)) throw error;
      onRetry?.(url, error);
      return fetchJson(alternate);
    }
  };
}

/**
 * For a viewer in China (spec 1 §1 "uses an alternate host for configuration"): an address on the primary host is
 * asked of the alternate first, and of the primary only after an outage there. Other addresses are left alone.
 */
export function alternateHostFirst(
  fetchJson: (url: string) => Promise<unknown>,
  hosts: Required<PlatformHosts>,
  onRetry?: (url: string, error: unknown) => void,
): (url: string) => Promise<unknown> {
  const retrying = withAlternateHost(fetchJson, { primary: hosts.alternate, alternate: hosts.primary }, onRetry);
  return (url) => retrying(onAlternateHost(url, hosts) ?? url);
}
