import { useState } from 'react';
import type { OrderView, PaymentView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { api } from '../../stores/session';
import { FormMessage, SubmitButton } from '../account/shared/fields';
import { errorMessage } from '../account/shared/messages';
import type { accountT } from '../account/shared/use-account-t';

/** The order costs nothing and needs no payment method (a 100 % coupon on a pass): nothing to fill in. */
export const needsNoPaymentDetails = (order: OrderView) => order.totalPrice === 0 && !order.requiredPaymentDetails;

/** Takes such an order with one button ("payment without details", spec 2 §7) instead of the payment form. */
export function NoDetailsPayment(props: {
  t: ReturnType<typeof accountT>;
  language: Language;
  order: OrderView;
  onPayment(payment: PaymentView): void;
}) {
  const { t, language, order, onPayment } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const take = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onPayment(await api.post<PaymentView>(`/orders/${encodeURIComponent(order.id)}/payment-without-details`));
    } catch (problem) {
      setError(errorMessage(language, problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error && <FormMessage text={error} />}
      <SubmitButton hydrated type="button" busy={busy} busyLabel={t('checkout.paying')} onClick={() => void take()}>
        {t('checkout.get_access_free')}
      </SubmitButton>
    </>
  );
}
