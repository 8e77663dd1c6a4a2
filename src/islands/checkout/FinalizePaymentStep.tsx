import { useEffect, useState } from 'react';
import type { OrderView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { api } from '../../stores/session';
import { FormMessage } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { accountT } from '../account/shared/use-account-t';
import { finalizeFailureMessage, type FinalizeGateway } from './finalize-failure';
import { finalizePayment } from './hosted/gateway';
import { settlePayment } from './purchase';

/**
 * `?u=finalize-payment-adyen` and `?u=finalize-payment-stripe-ppv` (spec 2 §2): the customer is back from the
 * bank's page. The server asks the gateway how the payment stands (Adyen's `redirectResult` goes along; Stripe's
 * own parameters are not trusted, the server asks Stripe), then the usual step after a payment follows.
 */
export interface FinalizePaymentStepProps {
  language: Language;
  params: URLSearchParams;
  gateway: FinalizeGateway;
}

export function FinalizePaymentStep({ language, params, gateway }: FinalizePaymentStepProps) {
  const t = accountT(language);
  const [error, setError] = useState<string>();
  const paymentId = params.get('paymentId');
  const redirectResult = params.get('redirectResult');

  useEffect(() => {
    if (!paymentId) return setError(finalizeFailureMessage(language, gateway));
    let live = true;
    (async () => {
      const payment = await finalizePayment(paymentId, redirectResult ? { redirectResult } : {});
      const order = await api.get<OrderView>(`/orders/${payment.orderId}`, { retries: 2 });
      if (live) settlePayment(payment, order.offerId, language);
    })().catch((problem: unknown) => live && setError(finalizeFailureMessage(language, gateway, problem)));
    return () => {
      live = false;
    };
  }, [paymentId, redirectResult, gateway]);

  return (
    <div className="account-form account-form--center">
      <ScreenTitle>{t('checkout.finalize_title')}</ScreenTitle>
      {error ? (
        <FormMessage text={error} />
      ) : (
        <p className="account-screen__intro" role="status">
          {t('payment.waiting_text')}
        </p>
      )}
    </div>
  );
}
