import { afterPayment } from '../../domain/commerce/offer-choice';
import { paymentState } from '../../domain/commerce/payment-state';
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
 * The step after a payment answer (spec 2 §4), by its one name (`paymentState`): failed → payment-error with its
 * key; cancelled (the bank's check refused, or still waiting for the customer after a return from the bank's page)
 * → payment-cancelled; the bank still deciding, or a subscription → waiting-for-payment; a pass paid → the page.
 */
export function settlePayment(payment: PaymentView, offerId: string, language: Language): void {
  const state = paymentState(payment);
  if (state === 'failed') {
    return showAccountStep('payment-error', { message: payment.failureKey ?? 'unknown_error', offerId });
  }
  if (state === 'cancelled') return showAccountStep('payment-cancelled', { offerId });
  // Taken after the access was bought another way (another tab): named as owed back, not as a new purchase.
  if (state === 'refund_due') return showAccountStep('payment-error', { message: 'refund_due', offerId });
  if (payment.status === 'processing' || afterPayment(offerId) === 'waiting-for-payment') {
    return showAccountStep('waiting-for-payment', { offerId });
  }
  void finishPurchase(offerId, language);
}
