import { z } from 'zod';
import { platformUnavailable } from '../errors';
import { PLATFORM_USER_AGENT } from '../../shared/platform-user-agent';

/** Cleeng's MediaStore hosts (`useSandbox` of the site config picks one). */
export const CLEENG_HOSTS = {
  sandbox: 'https://mediastore-sandbox.cleeng.com',
  production: 'https://mediastore.cleeng.com',
} as const;

/** The host to call: `CLEENG_API_BASE` when set (staging, a fixture), else the config's sandbox or production. */
export function cleengBaseUrl(useSandbox: boolean, override: string): string {
  if (override) return override;
  return useSandbox ? CLEENG_HOSTS.sandbox : CLEENG_HOSTS.production;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/** Cleeng answered, with an error: its status and first message (spec 1 §8 matches on the text). */
export class CleengError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CleengError';
  }
}

const envelope = z.object({ responseData: z.unknown().optional(), errors: z.array(z.unknown()).default([]) });

export interface CleengClient {
  /** The reply's `responseData`; an `errors` reply throws CleengError; no answer in time is `platformUnavailable`. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    init?: { body?: unknown; token?: string },
  ): Promise<unknown>;
}

export function createCleengClient(options: {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): CleengClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async call(method, path, init = {}) {
      let response: Response;
      let text: string;
      try {
        response = await doFetch(`${base}${path}`, {
          method,
          headers: {
            accept: 'application/json',
            'user-agent': PLATFORM_USER_AGENT,
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        throw Object.assign(platformUnavailable(), { cause: error });
      }
      let parsed: z.infer<typeof envelope> | undefined;
      try {
        parsed = envelope.parse(JSON.parse(text));
      } catch {
        parsed = undefined;
      }
      if (!parsed) {
        if (response.status >= 500) throw platformUnavailable();
        throw new CleengError(response.status, `Request failed with status ${response.status}`);
      }
      const [first] = parsed.errors;
      if (first !== undefined) throw new CleengError(response.status, String(first));
      if (!response.ok) throw new CleengError(response.status, `Request failed with status ${response.status}`);
      return parsed.responseData ?? {};
    },
  };
}
