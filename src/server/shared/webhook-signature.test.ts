import { describe, expect, it } from 'vitest';
import { isValidSignature, parseSignatureHeader, signPayload } from './webhook-signature';

const secret = 'webhook-secret';
const body = '{"_id":"sport-1","_type":"sport"}';
const now = 1_780_000_000_000;
const header = (timestamp: number, payload = body, key = secret) => `t=${timestamp},v1=${signPayload(timestamp, payload, key)}`;

describe('isValidSignature', () => {
  it.each([
    ['a correct signature', header(now), secret, true],
    ['a signature with base64 padding', `${header(now)}=`, secret, true],
    ['no header', null, secret, false],
    ['no secret configured', header(now), '', false],
    ['another secret', header(now, body, 'other'), secret, false],
    ['a changed body', header(now, `${body} `), secret, false],
    ['a stale timestamp', header(now - 10 * 60_000), secret, false],
    ['a header without v1', `t=${now}`, secret, false],
    ['garbage', 'hello', secret, false],
  ])('%s → %s', (_, signature, key, expected) => {
    expect(isValidSignature({ header: signature, body, secret: key, now })).toBe(expected);
  });
});

describe('parseSignatureHeader', () => {
  it('reads the timestamp and every v1 signature', () => {
    expect(parseSignatureHeader('t=123, v1=abc, v1=def')).toEqual({ timestamp: 123, signatures: ['abc', 'def'] });
    expect(parseSignatureHeader('v1=abc')).toBeNull();
  });
});
