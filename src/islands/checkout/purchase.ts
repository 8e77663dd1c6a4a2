import { afterPayment } from '../../domain/commerce/offer-choice';
import type { PaymentView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { $selectedOffer, accessChanged } from '../../stores/access';
import { showToast } from '../../stores/toasts';
import { accountT } from '../account/shared/use-account-t';

/**
 * Access was granted (spec 2 §4 "After payment"): the lists and the page's player learn it; a subscription is
 * welcomed, a pass returns to the page it was bought on.
 */
export async function finishPurchase(offerId: string, language: Language): Promise<void> {
  $selectedOffer.set(null);
  await accessChanged();
  if (afterPayment(offerId) === 'waiting-for-payment') {
    showAccountStep('welcome');
    return;
  }
  closeAccountModal();
  showToast('success', accountT(language)('payment.pass_ready'));
}

/**
 * The step after a payment answer (spec 2 §4): refused → payment-error with its key; the bank still deciding, or a
 * subscription → waiting-for-payment; a pass paid → back to the page. A payment still waiting for the customer
 * after a return from the bank's page was abandoned: payment-cancelled.
 */
export function settlePayment(payment: PaymentView, offerId: string, language: Language): void {
  if (payment.status === 'failed') {
    return showAccountStep('payment-error', { message: payment.failureKey ?? 'unknown_error', offerId });
  }
  if (payment.status === 'requires_action') return showAccountStep('payment-cancelled', { offerId });
  if (payment.status === 'processing' || afterPayment(offerId) === 'waiting-for-payment') {
    return showAccountStep('waiting-for-payment', { offerId });
  }
  void finishPurchase(offerId, language);
}
