import { appConfigHeaders } from './app-config-header';
import type { ErrorBody } from './contract';

/**
 * The browser's client for the own backend (`/api`). The web session lives in httpOnly cookies, so requests only
 * say `x-session: cookie`; scripts never hold a token. When a call is refused with 401 while the viewer is signed
 * in, the client refreshes the session once for all tabs (spec 1 §4, spec 2 §4: up to 3 attempts, 1 s then 2 s
 * apart; other tabs wait for the result) and retries the call once. A failed refresh ends the session. Since the
 * access token's expiry is known, a call made within REFRESH_AHEAD_S of it refreshes first, so a normal visit
 * never sends a request that is bound to be refused.
 */

/** How long before the access token's expiry a call renews the session first. */
export const REFRESH_AHEAD_S = 30;
/** Waits between the retries of a call that asks for them (network errors and 5xx only). */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000];

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  /** Whether a session is believed to exist (only then is a 401 worth a refresh). */
  hasSession(): boolean;
  /** When the access token expires (epoch seconds), or null when unknown. */
  expiresAt?(): number | null;
  /** Refreshes the session (coordinated across tabs by the caller); resolves false when it cannot be renewed. */
  refresh(): Promise<boolean>;
}

export interface RequestOptions {
  body?: unknown;
  /** Do not refresh-and-retry on 401 (the auth calls themselves). */
  noRefresh?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a progress save on page hide). */
  keepalive?: boolean;
  /** Retries after a network error or a 5xx answer (never after a 4xx), waiting RETRY_DELAYS_MS between them. */
  retries?: number;
  /** Sent with the request (e.g. `Idempotency-Key`, so a retried payment is answered, never repeated). */
  headers?: Record<string, string>;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

async function toError(response: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiRequestError(response.status, 'http_error', `Request failed with status ${response.status}`);
  }
  if (!isErrorBody(body)) {
    return new ApiRequestError(response.status, 'http_error', `Request failed with status ${response.status}`);
  }
  return new ApiRequestError(
    response.status,
    body.code,
    body.message,
    body.errors ?? {},
    body as Record<string, unknown>,
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions, wait: (ms: number) => Promise<void> = sleep) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  // Calls made together share one renewal; a device whose clock runs far ahead would see every token as
  // expiring, so a renewal ahead of expiry starts at most once a minute.
  let renewal: { startedAt: number; done: Promise<unknown> } | undefined;
  async function renewIfExpiring(): Promise<void> {
    const expiresAt = options.expiresAt?.();
    const now = Date.now();
    if (expiresAt == null || expiresAt - now / 1000 >= REFRESH_AHEAD_S) return;
    if (!renewal || now - renewal.startedAt >= 60_000) renewal = { startedAt: now, done: options.refresh() };
    await renewal.done;
  }

  async function sendWithRetries(method: string, path: string, request: RequestOptions): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const delay =
        attempt < (request.retries ?? 0) ? RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] : undefined;
      try {
        const response = await send(method, path, request);
        if (response.status < 500 || delay === undefined) return response;
      } catch (error) {
        if (delay === undefined || request.signal?.aborted) throw error;
      }
      await wait(delay);
    }
  }

  async function send(method: string, path: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      ...request.headers,
      ...appConfigHeaders(),
      'x-session': 'cookie',
      accept: 'application/json',
    };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return doFetch(`/api${path}`, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
      keepalive: request.keepalive,
    });
  }

  async function call<T>(method: string, path: string, request: RequestOptions = {}): Promise<T> {
    const mayRefresh = !request.noRefresh && options.hasSession();
    if (mayRefresh) await renewIfExpiring();
    let response = await sendWithRetries(method, path, request);
    if (response.status === 401 && mayRefresh && options.hasSession()) {
      if (await options.refresh()) response = await sendWithRetries(method, path, request);
    }
    if (!response.ok) throw await toError(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    get: <T>(path: string, request?: RequestOptions) => call<T>('GET', path, request),
    post: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('POST', path, { ...request, body }),
    patch: <T>(path: string, body?: unknown, request?: RequestOptions) => call<T>('PATCH', path, { ...request, body }),
    delete: <T>(path: string, body?: unknown, request?: RequestOptions) =>
      call<T>('DELETE', path, { ...request, body }),
  };
}

export const REFRESH_DELAYS_MS = [1_000, 2_000];

/**
 * Runs `attempt` up to 3 times, waiting 1 s then 2 s between tries, while it fails for a passing reason (network
 * or server error). A definite "no" (false) ends at once.
 */
export async function withRefreshRetries(
  attempt: () => Promise<boolean>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  for (let index = 0; ; index += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = REFRESH_DELAYS_MS[index];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** The message a form shows for an API error: the field messages joined per field, the rest as a form error. */
export function formErrors(error: unknown): { fields: Record<string, string>; form?: string } {
  if (!(error instanceof ApiRequestError)) {
    return { fields: {}, form: error instanceof Error ? error.message : 'unknown_error' };
  }
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => [field, messages.join(', ')]),
  );
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: error.message };
}
