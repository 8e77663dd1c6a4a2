/**
 * Picks the image format a browser gets from its `Accept` header, the way image CDNs do: AVIF when it is
 * accepted, else WebP, else the original's format. An explicit `*` never counts (every browser sends
 * `image/*` or `*\/*`, also those that cannot decode AVIF), and `q=0` refuses a type.
 */
export type ModernFormat = 'avif' | 'webp';

/** Headers longer than this are not parsed; the original format is always safe. */
const MAX_ACCEPT_LENGTH = 2_048;

function acceptedTypes(accept: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  return accepted;
}

export function preferredImageFormat(accept: string | null): ModernFormat | undefined {
  if (!accept || accept.length > MAX_ACCEPT_LENGTH) return undefined;
  const accepted = acceptedTypes(accept);
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return undefined;
}
