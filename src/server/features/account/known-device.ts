import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account carries the account's device tag (an HMAC of its email, in the
 * httpOnly `known_device` cookie), so the owner can still sign in while strangers' guesses have hit the
 * account's overall failure limit. The tag opens nothing by itself: the password is still checked.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
/** About a year; browsers cap cookie lifetimes at 400 days. */
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 3600;

export function knownDeviceTag(key: Uint8Array, email: string): string {
  return createHmac('sha256', key).update(`known-device:${email.toLowerCase()}`).digest('base64url');
}

export function isKnownDevice(key: Uint8Array, email: string, tag: string | undefined): boolean {
  if (!tag) return false;
  const expected = Buffer.from(knownDeviceTag(key, email));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
