import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/client';
import { checkSourceAccess, classifyHeadStatus, fetchPaidSources } from './access-check';

describe('classifyHeadStatus (signed-media HEAD check, spec 1 §7)', () => {
  it.each([
    [200, undefined],
    [204, undefined],
    [403, 'geo-blocked'],
    [401, 'unauthorized'],
    [404, 'not-available'],
    [410, 'not-available'],
    [405, undefined],
    [500, undefined],
  ])('%i → %s', (status, kind) => expect(classifyHeadStatus(status)).toBe(kind));
});

describe('checkSourceAccess', () => {
  const hls = { file: '/hls/a/master.m3u8?exp=1&sig=x', type: 'application/vnd.apple.mpegurl' };
  const mp4 = { file: '/a.mp4', type: 'video/mp4' };

  it('sends HEAD to the first HLS source', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 403 }));
    expect(await checkSourceAccess([mp4, hls], fetchMock)).toBe('geo-blocked');
    expect(fetchMock).toHaveBeenCalledWith(hls.file, expect.objectContaining({ method: 'HEAD' }));
  });

  it('does nothing without an HLS source, and lets a network failure through', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await checkSourceAccess([mp4], fetchMock)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await checkSourceAccess([hls], fetchMock)).toBeUndefined();
  });
});

describe('fetchPaidSources (a paid item, issue 10)', () => {
  const signed = [{ file: '/demo-media/s/1.sig/hls/premium/a/master.m3u8', type: 'application/vnd.apple.mpegurl' }];
  const answering = (result: () => Promise<unknown>) => ({ get: vi.fn(result) }) as never;

  it('asks nothing for a guest', async () => {
    const api = answering(async () => ({ sources: signed }));
    expect(await fetchPaidSources(api, 'abcd1234', false)).toBe('unauthorized');
  });

  it('plays the signed sources the server hands an entitled viewer', async () => {
    expect(
      await fetchPaidSources(
        answering(async () => ({ sources: signed })),
        'abcd1234',
        true,
      ),
    ).toEqual({ sources: signed });
  });

  it("answers a geo block (access_blocked) with the server's geoBlockingMessage", async () => {
    const message = 'Only viewers in the Netherlands can watch this.';
    const api = answering(async () => {
      throw new ApiRequestError(403, 'access_blocked', message);
    });
    expect(await fetchPaidSources(api, 'abcd1234', true)).toEqual({ error: 'geo-blocked', message });
  });

  it.each([
    [403, 'unauthorized'],
    [401, 'unauthorized'],
    [404, 'not-available'],
    [500, 'unknown'],
  ])('%i → %s', async (status, kind) => {
    const api = answering(async () => {
      throw new ApiRequestError(status, 'x', 'x');
    });
    expect(await fetchPaidSources(api, 'abcd1234', true)).toBe(kind);
  });
});
