import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signDeliveryPath, signJwMediaUrl, signJwt, tokenExpiry } from './url-signing';

function decodePart(part: string | undefined): unknown {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
}

describe('signJwt', () => {
  it('produces the standard HS256 token for a well-known vector', () => {
    // The example token published on jwt.io for the secret "your-256-bit-secret".
    const token = signJwt({ sub: '1234567890', name: 'John Doe', iat: 1516239022 }, 'your-256-bit-secret');
    expect(token).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    );
  });
});

describe('tokenExpiry', () => {
  it.each([
    ['2026-01-01T00:00:00Z', Date.parse('2026-01-01T01:00:00Z') / 1000],
    ['2026-01-01T00:00:01Z', Date.parse('2026-01-01T01:05:00Z') / 1000],
    ['2026-01-01T00:04:59Z', Date.parse('2026-01-01T01:05:00Z') / 1000],
  ])('at %s expires at the next 5-minute boundary an hour ahead', (now, expected) => {
    expect(tokenExpiry(new Date(now))).toBe(expected);
  });
});

describe('signDeliveryPath', () => {
  it('moves the query parameters into the token next to resource and exp', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const signed = signDeliveryPath('/v2/playlists/abcd1234', { related_media_id: 'zzzz9999' }, 's3cret', now);
    const [path, query] = signed.split('?');
    expect(path).toBe('/v2/playlists/abcd1234');
    const token = new URLSearchParams(query).get('token') ?? '';
    expect([...new URLSearchParams(query).keys()]).toEqual(['token']);
    const [header, payload, signature] = token.split('.');
    expect(decodePart(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(payload)).toEqual({
      resource: '/v2/playlists/abcd1234',
      related_media_id: 'zzzz9999',
      exp: Date.parse('2026-03-01T11:00:00Z') / 1000,
    });
    const expected = createHmac('sha256', 's3cret').update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });
});

describe('signJwMediaUrl', () => {
  it('signs the path and expiry of a CDN file into the token, keeping its parameters inside', () => {
    const signed = new URL(
      signJwMediaUrl('https://cdn.jwplayer.com/manifests/abcd1234.m3u8?max_height=720', 1_900_000_000, 'secret'),
    );
    expect(signed.origin + signed.pathname).toBe('https://cdn.jwplayer.com/manifests/abcd1234.m3u8');
    expect([...signed.searchParams.keys()]).toEqual(['token']);
    const [header, claims, signature] = signed.searchParams.get('token')!.split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({
      max_height: '720',
      resource: '/manifests/abcd1234.m3u8',
      exp: 1_900_000_000,
    });
    const expected = createHmac('sha256', 'secret').update(`${header}.${claims}`).digest('base64url');
    expect(signature).toBe(expected);
  });
});
