import { useEffect, useMemo, useRef, useState } from 'react';
import type { HostedPaymentView, OrderView, PaymentGatewayView, PaymentView } from '../../../lib/api/commerce-contract';
import { formatPrice } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api/client';
import { api } from '../../../stores/session';
import { FormMessage, SubmitButton } from '../../account/shared/fields';
import { errorMessage } from '../../account/shared/messages';
import type { accountT } from '../../account/shared/use-account-t';
import { finalizePayment } from './gateway';
import { mountHostedForm, type HostedForm } from './hosted-form';

/** Where the bank's page sends the customer back: this page, with the gateway's finalize step. */
function finalizePath(gateway: PaymentGatewayView['name']): string {
  const query = new URLSearchParams(location.search);
  query.delete('paymentId');
  query.set('u', gateway === 'adyen' ? 'finalize-payment-adyen' : 'finalize-payment-stripe-ppv');
  return `${location.pathname}?${query}`;
}

/**
 * The checkout's payment part on a Stripe or Adyen site: a pending payment for the order, then the gateway's own
 * form, so the card never reaches our server. The answer goes to `onPayment` once the server asked the gateway.
 */
export function HostedPayment(props: {
  t: ReturnType<typeof accountT>;
  language: Language;
  gateway: PaymentGatewayView;
  order: OrderView;
  onPayment(payment: PaymentView): void;
}) {
  const { t, language, gateway, order, onPayment } = props;
  const slot = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<HostedForm | null>(null);
  const [paymentId, setPaymentId] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // One key per order: a retried start is the same payment and the same gateway session.
  const key = useMemo(() => crypto.randomUUID(), [order.id]);

  useEffect(() => {
    let mounted: HostedForm | undefined;
    let cancelled = false;
    setForm(null);
    setError(undefined);
    (async () => {
      const started = await api.post<HostedPaymentView>(
        `/orders/${order.id}/hosted-payments`,
        { returnPath: finalizePath(gateway.name) },
        { headers: { 'Idempotency-Key': key }, retries: 2 },
      );
      if (cancelled || !slot.current) return;
      setPaymentId(started.payment.id);
      mounted = await mountHostedForm(gateway.name, slot.current, {
        browser: gateway.browser,
        session: started.session,
        language,
        onDone: (details) => void finalizePayment(started.payment.id, details).then(onPayment, showError),
      });
      if (cancelled) mounted.destroy();
      else setForm(mounted);
    })().catch((problem: unknown) => {
      // An API answer has its own words; a gateway script that did not load gets ours.
      if (!cancelled)
        setError(
          problem instanceof ApiRequestError ? errorMessage(language, problem) : t('checkout.gateway_unavailable'),
        );
    });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [order.id]);

  function showError(problem: unknown) {
    setError(errorMessage(language, problem));
  }

  const pay = async () => {
    if (!form?.submit || !paymentId) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await form.submit();
      if ('error' in result) setError(result.error);
      else onPayment(await finalizePayment(paymentId, result.details));
    } catch (problem) {
      showError(problem);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="checkout__hosted">
      <div ref={slot} className="checkout__hosted-form" />
      {!form && !error && (
        <p className="account-screen__note" role="status">
          {t('checkout.gateway_loading')}
        </p>
      )}
      {error && <FormMessage text={error} />}
      {form?.submit && (
        <SubmitButton type="button" hydrated busy={busy} busyLabel={t('checkout.paying')} onClick={() => void pay()}>
          {order.totalPrice === 0
            ? t('checkout.start_trial')
            : t('checkout.pay', { price: formatPrice(order.totalPrice, order.currency, language) })}
        </SubmitButton>
      )}
    </div>
  );
}
