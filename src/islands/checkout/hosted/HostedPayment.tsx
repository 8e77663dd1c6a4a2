import { useMemo } from 'react';
import type { HostedPaymentView, OrderView, PaymentGatewayView, PaymentView } from '../../../lib/api/commerce-contract';
import { formatPrice } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';
import { api } from '../../../stores/session';
import { errorMessage } from '../../account/shared/messages';
import type { accountT } from '../../account/shared/use-account-t';
import { finalizePayment, returnPathFor } from './gateway';
import { GatewayForm } from './GatewayForm';
import { ApiRequestError } from '../../../lib/api/client';
import { QUOTE_REPRICED, quoteOf } from '../order-quote';

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
  /** The order's figures lapsed or changed before the form opened: the checkout asks for the new price. */
  onRepriced?(): void;
}) {
  const { t, language, gateway, order, onPayment, onRepriced } = props;
  // One key per order: a retried start is the same payment and the same gateway session.
  const key = useMemo(() => crypto.randomUUID(), [order.id]);
  const finalizeStep = gateway.name === 'adyen' ? 'finalize-payment-adyen' : 'finalize-payment-stripe-ppv';

  const start = async () => {
    const started = await api
      .post<HostedPaymentView>(
        `/orders/${order.id}/hosted-payments`,
        { returnPath: returnPathFor(finalizeStep), quote: quoteOf(order) },
        { headers: { 'Idempotency-Key': key }, retries: 2 },
      )
      .catch((error: unknown) => {
        if (error instanceof ApiRequestError && QUOTE_REPRICED.has(error.code)) onRepriced?.();
        throw error;
      });
    return {
      session: started.session,
      finish: async (details: Record<string, string>) => onPayment(await finalizePayment(started.payment.id, details)),
    };
  };

  return (
    <GatewayForm
      t={t}
      language={language}
      gateway={gateway}
      startKey={order.id}
      start={start}
      submitLabel={
        order.totalPrice === 0
          ? t('checkout.start_trial')
          : t('checkout.pay', { price: formatPrice(order.totalPrice, order.currency, language) })
      }
      busyLabel={t('checkout.paying')}
      describe={(problem) => errorMessage(language, problem)}
    />
  );
}
