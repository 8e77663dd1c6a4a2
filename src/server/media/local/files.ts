import { open, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { preferredImageFormat } from '../../assets/image-format';
import type { ImageResizer } from '../../assets/image-resizer';
import { createLiveSources } from './live-sources';
import { parseTimeShift } from './time-shift';
import { checkMediaToken } from './signed-urls';
import { byteRange } from '../../http/byte-range';
import { createSsaiStitcher } from './ssai';

/**
 * The demo media platform's "CDN" under `/demo-media/`:
 * - `hls/{clip}/…`            the VOD HLS files of `data/demo/media/hls/` (immutable segments, short-lived playlists);
 * - `images/{file}?width=N`   demo posters resized on request (see image-resizer.ts);
 * - `live/{id}/master.m3u8`, `live/{id}/{rendition}.m3u8`   live HLS looping a clip (see live-sources.ts);
 *   `?start={epoch s}[&end={epoch s}]` time-shifts it within the DVR window (see time-shift.ts);
 * - `hls/premium/{clip}/…`   the same clips for paid items, served only under a signed prefix
 *   `s/{exp}.{sig}/hls/premium/{clip}/…` that the playback API hands to entitled viewers (see signed-urls.ts);
 *   unsigned it is a 401, expired a 403;
 * - `protected/{mediaid}/…`  a paid item's encrypted renditions (CENC, Clear Key; see protection/packager.ts), likewise
 *   only under `s/{exp}.{sig}/protected/{mediaid}/…`;
 * - `live/premium/{id}/…`    a paid live stream's playlists, likewise only under `s/{exp}.{sig}/live/premium/{id}/…`
 *   (its segments are the free clips' files: what is sold is the stream, a demo artifact of four clips);
 * - `ads/{file}`             the demo's ad spots (MP4) and VAST / VMAP / schedule documents (`data/demo/media/ads`);
 * - `ads/t/{event}`          the demo ad server's tracking pixel: 204, never cached (players report ad events here);
 * - `ads/hls/{spot}/…`       the spots as HLS segments, and
 *   `v2/sites/{siteId}/media/{mediaid}/ssai.m3u8?ad_config_id=…` the stream with them stitched in (see ssai.ts).
 * GET and HEAD; anything else under the prefix is a 404. Paths can never leave their folder.
 */
export interface DemoMediaOptions {
  demoDir: string;
  images: Pick<ImageResizer, 'resize'>;
  clock: () => Date;
  /** The key of the signed addresses (`s/…`). */
  urlKey: () => Promise<Uint8Array>;
  /** The clip a free media plays, for the server-side ad insertion demo; null when none. */
  clipOf?: (mediaid: string) => Promise<string | null>;
  /** The folder of a paid item's encrypted renditions (packaged on first use); null when it has none. */
  protectedFolder?: (mediaid: string) => Promise<string | null>;
}

const HLS_TYPES: Record<string, { type: string; cache: string }> = {
  '.m3u8': { type: 'application/vnd.apple.mpegurl', cache: 'public, max-age=60' },
  '.ts': { type: 'video/mp2t', cache: 'public, max-age=31536000, immutable' },
  '.m4s': { type: 'video/iso.segment', cache: 'public, max-age=31536000, immutable' },
  '.mp4': { type: 'video/mp4', cache: 'public, max-age=31536000, immutable' },
  '.aac': { type: 'audio/aac', cache: 'public, max-age=31536000, immutable' },
  '.vtt': { type: 'text/vtt; charset=utf-8', cache: 'public, max-age=3600' },
};
const IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(jpe?g|png|webp|svg)$/i;
const AD_FILES: Record<string, { type: string; cache: string }> = {
  '.mp4': { type: 'video/mp4', cache: 'public, max-age=86400' },
  '.xml': { type: 'application/xml; charset=utf-8', cache: 'no-cache' },
  '.json': { type: 'application/json', cache: 'no-cache' },
};
const TRACKING_EVENT = /^[A-Za-z]{1,32}$/;
const LIVE_PLAYLIST = /^([A-Za-z0-9_-]+)\.m3u8$/;
const SHARED_HEADERS = { 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' };

export interface DemoMediaServer {
  /** `path` is the part after `/demo-media/`, already URL-decoded (Astro's rest parameter). */
  handle(request: Request, path: string): Promise<Response>;
}

export function createDemoMediaServer({
  demoDir,
  images,
  clock,
  urlKey,
  clipOf = async () => null,
  protectedFolder = async () => null,
}: DemoMediaOptions): DemoMediaServer {
  const hlsRoot = resolve(demoDir, 'media', 'hls');
  const imagesRoot = resolve(demoDir, 'media', 'images');
  const adsRoot = resolve(demoDir, 'media', 'ads');
  const live = createLiveSources(hlsRoot);
  const serveSsai = createSsaiStitcher({ hlsRoot, adsRoot, clipOf });

  async function serveFile(request: Request, segments: string[], root = hlsRoot, types = HLS_TYPES): Promise<Response> {
    const file = inside(root, segments);
    const kind = types[extname(file ?? '').toLowerCase()];
    if (!file || !kind) return notFound();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return notFound();
    const etag = `W/"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`;
    const headers = { 'content-type': kind.type, 'cache-control': kind.cache, etag, ...SHARED_HEADERS };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    // Progressive MP4 needs byte ranges: Safari plays a video only from a server that answers them.
    const range = byteRange(request.headers.get('range'), info.size);
    if (range === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${info.size}` } });
    }
    const { start, end } = range ?? { start: 0, end: info.size - 1 };
    const length = Math.max(0, end - start + 1);
    const body = request.method === 'HEAD' ? null : await readSlice(file, start, length);
    const sizeHeaders = { 'content-length': String(length), 'accept-ranges': 'bytes' };
    if (!range) return new Response(body, { headers: { ...headers, ...sizeHeaders } });
    const rangeHeaders = { 'content-range': `bytes ${start}-${end}/${info.size}`, ...sizeHeaders };
    return new Response(body, { status: 206, headers: { ...headers, ...rangeHeaders } });
  }

  /** `hls/{clip}/…` or `hls/premium/{clip}/…` under a token that covers that folder. */
  async function serveSigned(request: Request, token: string, hlsPath: string[]): Promise<Response> {
    const premium = hlsPath[0] === 'premium';
    const clip = premium ? hlsPath.slice(1) : hlsPath;
    if (clip.length < 2) return notFound();
    const folder = `hls/${premium ? 'premium/' : ''}${clip[0]}/`;
    const verdict = checkMediaToken(await urlKey(), token, folder, clock());
    if (verdict === 'invalid') return plain(401, 'Invalid signature');
    if (verdict === 'expired') return plain(403, 'This address has expired');
    const response = await serveFile(request, clip);
    // Signed answers belong to one viewer's session: never kept by shared caches.
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }

  /** A paid item's encrypted renditions (`protected/{mediaid}/…`) under a token that covers that item. */
  async function serveSignedProtected(request: Request, token: string, path: string[]): Promise<Response> {
    const [mediaid, ...file] = path as [string, ...string[]];
    if (file.length === 0) return notFound();
    const verdict = checkMediaToken(await urlKey(), token, `protected/${mediaid}/`, clock());
    if (verdict === 'invalid') return plain(401, 'Invalid signature');
    if (verdict === 'expired') return plain(403, 'This address has expired');
    const folder = await protectedFolder(mediaid);
    if (!folder) return notFound();
    const response = await serveFile(request, file, folder);
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }

  /** A paid live stream's playlists (`live/premium/{id}/…`) under a token that covers that stream. */
  async function serveSignedLive(request: Request, token: string, liveId: string, name: string): Promise<Response> {
    const verdict = checkMediaToken(await urlKey(), token, `live/premium/${liveId}/`, clock());
    if (verdict === 'invalid') return plain(401, 'Invalid signature');
    if (verdict === 'expired') return plain(403, 'This address has expired');
    const response = await serveLive(request, liveId, name);
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }

  async function serveImage(request: Request, name: string): Promise<Response> {
    const file = IMAGE_FILE.test(name) ? inside(imagesRoot, [name]) : undefined;
    if (!file) return notFound();
    const width = Number.parseInt(new URL(request.url).searchParams.get('width') ?? '', 10);
    const format = preferredImageFormat(request.headers.get('accept'));
    const image = await images.resize(file, Number.isNaN(width) ? undefined : width, format).catch((error: unknown) => {
      if (isMissingFile(error)) return null;
      throw error;
    });
    if (!image) return notFound();
    // A copy: the resizer's buffer is typed over ArrayBufferLike, which Response does not accept.
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(image.body), {
      headers: {
        'content-type': image.contentType,
        'content-length': String(image.body.byteLength),
        'cache-control': 'public, max-age=86400',
        vary: 'Accept',
        ...SHARED_HEADERS,
      },
    });
  }

  async function serveLive(request: Request, liveId: string, name: string): Promise<Response> {
    const rendition = name === 'master.m3u8' ? undefined : LIVE_PLAYLIST.exec(name)?.[1];
    if (name !== 'master.m3u8' && !rendition) return notFound();
    const now = clock();
    const shift = parseTimeShift(new URL(request.url).searchParams, now);
    if (!shift.ok) return plain(400, shift.message);
    let playlist: string | null;
    try {
      playlist = rendition
        ? await live.media(liveId, rendition, now, shift.value)
        : await live.master(liveId, shift.query);
    } catch (error) {
      if (isMissingFile(error)) return notFound();
      throw error;
    }
    if (playlist === null) return notFound();
    const body = new TextEncoder().encode(playlist);
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: {
        'content-type': 'application/vnd.apple.mpegurl',
        'content-length': String(body.byteLength),
        'cache-control': 'no-cache',
        ...SHARED_HEADERS,
      },
    });
  }

  return {
    async handle(request, path) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
      }
      const segments = path.split('/');
      if (segments.some((segment) => !isSafeSegment(segment))) return notFound();
      const [area, ...rest] = segments;
      if (area === 's' && rest.length >= 4 && rest[1] === 'hls') return serveSigned(request, rest[0]!, rest.slice(2));
      if (area === 's' && rest.length >= 4 && rest[1] === 'protected') {
        return serveSignedProtected(request, rest[0]!, rest.slice(2));
      }
      if (area === 'protected') return plain(401, 'A signed address is needed for this file');
      if (area === 's' && rest.length === 5 && rest[1] === 'live' && rest[2] === 'premium') {
        return serveSignedLive(request, rest[0]!, rest[3]!, rest[4]!);
      }
      if (area === 'live' && rest[0] === 'premium') return plain(401, 'A signed address is needed for this stream');
      if (area === 'hls' && rest[0] === 'premium') return plain(401, 'A signed address is needed for this file');
      if (area === 'hls' && rest.length >= 2) return serveFile(request, rest);
      if (area === 'images' && rest.length === 1) return serveImage(request, rest[0]!);
      if (area === 'ads' && rest.length === 2 && rest[0] === 't' && TRACKING_EVENT.test(rest[1]!)) {
        return new Response(null, { status: 204, headers: { 'cache-control': 'no-store', ...SHARED_HEADERS } });
      }
      if (area === 'ads' && rest.length === 1) return serveFile(request, rest, adsRoot, AD_FILES);
      if (area === 'ads' && rest.length === 3 && rest[0] === 'hls') return serveFile(request, rest, adsRoot);
      if (area === 'v2' && rest.length === 5 && rest[0] === 'sites' && rest[2] === 'media' && rest[4] === 'ssai.m3u8') {
        return serveSsai(request, rest[3]!);
      }
      if (area === 'live' && rest.length === 2) return serveLive(request, rest[0]!, rest[1]!);
      return notFound();
    },
  };
}

function isSafeSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment);
}

/** The absolute path of `segments` under `root`, or undefined if it would leave `root`. */
function inside(root: string, segments: string[]): string | undefined {
  const candidate = resolve(join(root, ...segments));
  return candidate.startsWith(root + sep) ? candidate : undefined;
}

function isMissingFile(error: unknown): boolean {
  if (error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')) return true;
  return error instanceof Error && error.message.startsWith('unsupported image type');
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...SHARED_HEADERS } });
}

function notFound(): Response {
  return plain(404, 'Not found');
}

/** `length` bytes of `file` from `start`. */
async function readSlice(file: string, start: number, length: number): Promise<Uint8Array<ArrayBuffer>> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
