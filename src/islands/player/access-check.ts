import { ApiRequestError, type ApiClient } from '../../lib/api/client';
import type { PlayerErrorKind } from './player-errors';
import type { AccessRefusal } from './player-controller';
import { isHlsSource } from './engine-choice';
import type { PlayerSource } from './player-media';

/**
 * The signed-media check before playback (spec 1 §7): a HEAD request on the first HLS source. 403 is a geo block,
 * 401 means the viewer may not play it, 404/410 that it is gone. Anything else (including a network error or a
 * server that refuses HEAD) lets the engine try, and report, on its own.
 */
export function classifyHeadStatus(status: number): PlayerErrorKind | undefined {
  if (status === 403) return 'geo-blocked';
  if (status === 401) return 'unauthorized';
  if (status === 404 || status === 410) return 'not-available';
  return undefined;
}

export async function checkSourceAccess(
  sources: PlayerSource[],
  doFetch: typeof fetch = fetch,
): Promise<PlayerErrorKind | undefined> {
  const source = sources.find(isHlsSource);
  if (!source) return undefined;
  try {
    const response = await doFetch(source.file, { method: 'HEAD', credentials: 'same-origin' });
    return classifyHeadStatus(response.status);
  } catch {
    return undefined;
  }
}

/**
 * A paid item's sources, from the server's playback check (issue 10): signed, short-lived addresses for an
 * entitled viewer; 'unauthorized' for anyone else (guests included), 'not-available' for an unknown item, and a
 * geo block (`access_blocked`, issue 12 point 4) with the server's message, the media's or config's
 * geoBlockingMessage.
 */
export async function fetchPaidSources(
  api: Pick<ApiClient, 'get'>,
  mediaid: string,
  signedIn: boolean,
): Promise<PlayerErrorKind | AccessRefusal | { sources: PlayerSource[] }> {
  if (!signedIn) return 'unauthorized';
  try {
    const playback = await api.get<{ sources: PlayerSource[] }>(`/playback/${encodeURIComponent(mediaid)}`);
    return { sources: playback.sources };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'access_blocked') {
      return { error: 'geo-blocked', message: error.message };
    }
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return 'unauthorized';
    if (error instanceof ApiRequestError && error.status === 404) return 'not-available';
    return 'unknown';
  }
}
