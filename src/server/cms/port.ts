/**
 * The CMS (Sanity). Both adapters run the very same GROQ query strings (see `queries.ts`): `sanity/` against
 * Sanity's HTTP API, `local/` with groq-js over an NDJSON export in `data/demo`. Results are raw JSON; the
 * callers in `server/cms/content.ts` parse them with zod into `domain/content` types.
 * Both adapters pass `tests/contract/cms.contract.ts`.
 */
export interface Cms {
  readonly name: 'local' | 'sanity';
  query(groq: string, params?: Record<string, unknown>): Promise<unknown>;
}

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}
