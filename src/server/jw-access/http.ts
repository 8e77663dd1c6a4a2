import { AppError } from '../shared/app-error';
import { PLATFORM_USER_AGENT } from '../shared/platform-user-agent';

/**
 * One call of a signed playback (the JW hosts, the entitlement host): a time limit of its own, and an answer that
 * never arrives, or a 5xx, becomes a 503 the viewer can retry, naming which service did not answer.
 */
export const serviceUnavailable = (service: string) =>
  new AppError(503, 'playback_unavailable', `The ${service} is not responding. Please try again in a moment.`, {
    retryAfterSeconds: 10,
  });

export interface CallOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function callService(
  service: string,
  url: string,
  init: RequestInit,
  options: CallOptions,
): Promise<Response> {
  let response: Response;
  try {
    const headers = new Headers(init.headers);
    headers.set('user-agent', PLATFORM_USER_AGENT);
    response = await (options.fetch ?? fetch)(url, {
      ...init,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw Object.assign(serviceUnavailable(service), { cause: error });
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    throw serviceUnavailable(service);
  }
  return response;
}

/** The JSON body of an answer, or the service counts as not answering properly (a proxy's HTML page, a cut body). */
export async function jsonOf(service: string, response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw Object.assign(serviceUnavailable(service), { cause: error });
  }
}
