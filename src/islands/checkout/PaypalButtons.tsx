import { useEffect, useRef, useState } from 'react';
import type { OfferView, OrderView, PaypalOrderView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { frameMessage, paypalFramePath, type CheckoutMessage } from '../../lib/paypal/frame-messages';
import { api } from '../../stores/session';
import { FormMessage } from '../account/shared/fields';
import { errorMessage, translateMessage } from '../account/shared/messages';
import type { accountT } from '../account/shared/use-account-t';
import { finalizePayment, returnPathFor } from './hosted/gateway';
import { settlePayment } from './purchase';
import { quoteOf } from './order-quote';

/** PayPal's buttons pay a pass that costs something (subscriptions renew with a card, not with PayPal). */
export function offersPaypalButtons(paypal: boolean | undefined, offer: OfferView, order: OrderView): boolean {
  return Boolean(paypal) && offer.type === 'tvod' && order.totalPrice > 0;
}

/**
 * PayPal's buttons on the own backend's checkout, in a frame of our own (`/paypal-buttons`) so that PayPal's script
 * runs nowhere else. The frame asks for an order: the server makes the PayPal order; the buyer approves it in
 * PayPal's window; the server captures it (`finalize`), and the usual step after a payment follows.
 */
export function PaypalButtons(props: { t: ReturnType<typeof accountT>; language: Language; order: OrderView }) {
  const { t, language, order } = props;
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [note, setNote] = useState<string>();

  useEffect(() => {
    // One key per attempt: a retried start is the same PayPal order; after a refusal the next click starts anew.
    let key = crypto.randomUUID();
    let paymentId: string | undefined;
    const reply = (message: CheckoutMessage) => frame.current?.contentWindow?.postMessage(message, location.origin);

    async function start() {
      setNote(undefined);
      try {
        const started = await api.post<PaypalOrderView>(
          `/orders/${order.id}/paypal-orders`,
          { returnPath: returnPathFor('checkout'), quote: quoteOf(order) },
          { headers: { 'Idempotency-Key': key }, retries: 2 },
        );
        paymentId = started.payment.id;
        reply({ type: 'paypal:order', orderId: started.paypalOrderId });
      } catch (error) {
        reply({ type: 'paypal:no-order' });
        setNote(errorMessage(language, error));
      }
    }

    async function capture() {
      if (!paymentId) return;
      try {
        const payment = await finalizePayment(paymentId);
        if (payment.status === 'failed') key = crypto.randomUUID();
        settlePayment(payment, order.offerId, language);
      } catch (error) {
        setNote(errorMessage(language, error));
      }
    }

    const listen = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const message = frameMessage(event.data);
      if (message?.type === 'paypal:ready') setReady(true);
      if (message?.type === 'paypal:create') void start();
      if (message?.type === 'paypal:approved') void capture();
      if (message?.type === 'paypal:cancelled') setNote(t('checkout.paypal_closed'));
      if (message?.type === 'paypal:error') setNote(translateMessage(language, 'paypal_failed'));
    };
    addEventListener('message', listen);
    return () => removeEventListener('message', listen);
  }, [order.id]);

  return (
    <div className="checkout__paypal">
      <p className="account-screen__note">{t('checkout.or')}</p>
      {!ready && (
        <p className="account-screen__note" role="status">
          {t('checkout.paypal_loading')}
        </p>
      )}
      <iframe
        ref={frame}
        className="checkout__paypal-frame"
        src={paypalFramePath(order.currency)}
        title={t('checkout.paypal')}
        hidden={!ready}
      />
      {note && <FormMessage text={note} />}
    </div>
  );
}
