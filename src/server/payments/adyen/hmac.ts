import type { NotificationRequestItem } from '@adyen/api-library/lib/src/typings/notification/models';
import { hmacValidator } from '@adyen/api-library/lib/src/utils/index.js';
import type { NotificationItem } from './wire';

/**
 * Adyen signs each webhook item (HMAC-SHA256 over its references, amount, event code and success, keyed with the
 * webhook's hex HMAC key); Adyen's own library checks it. Only its validator is loaded: the package's entry loads
 * every API client and model (docs/decisions/4121-adyen-library.md).
 */
const validator = new hmacValidator();

export function isGenuineItem(item: NotificationItem, hexKey: string): boolean {
  if (hexKey === '' || !item.additionalData?.hmacSignature) return false;
  // The library types event codes and `success` as its enums; it signs them as the strings they are.
  const signed = {
    ...item,
    eventCode: item.eventCode as NotificationRequestItem.EventCodeEnum,
    success: item.success as NotificationRequestItem.SuccessEnum,
    eventDate: item.eventDate ?? '',
  } satisfies NotificationRequestItem;
  try {
    return validator.validateHMAC(signed, hexKey);
  } catch {
    return false;
  }
}
