import type { ZodType } from 'zod';

/**
 * Reads a beacon's JSON body: at most `maxBytes` (413 beyond, told by Content-Length before reading), JSON (400),
 * and the schema's shape (400 naming the first field that is wrong). `sendBeacon` posts a Blob's own type, so
 * `text/plain` is accepted beside `application/json`.
 */
export interface BeaconRefusal {
  ok: false;
  status: 400 | 413 | 415;
  /** The field that is wrong (`body` for the whole of it). */
  field: string;
  message: string;
}

export type BeaconBody<T> = { ok: true; value: T } | BeaconRefusal;

const TYPES = new Set(['application/json', 'text/plain']);

export async function readBeaconBody<T>(
  request: Request,
  schema: ZodType<T>,
  maxBytes: number,
): Promise<BeaconBody<T>> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!TYPES.has(type)) return { ok: false, status: 415, field: 'content-type', message: 'send application/json' };
  const tooLarge = { ok: false as const, status: 413 as const, field: 'body', message: `at most ${maxBytes} bytes` };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  const text = await readAtMost(request, maxBytes);
  if (text === undefined) return tooLarge;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, field: 'body', message: 'not JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  return { ok: false, status: 400, field, message: issue?.message ?? 'invalid' };
}

/**
 * The body as text, or undefined once it passes `maxBytes`: a chunked body announces no length, so it is read
 * piece by piece and dropped at the cap instead of being held whole first.
 */
async function readAtMost(request: Request, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const CODES = { 400: 'invalid_beacon', 413: 'payload_too_large', 415: 'unsupported_media_type' } as const;

/** The API's error body (`{ code, message, errors }`), naming the field. */
export function refusalResponse(refusal: BeaconRefusal): Response {
  return Response.json(
    {
      code: CODES[refusal.status],
      message: `${refusal.field}: ${refusal.message}`,
      errors: { [refusal.field]: [refusal.message] },
    },
    { status: refusal.status, headers: { 'cache-control': 'no-store' } },
  );
}

export function rateLimitedResponse(retryAfterSeconds: number): Response {
  return Response.json(
    { code: 'rate_limited', message: 'Too many reports: try again later' },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}
