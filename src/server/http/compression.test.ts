import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeResponse, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (header, expected) => expect(preferredEncoding(header)).toBe(expected));
});

describe('encodeResponse', () => {
  const json = (body: string, headers: Record<string, string> = {}) =>
    new Response(body, { headers: { 'content-type': 'application/json', ...headers } });

  it('compresses text of 1 KB or more and says it varies by encoding', async () => {
    const body = JSON.stringify(Array.from({ length: 100 }, (_, n) => ({ mediaid: `media${n}`, progress: 0.5 })));
    const encoded = await encodeResponse(json(body), 'br');
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(encoded.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(new Uint8Array(await encoded.arrayBuffer())).toString()).toBe(body);
  });

  it('sends small bodies, non-text and encoded bodies as they are', async () => {
    const small = await encodeResponse(json('{"ok":true}', { vary: 'Origin' }), 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const video = new Response(new Uint8Array(5000), { headers: { 'content-type': 'video/mp2t' } });
    expect((await encodeResponse(video, 'br')).headers.get('content-encoding')).toBeNull();
    const stream = new Response('data: x\n\n'.repeat(500), { headers: { 'content-type': 'text/event-stream' } });
    expect((await encodeResponse(stream, 'br')).headers.get('content-encoding')).toBeNull();
    const identity = await encodeResponse(json('x'.repeat(5000)), null);
    expect(await identity.text()).toBe('x'.repeat(5000));
  });
});
