import { z } from 'zod';
import { platformUnavailable } from '../errors';
import { PLATFORM_USER_AGENT } from '../../shared/platform-user-agent';

/** InPlayer's service hosts (the `@inplayer-org/inplayer.js` SDK's production and development environments). */
export const JWP_HOSTS = {
  sandbox: 'https://staging-v2.inplayer.com',
  production: 'https://services.inplayer.com',
} as const;

/** The host to call: `INPLAYER_API_BASE` when set (staging, a fixture), else the config's sandbox or production. */
export function jwpBaseUrl(useSandbox: boolean, override: string): string {
  if (override) return override;
  return useSandbox ? JWP_HOSTS.sandbox : JWP_HOSTS.production;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/** InPlayer answered with an error: `{ code, message, errors? }` (spec 1 §8: "response.data with code and message"). */
export class JwpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages of a validation error, e.g. `{ username: '…' }`. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'JwpError';
  }
}

const errorBody = z.object({
  code: z.number().optional(),
  message: z.string().optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
});

export type FormValue = string | number | boolean | undefined | Record<string, string>;

/** Form-encodes like the SDK's `qs.stringify`: nested objects as `metadata[key]=value`, undefined left out. */
export function toForm(body: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) form.append(`${key}[${inner}]`, innerValue);
    } else {
      form.append(key, String(value));
    }
  }
  return form;
}

export interface JwpClient {
  /** The reply's JSON; an error reply throws JwpError; no answer in time is `platformUnavailable`. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    init?: { form?: Record<string, FormValue>; token?: string; query?: Record<string, string> },
  ): Promise<unknown>;
}

export function createJwpClient(options: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): JwpClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async call(method, path, init = {}) {
      const query = init.query ? `?${new URLSearchParams(init.query)}` : '';
      let response: Response;
      let text: string;
      try {
        response = await doFetch(`${base}${path}${query}`, {
          method,
          headers: {
            accept: 'application/json',
            'user-agent': PLATFORM_USER_AGENT,
            ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
          body: init.form ? toForm(init.form).toString() : undefined,
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        throw Object.assign(platformUnavailable(), { cause: error });
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        json = undefined;
      }
      if (response.ok && json !== undefined) return json;
      if (response.status >= 500) throw platformUnavailable();
      const parsed = errorBody.safeParse(json);
      const message = (parsed.success && parsed.data.message) || `Request failed with status ${response.status}`;
      const fields = Object.fromEntries(
        Object.entries((parsed.success && parsed.data.errors) || {}).map(([key, value]) => [key, String(value)]),
      );
      throw new JwpError(response.status, message, fields);
    },
  };
}
