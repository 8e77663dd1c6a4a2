import { afterPayment } from '../../domain/commerce/offer-choice';
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
