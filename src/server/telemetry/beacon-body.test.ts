import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBeaconBody } from './beacon-body';

const schema = z.object({ n: z.number() });

/** A POST whose body arrives in pieces, with no Content-Length: what a chunked upload looks like. */
function chunked(pieces: string[]): { request: Request; pulled: () => number } {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[pulled++];
      if (piece === undefined) controller.close();
      else controller.enqueue(encoder.encode(piece));
    },
  });
  const request = new Request('http://site.test/api/telemetry/qoe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readBeaconBody', () => {
  it('reads a chunked body within the cap', async () => {
    expect(await readBeaconBody(chunked(['{"n":', '1}']).request, schema, 64)).toEqual({ ok: true, value: { n: 1 } });
  });

  it('stops a chunked body at the cap without reading the rest', async () => {
    const pieces = Array.from({ length: 1000 }, () => 'x'.repeat(1024));
    const { request, pulled } = chunked(pieces);
    expect(await readBeaconBody(request, schema, 16 * 1024)).toMatchObject({ ok: false, status: 413, field: 'body' });
    // 17 pieces of 1 KiB pass the cap; a reader that held the whole body first would have pulled all 1,000.
    expect(pulled()).toBeLessThan(30);
  });
});
