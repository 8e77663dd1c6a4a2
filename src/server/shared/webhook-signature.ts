import { createHmac } from 'node:crypto';
import { sameSecret } from './secrets';

/**
 * Webhook signatures as Sanity sends them (and the test payment gateway, the same way): a header
 * `t=<unix ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">` with the webhook's secret. Signatures older than
 * `maxAgeMs` are refused (replays).
 */

export interface SignatureCheck {
  header: string | null;
  body: string;
  secret: string | undefined;
  now: number;
  maxAgeMs?: number;
}

const DEFAULT_MAX_AGE_MS = 5 * 60_000;

export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? null : { timestamp, signatures };
}

export function signPayload(timestamp: number, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
}


export function isValidSignature({ header, body, secret, now, maxAgeMs = DEFAULT_MAX_AGE_MS }: SignatureCheck): boolean {
  if (!secret || !header) return false;
  const parsed = parseSignatureHeader(header);
  if (!parsed) return false;
  if (Math.abs(now - parsed.timestamp) > maxAgeMs) return false;
  const expected = signPayload(parsed.timestamp, body, secret);
  // Some senders pad base64; compare without padding.
  return parsed.signatures.some((signature) => sameSecret(signature.replace(/=+$/, ''), expected));
}
