import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { EntitlementView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { $selectedOffer } from '../../stores/access';
import { api } from '../../stores/session';
import { ScreenTitle } from '../account/shared/heading';
import { translateMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { finishPurchase } from './purchase';
import { paymentErrorKey, paypalReturnCancelled } from '../../domain/commerce/paypal-return';
import { CANCELLED_FAILURE, paymentStateKey } from '../../domain/commerce/payment-state';

/** Access polling after a payment (spec 2 §9): every 3 s, 5 times. */
export const ACCESS_POLL_INTERVAL_MS = 3_000;
export const ACCESS_POLL_TRIES = 5;

/**
 * `?u=waiting-for-payment&offerId=` (spec 2 §4 "After payment"): asks whether the offer gives access, every 3 s
 * up to 5 times; then "payment.longer_than_usual". Access → welcome (a subscription) or back to the page (a pass).
 * A PayPal return marked cancelled (one return address for every outcome, as InPlayer's) → payment-cancelled.
 */
export function WaitingForPaymentStep({ language, params }: { language: Language; params: URLSearchParams }) {
  const t = accountT(language);
  const selected = useStore($selectedOffer);
  const offerId = params.get('offerId') ?? selected;
  const [gaveUp, setGaveUp] = useState(false);

  const cancelled = paypalReturnCancelled(params);

  useEffect(() => {
    if (cancelled) return showAccountStep('payment-cancelled', offerId ? { offerId } : {});
    if (!offerId) return setGaveUp(true);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      const entitlement = await api
        .get<EntitlementView>(`/entitlements/${encodeURIComponent(offerId)}`)
        .catch(() => null);
      if (stopped) return;
      if (entitlement?.accessGranted) return void finishPurchase(offerId, language);
      if (attempt >= ACCESS_POLL_TRIES) return setGaveUp(true);
      timer = setTimeout(() => void check(attempt + 1), ACCESS_POLL_INTERVAL_MS);
    };
    void check(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [offerId, language, cancelled]);

  return (
    <div className="account-form account-form--center">
      <ScreenTitle>{t(paymentStateKey('processing'))}</ScreenTitle>
      {gaveUp ? (
        <>
          <p className="account-screen__intro" role="status">
            {t('payment.longer_than_usual')}
          </p>
          <button type="button" className="button button--primary account-submit" onClick={closeAccountModal}>
            {t('form.close')}
          </button>
        </>
      ) : (
        <>
          <span className="spinner" aria-hidden="true" />
          <p className="account-screen__intro" role="status">
            {t('payment.waiting_text')}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * `?u=payment-error&message=` and `?u=payment-cancelled` (spec 2 §8): what happened, and a way back to the
 * checkout (or to the offers when the choice is gone). `message` is an error key; unknown text is not shown, so
 * an address cannot put words in the site's mouth.
 */
export function PaymentResultStep({
  language,
  params,
  outcome,
}: {
  language: Language;
  params: URLSearchParams;
  outcome: 'error' | 'cancelled';
}) {
  const t = accountT(language);
  const selected = useStore($selectedOffer);
  const offerId = params.get('offerId') ?? selected;
  const key = paymentErrorKey(params.get('message')) ?? '';
  // A refused bank check arriving as an error (a gateway's return) is a cancelled payment, named as such.
  const state =
    outcome === 'cancelled' || key === CANCELLED_FAILURE ? 'cancelled' : key === 'refund_due' ? 'refund_due' : 'failed';
  const detail = state !== 'cancelled' && key ? translateMessage(language, key) : null;
  const text =
    state === 'cancelled' ? t('payment.cancelled_text') : detail && detail !== key ? detail : t('payment.error_text');
  const retry = () => {
    if (offerId) $selectedOffer.set(offerId);
    showAccountStep(offerId ? 'checkout' : 'choose-offer');
  };
  return (
    <div className="account-form account-form--center">
      <ScreenTitle>{t(paymentStateKey(state))}</ScreenTitle>
      <p className="account-screen__intro" role={state === 'failed' ? 'alert' : 'status'}>
        {text}
      </p>
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={closeAccountModal}>
          {t('form.close')}
        </button>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('payment.try_again')}
        </button>
      </div>
    </div>
  );
}
