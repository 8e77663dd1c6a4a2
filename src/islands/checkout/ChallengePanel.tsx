import { useState } from 'react';
import type { PaymentView } from '../../lib/api/commerce-contract';
import { formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { showAccountStep } from '../../stores/account-modal';
import { api } from '../../stores/session';
import { FormMessage } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { errorMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';

/**
 * The bank's question about a payment (`requires_action`, like 3-D Secure). With the test gateway this panel
 * stands for the bank's page: confirm or refuse; cancelling leaves the payment unconfirmed (`payment-cancelled`).
 */
export function ChallengePanel({
  language,
  payment,
  onAnswered,
}: {
  language: Language;
  payment: PaymentView;
  onAnswered(payment: PaymentView): void;
}) {
  const t = accountT(language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const answer = async (approved: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      onAnswered(await api.post<PaymentView>(`/payments/${payment.id}/challenge`, { approved }, { retries: 2 }));
    } catch (failure) {
      setError(errorMessage(language, failure));
      setBusy(false);
    }
  };
  return (
    <div className="account-form challenge">
      <ScreenTitle>{t('checkout.challenge_title')}</ScreenTitle>
      <p className="account-screen__intro">
        {t('checkout.challenge_text', { price: formatPrice(payment.amount, payment.currency, language) })}
      </p>
      <p className="account-screen__note">{t('checkout.challenge_test_note')}</p>
      {error && <FormMessage text={error} />}
      <div className="account-actions">
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void answer(false)}>
          {t('checkout.challenge_refuse')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void answer(true)}
        >
          {t('checkout.challenge_approve')}
        </button>
      </div>
      <button
        type="button"
        className="account-link"
        disabled={busy}
        onClick={() => showAccountStep('payment-cancelled')}
      >
        {t('checkout.challenge_cancel')}
      </button>
    </div>
  );
}
