import { useEffect, useState } from 'react';
import {
  PAYPAL_METHOD_PARAMETER,
  paypalMethodOutcome,
  type PaypalMethodOutcome,
} from '../../domain/commerce/paypal-return';
import type { PaymentMethodView, PaymentOptionsView, PaypalRedirectView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { accountModalPath } from '../../lib/routes';
import { api } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { errorMessage } from '../account/shared/messages';
import { Section } from '../account/shared/section';
import { accountT } from '../account/shared/use-account-t';

const OUTCOME_TONES: Record<PaypalMethodOutcome, 'success' | 'info' | 'error'> = {
  updated: 'success',
  cancelled: 'info',
  failed: 'error',
};

/** This page's address without a previous PayPal outcome: where PayPal sends the customer back to. */
function pagePath(): string {
  const query = new URLSearchParams(location.search);
  query.delete(PAYPAL_METHOD_PARAMETER);
  const search = query.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/**
 * The outcome of a PayPal method change the customer is back from, said once (a reload does not repeat it); a
 * saved account is confirmed with the server first, which removes the methods saved before it.
 */
function usePaypalOutcome(language: Language, onChanged: (method: PaymentMethodView) => void) {
  useEffect(() => {
    const outcome = paypalMethodOutcome(new URLSearchParams(location.search).get(PAYPAL_METHOD_PARAMETER));
    if (!outcome) return;
    history.replaceState(history.state, '', pagePath() + location.hash);
    const say = () => showToast(OUTCOME_TONES[outcome], accountT(language)(`payments.paypal_method_${outcome}`));
    if (outcome !== 'updated') {
      say();
      return;
    }
    api
      .post<PaymentMethodView>('/payment-methods/paypal/finalize')
      .then((method) => {
        onChanged(method);
        say();
      })
      .catch((failure: unknown) => showToast('error', errorMessage(language, failure)));
    // Once per return from PayPal: `onChanged` is a new function on every render.
  }, [language]);
}

function methodText(language: Language, method: PaymentMethodView | null) {
  const t = accountT(language);
  if (!method) return t('payments.no_method');
  if (method.methodName === 'paypal') {
    return method.payer ? t('payments.paypal_account', { payer: method.payer }) : t('payments.paypal');
  }
  const expiry = `${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}`;
  return t('payments.card_expires', { last4: method.last4, expiry });
}

/**
 * The payments page's saved method (spec 2 §3 "methodName (card or paypal)"): the card or PayPal account, and what
 * the platform lets the customer do with it: a new card, a PayPal account instead (spec 2 §7 "update PayPal payment
 * method": off to PayPal and back here), removing it.
 */
export function PaymentMethodSection({
  language,
  method,
  options,
  canEditCard,
  onChanged,
}: {
  language: Language;
  method: PaymentMethodView | null;
  options: PaymentOptionsView | null;
  /** Spec 1 §6 "update payment method". */
  canEditCard: boolean;
  /** The saved method changed here (removed, or a PayPal account saved). */
  onChanged(method: PaymentMethodView | null): void;
}) {
  const t = accountT(language);
  const [busy, setBusy] = useState<'paypal' | 'remove' | null>(null);
  usePaypalOutcome(language, onChanged);

  const toPaypal = async () => {
    setBusy('paypal');
    try {
      const { redirectUrl } = await api.post<PaypalRedirectView>('/payment-methods/paypal', { returnPath: pagePath() });
      location.assign(redirectUrl);
    } catch (failure) {
      showToast('error', errorMessage(language, failure));
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await api.delete('/payment-methods');
      onChanged(null);
      showToast('success', t('payments.method_removed'));
    } catch (failure) {
      showToast('error', errorMessage(language, failure));
    } finally {
      setBusy(null);
    }
  };

  // PayPal first: on a phone the two short buttons then share the second row.
  const actions = [
    options?.paypalMethod && (
      <button
        key="paypal"
        type="button"
        className="button button--secondary"
        disabled={busy !== null}
        onClick={() => void toPaypal()}
      >
        {busy === 'paypal' ? t('checkout.paypal_redirecting') : t('payments.update_with_paypal')}
      </button>
    ),
    method && canEditCard && (
      <a key="card" className="button button--secondary" href={accountModalPath(location, 'edit-card')}>
        {method.methodName === 'card' ? t('payments.edit_card') : t('payments.use_card')}
      </a>
    ),
    method && options?.removeSavedMethod && (
      <button
        key="remove"
        type="button"
        className="button button--secondary"
        disabled={busy !== null}
        onClick={() => void remove()}
      >
        {t('payments.remove_method')}
      </button>
    ),
  ].filter(Boolean);

  return (
    <Section
      title={t('payments.method_section')}
      action={actions.length > 0 && <div className="account-section__actions">{actions}</div>}
    >
      <p className="account-section__muted">{methodText(language, method)}</p>
    </Section>
  );
}
