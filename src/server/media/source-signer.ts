import { signJwMediaUrl } from './jw/url-signing';
import { signMediaUrl } from './local/signed-urls';

/**
 * How a paid item's media addresses are signed for an entitled viewer: JW's CDN with the property's API secret
 * (URL signing must be on for the property, or the files are open anyway), the local platform's demo files with
 * the server's media key.
 */
export function mediaSourceSigner(
  platform: 'local' | 'jw',
  keys: { jwSecret?: string; localKey: Uint8Array },
): (url: string, expiresAt: number) => string {
  if (platform === 'jw') {
    const secret = keys.jwSecret;
    return secret ? (url, expiresAt) => signJwMediaUrl(url, expiresAt, secret) : (url) => url;
  }
  return (url, expiresAt) => signMediaUrl(keys.localKey, url, expiresAt);
}
