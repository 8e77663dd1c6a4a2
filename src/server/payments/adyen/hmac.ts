import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationItem } from './wire';

/**
 * Adyen signs each webhook item: HMAC-SHA256, keyed with the hex HMAC key of the webhook, over the item's
 * pspReference, originalReference, merchantAccountCode, merchantReference, amount value, currency, eventCode and
 * success joined by colons; base64 in `additionalData.hmacSignature`.
 */
export function itemSignature(item: NotificationItem, hexKey: string): string {
  const signed = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(signed).digest('base64');
}

export function isGenuineItem(item: NotificationItem, hexKey: string): boolean {
  const given = Buffer.from(item.additionalData?.hmacSignature ?? '', 'base64');
  const expected = Buffer.from(itemSignature(item, hexKey), 'base64');
  return hexKey !== '' && given.length === expected.length && timingSafeEqual(given, expected);
}
