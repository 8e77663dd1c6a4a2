import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStatusFields } from './media-status-client';

function replyWith(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('fetchStatusFields', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the one item and gives its status fields, not the rest of the card', async () => {
    const fetch = replyWith(200, {
      items: [{ mediaid: 'a b', title: 'Final', eventState: 'LIVE_PUBLISHED', scheduledStart: '2026-07-01T12:00:00Z' }],
    });
    expect(await fetchStatusFields('a b')).toEqual({
      eventState: 'LIVE_PUBLISHED',
      scheduledStart: '2026-07-01T12:00:00Z',
      scheduledEnd: undefined,
    });
    expect(fetch).toHaveBeenCalledWith('/api/media?ids=a%20b', expect.anything());
  });

  it('is undefined when the reply does not have the item', async () => {
    replyWith(200, { items: [{ mediaid: 'other', eventState: 'PRE_LIVE' }] });
    expect(await fetchStatusFields('a')).toBeUndefined();
  });

  it('throws on a failed request or a reply of another shape', async () => {
    replyWith(503, {});
    await expect(fetchStatusFields('a')).rejects.toThrow('503');
    replyWith(200, { cards: [] });
    await expect(fetchStatusFields('a')).rejects.toThrow('without items');
    replyWith(200, { items: [{ mediaid: 'a', eventState: 'ON_AIR' }] });
    await expect(fetchStatusFields('a')).rejects.toThrow('another shape');
    replyWith(200, { items: [{ mediaid: 'a', scheduledEnd: 12 }] });
    await expect(fetchStatusFields('a')).rejects.toThrow('another shape');
  });
});
