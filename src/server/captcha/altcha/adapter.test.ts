import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../auth/rate-limiter';
import { openTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import type { AltchaChallenge } from '../port';
import { createAltchaCaptcha } from './adapter';
import { solveChallenge } from './protocol';

const key = new Uint8Array(32).fill(7);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (answer: string) => JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));

describe('ALTCHA proof of work', () => {
  let database: TestDatabase;
  let now: Date;
  const captcha = () =>
    createAltchaCaptcha({ key, clock: () => now, limiter: createRateLimiter(database.db), maxNumber: 2000 });
  const challenge = async (source = captcha()): Promise<AltchaChallenge> => {
    const widget = await source.widget();
    if (widget.provider !== 'altcha') throw new Error('expected an ALTCHA challenge');
    return widget.challenge;
  };
  const solved = (value: AltchaChallenge) => solveChallenge(value) ?? '';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  beforeEach(() => {
    now = new Date('2026-05-01T10:00:00Z');
  });
  afterAll(() => database.dispose());

  it('issues a signed SHA-256 challenge with an expiry in its salt', async () => {
    const issued = await challenge();
    expect(issued).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(issued.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.salt).toMatch(/\?expires=\d+$/);
  });

  it('accepts a right solution once and refuses its replay', async () => {
    const source = captcha();
    const answer = solved(await challenge(source));
    expect(await source.verify(answer, '10.0.0.1')).toBe(true);
    expect(await source.verify(answer, '10.0.0.1')).toBe(false);
  });

  it('refuses a wrong number', async () => {
    const answer = decode(solved(await challenge()));
    expect(await captcha().verify(encode({ ...answer, number: answer.number + 1 }), '10.0.0.1')).toBe(false);
  });

  it('refuses a tampered signature or a challenge it did not sign', async () => {
    const answer = decode(solved(await challenge()));
    const flipped = answer.signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect(await captcha().verify(encode({ ...answer, signature: flipped }), '10.0.0.1')).toBe(false);
    const other = createAltchaCaptcha({
      key: new Uint8Array(32).fill(9),
      clock: () => now,
      limiter: createRateLimiter(database.db),
      maxNumber: 2000,
    });
    expect(await captcha().verify(solved(await challenge(other)), '10.0.0.1')).toBe(false);
  });

  it('refuses a solution after the challenge expired', async () => {
    const answer = solved(await challenge());
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await captcha().verify(answer, '10.0.0.1')).toBe(false);
  });

  it('refuses an extended expiry (the signature covers the salt through the hash)', async () => {
    const answer = decode(solved(await challenge()));
    const salt = answer.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(await captcha().verify(encode({ ...answer, salt }), '10.0.0.1')).toBe(false);
  });

  it.each(['', 'not base64 json', encode({ algorithm: 'SHA-1' })])(
    'refuses the malformed answer %j',
    async (answer) => {
      expect(await captcha().verify(answer, '10.0.0.1')).toBe(false);
    },
  );
});
