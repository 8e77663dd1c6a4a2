import type { PlayerErrorKind } from './player-errors';
import { isHlsSource } from './engine';
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
