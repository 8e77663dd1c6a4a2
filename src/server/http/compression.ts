import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Content-Encoding for text answers: Brotli where the client takes it, else gzip. Bodies under 1 KB are sent as
 * they are (the headers would eat the gain). Dynamic answers use Brotli quality 5: near quality 11's size for
 * HTML at a small fraction of its time; the build precompresses static assets at 11.
 */
export type Encoding = 'br' | 'gzip';

export const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json|vnd\.apple\.mpegurl)|image\/svg\+xml)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to answer with, from `Accept-Encoding` (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

/** Text worth compressing; never an event stream, which must reach the client as it is written. */
export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType) && !/^text\/event-stream/i.test(contentType);
}

/** Brotli of text at `quality`, told the body's size. */
async function brotliText(body: Uint8Array, quality: number): Promise<Uint8Array<ArrayBuffer>> {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  };
  return new Uint8Array(await brotli(body, { params }));
}

export async function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'gzip') return new Uint8Array(await gzipAsync(body, { level: 6 }));
  return brotliText(body, 5);
}

/**
 * Brotli at its smallest (quality 11): about a tenth smaller than quality 5 for a page, at some fifty times the
 * time (home: 115 ms). For bodies sent many times, made in the background (page-cache.ts).
 */
export function compressSmallest(body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return brotliText(body, constants.BROTLI_MAX_QUALITY);
}

/** Adds `Accept-Encoding` to the response's `Vary` (for a compressible answer, encoded or not). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * The response with its body encoded for the client, when it is compressible text of 1 KB or more and not
 * encoded already; `Vary: Accept-Encoding` on every compressible answer.
 */
export async function encodeResponse(response: Response, encoding: Encoding | null): Promise<Response> {
  if (!response.body || response.headers.has('content-encoding')) return response;
  if (!isCompressible(response.headers.get('content-type'))) return response;
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  const body = new Uint8Array(await response.arrayBuffer());
  if (!encoding || body.byteLength < MIN_COMPRESS_BYTES) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
  const encoded = await compress(body, encoding);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(encoded.byteLength));
  return new Response(encoded, { status: response.status, statusText: response.statusText, headers });
}

/** A text's Brotli size as a first answer sends it (`quick`), and as a kept page's smallest copy. */
export const brotliSizes = {
  quick: async (text: string) => (await compress(new TextEncoder().encode(text), 'br')).byteLength,
  smallest: async (text: string) => (await compressSmallest(new TextEncoder().encode(text))).byteLength,
};
