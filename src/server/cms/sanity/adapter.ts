import { createClient, type QueryParams } from '@sanity/client';
import { CmsError, type Cms } from '../port';

export interface SanityCmsOptions {
  projectId: string;
  dataset: string;
  /** Read token for private datasets; sent as `Authorization: Bearer`. */
  token?: string;
  apiVersion: string;
  /** Query the API CDN (cached, fast) rather than the live API. */
  useCdn: boolean;
  /**
   * Full origin of the API to call instead of `https://{projectId}.api.sanity.io`, e.g. a proxy or a test
   * fixture server. The project is then sent in the `X-Sanity-Project-ID` header.
   */
  apiHost?: string;
  timeoutMs?: number;
  /** `drafts` (needs a token that can read drafts) for the editors' preview; `published` by default. */
  perspective?: 'published' | 'drafts';
  /** Retries on network errors and 429/502/503 (the client's default when unset). */
  maxRetries?: number;
}

/** The status code of an error thrown by @sanity/client (ClientError/ServerError carry `statusCode`). */
function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'statusCode' in error && typeof error.statusCode === 'number') {
    return error.statusCode;
  }
  return undefined;
}

/** Sanity's HTTP query API through @sanity/client, reading the `published` perspective (or `drafts`, never from the CDN). */
export function createSanityCms(options: SanityCmsOptions): Cms {
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: options.apiVersion,
    useCdn: options.perspective === 'drafts' ? false : options.useCdn,
    perspective: options.perspective ?? 'published',
    timeout: options.timeoutMs ?? 10_000,
    ...(options.token ? { token: options.token } : {}),
    ...(options.apiHost ? { apiHost: options.apiHost.replace(/\/+$/, ''), useProjectHostname: false } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
  });

  return {
    name: 'sanity',
    async query(groq, params = {}) {
      const queryParams: QueryParams = { ...params };
      try {
        const result: unknown = await client.fetch(groq, queryParams);
        return result;
      } catch (error) {
        const status = statusOf(error);
        const reason = error instanceof Error ? error.message : String(error);
        throw new CmsError(`Sanity query failed${status ? ` (HTTP ${status})` : ''}: ${reason}`, status);
      }
    },
  };
}
