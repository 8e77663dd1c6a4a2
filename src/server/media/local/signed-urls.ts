import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed addresses of the demo media "CDN" for paid items (issue 10): `/demo-media/s/{exp}.{sig}/hls/…`,
 * where the signature covers the expiry and the clip's folder. The token sits in the path, so the playlists'
 * relative references (renditions, segments) carry it too; after `exp` (epoch seconds) every file is refused.
 */
const SIGNED_PREFIX = '/demo-media/s/';
/**
 * A clip's folder (`hls/{clip}/`, `hls/premium/{clip}/`), a paid live stream's (`live/premium/{id}/`) or a paid
 * item's encrypted renditions (`protected/{mediaid}/`).
 */
const HLS_PATH = /^\/demo-media\/((?:hls\/(?:premium\/)?|live\/premium\/|protected\/)[A-Za-z0-9_-]+\/)(.+)$/;

function signature(key: Uint8Array, expiresAt: number, folder: string): string {
  return createHmac('sha256', key).update(`${expiresAt}:${folder}`).digest('base64url').slice(0, 32);
}

/** The signed form of a `/demo-media/hls/{clip}/…` or paid live address; any other address is returned as it is. */
export function signMediaUrl(key: Uint8Array, url: string, expiresAt: number): string {
  const match = HLS_PATH.exec(url);
  if (!match) return url;
  const [, folder, file] = match as unknown as [string, string, string];
  return `${SIGNED_PREFIX}${expiresAt}.${signature(key, expiresAt, folder)}/${folder}${file}`;
}

/**
 * Checks a token of the path under `/demo-media/s/` for the folder asked (`hls/{clip}/` or `hls/premium/{clip}/`):
 * 'ok', 'expired' or 'invalid'.
 */
export function checkMediaToken(
  key: Uint8Array,
  token: string,
  folder: string,
  now: Date,
): 'ok' | 'expired' | 'invalid' {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return 'invalid';
  const expiresAt = Number(match[1]);
  const expected = Buffer.from(signature(key, expiresAt, folder));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return expiresAt * 1000 > now.getTime() ? 'ok' : 'expired';
}
