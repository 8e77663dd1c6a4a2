import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The demo platform's server-side ad insertion (spec 3 §7): `v2/sites/{siteId}/media/{mediaid}/ssai.m3u8` with
 * `ad_config_id` (and the viewer's `user_id`) answers one HLS media playlist in which the ad config's spots play
 * first, then the media's own segments, each switch marked with EXT-X-DISCONTINUITY (new timestamps, maybe new
 * encoder settings). One rendition (360p): enough for the demo, where a real platform stitches every rendition.
 */
export const DEMO_AD_CONFIGS: Record<string, string[]> = {
  'aurora-ssai': ['aurora-kit'],
};

const querySchema = z.object({
  ad_config_id: z.string().regex(/^[\w-]{1,64}$/, 'ad_config_id: 1 to 64 letters, digits, _ or -'),
  user_id: z
    .string()
    .regex(/^[\w-]{1,128}$/, 'user_id: 1 to 128 letters, digits, _ or -')
    .optional(),
});

const RENDITION = '360p';

interface Segment {
  duration: number;
  uri: string;
}

/** The segments of a VOD media playlist, their addresses made absolute against `base` (a folder URL path). */
export function playlistSegments(playlist: string, base: string): Segment[] {
  const segments: Segment[] = [];
  let duration: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Number(extinf[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ duration, uri: /^(\/|https?:)/.test(line) ? line : `${base}${line}` });
      duration = null;
    }
  }
  return segments;
}

/** Ad pods then the content, one EXT-X-DISCONTINUITY before each part after the first. */
export function stitchPlaylist(parts: Segment[][]): string {
  const all = parts.flat();
  const target = Math.ceil(Math.max(1, ...all.map((segment) => segment.duration)));
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${target}`, '#EXT-X-MEDIA-SEQUENCE:0'];
  lines.push('#EXT-X-PLAYLIST-TYPE:VOD');
  parts
    .filter((part) => part.length > 0)
    .forEach((part, index) => {
      if (index > 0) lines.push('#EXT-X-DISCONTINUITY');
      for (const segment of part) lines.push(`#EXTINF:${segment.duration.toFixed(6)},`, segment.uri);
    });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

export interface SsaiOptions {
  hlsRoot: string;
  adsRoot: string;
  /** The demo clip a free media plays (`hls/{clip}/…`); null for an unknown or paid media. */
  clipOf(mediaid: string): Promise<string | null>;
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export function createSsaiStitcher({ hlsRoot, adsRoot, clipOf }: SsaiOptions) {
  return async function serveSsai(request: Request, mediaid: string): Promise<Response> {
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return text(400, query.error.issues.map((issue) => issue.message).join('; '));
    const spots = DEMO_AD_CONFIGS[query.data.ad_config_id];
    if (!spots) return text(404, `Unknown ad_config_id ${query.data.ad_config_id}`);
    const clip = /^[\w-]+$/.test(mediaid) ? await clipOf(mediaid) : null;
    if (!clip || !/^[\w-]+$/.test(clip)) return text(404, `No stream with ads for media ${mediaid}`);
    const read = (file: string) => readFile(file, 'utf8');
    const pods = await Promise.all(
      spots.map(async (spot) =>
        playlistSegments(await read(resolve(adsRoot, 'hls', spot, 'index.m3u8')), `/demo-media/ads/hls/${spot}/`),
      ),
    );
    const content = playlistSegments(
      await read(resolve(hlsRoot, clip, RENDITION, 'index.m3u8')),
      `/demo-media/hls/${clip}/${RENDITION}/`,
    );
    const body = new TextEncoder().encode(stitchPlaylist([...pods, content]));
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {
        'content-type': 'application/vnd.apple.mpegurl',
        'content-length': String(body.byteLength),
        // Per viewer (`user_id`): never kept by a shared cache.
        'cache-control': 'private, no-store',
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      },
    });
  };
}
