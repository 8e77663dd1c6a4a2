import { useState } from 'react';
import { modalQueryParameters } from '../../domain/account/modal-steps';
import type { OrderView, PaypalRedirectView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { api } from '../../stores/session';
import { FormMessage } from '../account/shared/fields';
import { errorMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { usePaymentOptions } from './use-api-data';

/** This page without the modal's parameters: the server adds PayPal's return step to it. */
function pagePath(): string {
  const query = new URLSearchParams(location.search);
  for (const name of modalQueryParameters) query.delete(name);
  const search = query.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/**
 * The checkout's PayPal choice, shown only when the platform's payment methods include PayPal: the server opens
 * the payment and the browser goes to PayPal's page, which sends the customer back to this page.
 */
export function PaypalChoice({ language, order }: { language: Language; order: OrderView }) {
  const t = accountT(language);
  const options = usePaymentOptions();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!options?.paypal) return null;

  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { redirectUrl } = await api.post<PaypalRedirectView>(`/orders/${encodeURIComponent(order.id)}/paypal`, {
        returnPath: pagePath(),
      });
      location.assign(redirectUrl);
    } catch (problem) {
      setError(errorMessage(language, problem));
      setBusy(false);
    }
  };

  return (
    <div className="checkout__paypal">
      <p className="account-screen__note">{t('checkout.or')}</p>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void start()}>
        {busy ? t('checkout.paypal_redirecting') : t('checkout.paypal')}
      </button>
      {error && <FormMessage text={error} />}
    </div>
  );
}
