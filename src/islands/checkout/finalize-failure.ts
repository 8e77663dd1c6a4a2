import { ApiRequestError } from '../../lib/api/client';
import { getI18n, type Language } from '../../lib/i18n';
import { errorMessage } from '../account/shared/messages';

export type FinalizeGateway = 'adyen' | 'stripe';

/**
 * What the return step after the bank's page says when it cannot go on. Back from Adyen without a payment we know
 * of, the order is unknown: adyen_order_unknown (spec 2 §8); anything else, and Stripe's return, say what failed.
 */
export function finalizeFailureMessage(language: Language, gateway: FinalizeGateway, error?: unknown): string {
  const t = getI18n(language).getFixedT(language, 'account');
  const unknown = error === undefined || (error instanceof ApiRequestError && error.code === 'payment_not_found');
  if (unknown) return t(gateway === 'adyen' ? 'adyen_order_unknown' : 'errors.payment_not_found');
  return errorMessage(language, error);
}
