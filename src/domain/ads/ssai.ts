/**
 * Server-side ad insertion (spec 3 §7): with `adDeliveryMethod: ssai` the player does not play ads itself; it
 * plays the platform's ad-insertion stream `{api}/v2/sites/{siteId}/media/{mediaid}/ssai.m3u8` (or `.mpd`) with
 * `ad_config_id` and the viewer's `user_id`, where the ads are already stitched in.
 */
export interface SsaiTarget {
  /** The media platform's API origin (JW: its delivery API; the demo: the site's `/demo-media`). */
  apiBase: string;
  siteId: string;
  mediaid: string;
  adConfigId: string;
  format?: 'm3u8' | 'mpd';
}

export function ssaiPlaybackUrl(target: SsaiTarget): string {
  const base = target.apiBase.replace(/\/+$/, '');
  const path = `/v2/sites/${encodeURIComponent(target.siteId)}/media/${encodeURIComponent(target.mediaid)}/ssai.${target.format ?? 'm3u8'}`;
  return `${base}${path}?ad_config_id=${encodeURIComponent(target.adConfigId)}`;
}

/**
 * The stream address for one viewer: `user_id` is the signed-in user's id (decided in the browser, so the page
 * stays the same for everyone); a guest's request carries none, so no identifier is made up for them.
 */
export function withAdUser(url: string, userId: string | number | undefined | null): string {
  if (userId === undefined || userId === null || userId === '') return url;
  const [path, hash = ''] = url.split('#', 2);
  const separator = path!.includes('?') ? '&' : '?';
  return `${path}${separator}user_id=${encodeURIComponent(String(userId))}${hash ? `#${hash}` : ''}`;
}
