import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { preferredImageFormat } from '../../assets/image-format';
import type { ImageResizer } from '../../assets/image-resizer';

/**
 * HTTP handlers behind the embedded CMS's files: `/cms-assets/images/{file}?w=&fm=` (the local stand-in for
 * Sanity's image CDN), `/demo-feeds/{slug}.xml` (podcast RSS) and `/demo-feeds/audio/{file}` (episode audio).
 * Names are matched against strict patterns, so no path can leave its folder.
 */

const IMAGE_PATH = /^images\/([A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(?:jpe?g|png|webp|svg))$/;
const FEED_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const AUDIO_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.mp3$/;
const MAX_WIDTH = 4096;
const FORMATS = { webp: 'webp', jpg: 'jpeg' } as const;
const NEGOTIATE = 'format'; // Sanity's `auto=format`

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
const notFound = () => text(404, 'Not found');
const isMissingFile = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');

/**
 * `fm` wins; else `auto=format` picks AVIF or WebP from the `Accept` header, as Sanity's CDN does. An SVG asked
 * for with `fm` is drawn as that bitmap at `w`.
 */
export async function serveCmsImage(
  deps: { imagesDir: string; images: ImageResizer },
  path: string | undefined,
  search: URLSearchParams,
  accept: string | null = null,
): Promise<Response> {
  const file = IMAGE_PATH.exec(path ?? '')?.[1];
  if (!file) return notFound();

  const widthParam = search.get('w');
  const width = widthParam === null ? undefined : Number(widthParam);
  if (width !== undefined && !(Number.isInteger(width) && width > 0 && width <= MAX_WIDTH)) {
    return text(400, `w must be an integer from 1 to ${MAX_WIDTH}`);
  }
  const formatParam = search.get('fm');
  if (formatParam !== null && !(formatParam in FORMATS)) return text(400, 'fm must be webp or jpg');
  const autoParam = search.get('auto');
  if (autoParam !== null && autoParam !== NEGOTIATE) return text(400, 'auto must be format');
  // An SVG stays a vector unless `fm` names a bitmap format: `auto=format` alone does not draw it.
  const negotiates = formatParam === null && autoParam === NEGOTIATE && !file.toLowerCase().endsWith('.svg');
  const format =
    formatParam !== null ? FORMATS[formatParam as keyof typeof FORMATS] : negotiates ? preferredImageFormat(accept) : undefined;

  try {
    const image = await deps.images.resize(join(deps.imagesDir, file), width, format);
    const headers: Record<string, string> = {
      'content-type': image.contentType,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      ...(negotiates ? { vary: 'Accept' } : {}),
    };
    // An SVG opened directly must not be able to run anything.
    if (image.contentType === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    return new Response(new Uint8Array(image.body), { status: 200, headers });
  } catch (error) {
    if (isMissingFile(error)) return notFound();
    throw error;
  }
}

export async function serveDemoFeed(feedsDir: string, slug: string | undefined): Promise<Response> {
  if (!slug || !FEED_SLUG.test(slug)) return notFound();
  try {
    const xml = await readFile(join(feedsDir, `${slug}.xml`));
    return new Response(new Uint8Array(xml), {
      status: 200,
      headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
    });
  } catch (error) {
    if (isMissingFile(error)) return notFound();
    throw error;
  }
}

/** Serves an episode's audio, honouring a single `Range: bytes=a-b` so players can seek. */
export async function serveDemoAudio(audioDir: string, file: string | undefined, range: string | null): Promise<Response> {
  if (!file || !AUDIO_FILE.test(file)) return notFound();
  const path = join(audioDir, file);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    if (isMissingFile(error)) return notFound();
    throw error;
  }
  const headers = { 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=86400' };
  const body = await readFile(path);
  if (range === null) return new Response(new Uint8Array(body), { status: 200, headers: { ...headers, 'content-length': String(size) } });

  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = match?.[1] ? Number(match[1]) : undefined;
  let end = match?.[2] ? Number(match[2]) : undefined;
  if (match && start === undefined && end !== undefined) [start, end] = [Math.max(0, size - end), size - 1]; // suffix range
  if (!match || start === undefined || start >= size || (end !== undefined && end < start)) {
    return text(416, 'Range not satisfiable', { 'content-range': `bytes */${size}` });
  }
  const last = Math.min(end ?? size - 1, size - 1);
  return new Response(new Uint8Array(body.subarray(start, last + 1)), {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${last}/${size}`, 'content-length': String(last - start + 1) },
  });
}
