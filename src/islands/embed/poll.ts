import type { EmbedView } from './embed-view';

/** The embed was deleted (`not-found`) or broken (`invalid`) since the page loaded. */
export type EmbedGone = 'not-found' | 'invalid';

export type EmbedAnswer = { kind: 'view'; view: EmbedView } | { kind: 'gone'; reason: EmbedGone } | { kind: 'unknown' };

export function embedApiPath(cmsId: string, sepId: string | undefined): string {
  return `/api/embed/${encodeURIComponent(cmsId)}${sepId ? `?sepId=${encodeURIComponent(sepId)}` : ''}`;
}

function isView(value: unknown): value is EmbedView {
  if (!value || typeof value !== 'object') return false;
  const { mode, title } = value as Record<string, unknown>;
  return (mode === 'live' || mode === 'vod' || mode === 'image') && typeof title === 'string';
}

/**
 * One poll of the embed's state. 404 and 422 mean the embed is gone or broken now; any other failure (5xx, a
 * malformed answer) is `unknown`, and the player keeps what it shows. Network errors reject.
 */
export async function fetchEmbedView(
  cmsId: string,
  sepId: string | undefined,
  signal?: AbortSignal,
  doFetch: typeof fetch = fetch,
): Promise<EmbedAnswer> {
  const response = await doFetch(embedApiPath(cmsId, sepId), { signal, headers: { accept: 'application/json' } });
  if (response.status === 404) return { kind: 'gone', reason: 'not-found' };
  if (response.status === 422) return { kind: 'gone', reason: 'invalid' };
  if (!response.ok) return { kind: 'unknown' };
  const body: unknown = await response.json().catch(() => null);
  return isView(body) ? { kind: 'view', view: body } : { kind: 'unknown' };
}
