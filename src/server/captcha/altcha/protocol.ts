import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AltchaChallenge } from '../port';

/**
 * The ALTCHA proof-of-work protocol (altcha.org): the server picks a secret number up to `maxnumber` and sends
 * SHA-256(salt + number) with an HMAC signature of it; the browser tries numbers until the hash matches and sends
 * back `{ algorithm, challenge, number, salt, signature }` as base64 JSON. Checking it needs no stored state
 * besides the single-use mark: the signature proves the server issued the challenge, the salt carries its expiry.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Uint8Array, text: string) => createHmac('sha256', key).update(text).digest('hex');

export function createChallenge(
  key: Uint8Array,
  now: Date,
  options: { maxNumber: number; ttlMs: number },
): AltchaChallenge {
  const expires = Math.floor((now.getTime() + options.ttlMs) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const number = randomBytes(4).readUInt32BE() % (options.maxNumber + 1);
  const challenge = sha256(salt + number);
  return { algorithm: 'SHA-256', challenge, salt, signature: hmac(key, challenge), maxnumber: options.maxNumber };
}

const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AltchaSolution = z.infer<typeof payloadSchema>;

/** The browser's base64 JSON answer, or null when it is not one. */
export function parseSolution(answer: string): AltchaSolution | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(answer, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Signature, expiry and hash of a solution (not whether it was used before: the adapter keeps that). */
export function checkSolution(key: Uint8Array, solution: AltchaSolution, now: Date): boolean {
  if (!sameHex(hmac(key, solution.challenge), solution.signature)) return false;
  const expires = Number(new URLSearchParams(solution.salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return false;
  return sameHex(sha256(solution.salt + solution.number), solution.challenge);
}

/** Solves a challenge by trying every number (what the browser's worker does; tests and tools use this). */
export function solveChallenge(challenge: AltchaChallenge): string | null {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (sha256(challenge.salt + number) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  return null;
}
