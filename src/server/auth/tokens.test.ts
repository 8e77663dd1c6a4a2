import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const key = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256!');
const otherKey = new TextEncoder().encode('another-secret-of-enough-length-for-hs256');
const now = new Date('2026-11-26T12:00:00Z');
const claims = { userId: 'user-1', sessionId: 'family-1' };

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with `key` from any header and payload, as an attacker with the key format would build it. */
function forge(header: unknown, payload: unknown, signingKey = key): string {
  const input = `${segment(header)}.${segment(payload)}`;
  return `${input}.${createHmac('sha256', signingKey).update(input).digest('base64url')}`;
}
const validPayload = () => ({
  sub: 'user-1',
  sid: 'family-1',
  iss: 'ott-site',
  aud: 'ott-site:api',
  exp: now.getTime() / 1000 + 60,
});

describe('access tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const { jwt, expiresAt } = signAccessToken(claims, key, now, 900);
    expect(expiresAt).toBe(now.getTime() / 1000 + 900);
    expect(verifyAccessToken(jwt, key, now)).toEqual(claims);
    expect(verifyAccessToken(jwt, key, new Date((expiresAt - 1) * 1000))).toEqual(claims);
    expect(verifyAccessToken(jwt, key, new Date(expiresAt * 1000))).toBeNull();
  });

  it('makes standard HS256 JWTs: a JOSE library reads ours, and ours reads its', async () => {
    const { jwt } = signAccessToken(claims, key, now);
    const { payload, protectedHeader } = await jwtVerify(jwt, key, {
      algorithms: ['HS256'],
      issuer: 'ott-site',
      audience: 'ott-site:api',
      currentDate: now,
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: 'user-1', sid: 'family-1' });
    const theirs = await new SignJWT({ sid: 'family-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('ott-site')
      .setAudience(['other', 'ott-site:api'])
      .setExpirationTime(now.getTime() / 1000 + 60)
      .sign(key);
    expect(verifyAccessToken(theirs, key, now)).toEqual(claims);
  });

  it('refuses another key, a changed payload or signature, and other algorithms', () => {
    const { jwt } = signAccessToken(claims, key, now);
    const [header, , signature] = jwt.split('.');
    expect(verifyAccessToken(jwt, otherKey, now)).toBeNull();
    expect(verifyAccessToken(`${header}.${segment({ ...validPayload(), sub: 'admin' })}.${signature}`, key, now)).toBe(
      null,
    );
    expect(verifyAccessToken(`${jwt.slice(0, -2)}AA`, key, now)).toBeNull();
    expect(verifyAccessToken(`${jwt}=`, key, now)).toBeNull();
    expect(verifyAccessToken(`${header}.${jwt.split('.')[1]}.`, key, now)).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'none' }, validPayload()), key, now)).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'HS512' }, validPayload()), key, now)).toBeNull();
    expect(verifyAccessToken(forge({ alg: 'HS256', crit: ['x'], x: 1 }, validPayload()), key, now)).toBeNull();
  });

  it('refuses wrong issuer, audience, missing expiry, future not-before and claims that are not strings', () => {
    const header = { alg: 'HS256', typ: 'JWT' };
    expect(verifyAccessToken(forge(header, validPayload()), key, now)).toEqual(claims);
    expect(verifyAccessToken(forge(header, { ...validPayload(), iss: 'elsewhere' }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, { ...validPayload(), aud: 'elsewhere' }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, { ...validPayload(), exp: undefined }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, { ...validPayload(), exp: '9999999999' }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, { ...validPayload(), nbf: now.getTime() / 1000 + 5 }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, { ...validPayload(), sub: 42 }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, { ...validPayload(), sid: '' }), key, now)).toBeNull();
    expect(verifyAccessToken(forge(header, [1, 2]), key, now)).toBeNull();
  });

  it('refuses strings that are not three base64url JSON segments', () => {
    for (const token of ['', 'a', 'a.b', 'a.b.c.d', '!!.??.**', `${segment('x')}.${segment({})}.sig`, 'e30.e30.e30'])
      expect(verifyAccessToken(token, key, now)).toBeNull();
  });
});
