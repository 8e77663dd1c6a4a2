import { describe, expect, it, vi } from 'vitest';
import { embedApiPath, fetchEmbedView } from './poll';

const ID = '3f1c2a9e-7b4d-4e2a-9c61-5d8e0b7a4f10';
const answer = (status: number, body: unknown) => vi.fn(async () => Response.json(body, { status }));

describe('fetchEmbedView', () => {
  it('asks our own endpoint, with the sepId when there is one', async () => {
    expect(embedApiPath(ID, undefined)).toBe(`/api/embed/${ID}`);
    expect(embedApiPath(ID, 'semi-final')).toBe(`/api/embed/${ID}?sepId=semi-final`);
  });

  it('returns the view the server answers', async () => {
    const view = { mode: 'vod', title: 'Highlights', scheduledStart: '2026-07-10T15:00:00.000Z' };
    expect(await fetchEmbedView(ID, undefined, undefined, answer(200, view))).toEqual({ kind: 'view', view });
  });

  it('tells a deleted embed (404) from a broken one (422)', async () => {
    expect(await fetchEmbedView(ID, undefined, undefined, answer(404, {}))).toEqual({
      kind: 'gone',
      reason: 'not-found',
    });
    expect(await fetchEmbedView(ID, 'x', undefined, answer(422, {}))).toEqual({ kind: 'gone', reason: 'invalid' });
  });

  it('keeps the last state on a server error or a malformed answer', async () => {
    expect(await fetchEmbedView(ID, undefined, undefined, answer(503, {}))).toEqual({ kind: 'unknown' });
    expect(await fetchEmbedView(ID, undefined, undefined, answer(200, { mode: 'movie', title: 'x' }))).toEqual({
      kind: 'unknown',
    });
    const notJson = vi.fn(async () => new Response('<html>', { status: 200 }));
    expect(await fetchEmbedView(ID, undefined, undefined, notJson)).toEqual({ kind: 'unknown' });
  });
});
