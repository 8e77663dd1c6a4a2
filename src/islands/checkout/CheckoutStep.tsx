import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../lib/api/client';
import type { OrderView, PaymentView } from '../../lib/api/commerce-contract';
import { formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { showAccountStep } from '../../stores/account-modal';
import { $selectedOffer } from '../../stores/access';
import { api } from '../../stores/session';
import { showToast } from '../../stores/toasts';
import { FormMessage, SubmitButton, focusFirstInvalid } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { errorMessage, translateMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { CardFields, cardErrorsFrom, emptyCard, readCard, type CardDraft, type CardErrors } from './CardFields';
import { ChallengePanel } from './ChallengePanel';
import { CouponForm } from './CouponForm';
import { OrderSummary } from './OrderSummary';
import { settlePayment } from './purchase';
import { useOffers, usePaymentGateway } from './use-api-data';
import { HostedPayment } from './hosted/HostedPayment';
import { PaypalChoice } from './PaypalChoice';
import { PaypalButtons, offersPaypalButtons } from './PaypalButtons';
import { NoDetailsPayment, needsNoPaymentDetails } from './NoDetailsPayment';
import { isSandbox } from './hosted/gateway';
import { HeldAccess } from './HeldAccess';
import { QUOTE_REPRICED, quoteOf } from './order-quote';

/**
 * `?u=checkout` (spec 2 §4 "Checkout"): an order for the chosen offer, priced by the server, with a coupon
 * field, the card form and the pay button. Without a chosen offer (or when the order cannot be found) the viewer
 * goes back to choose-offer. Order and payment requests carry an Idempotency-Key, so a retried request never
 * charges twice.
 */
const idempotencyKey = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export function CheckoutStep({ language }: { language: Language }) {
  const t = accountT(language);
  const offerId = useStore($selectedOffer);
  const { offers } = useOffers();
  const offer = offers?.find((candidate) => candidate.offerId === offerId);
  const [order, setOrder] = useState<OrderView | null>(null);
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [couponError, setCouponError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<PaymentView | null>(null);
  /** The viewer already holds this offer: the checkout says so instead of selling it again. */
  const [alreadyHeld, setAlreadyHeld] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const gateway = usePaymentGateway();

  const backToOffers = (error?: unknown) => {
    if (error) showToast('error', errorMessage(language, error));
    showAccountStep('choose-offer');
  };

  /** The coupon of the order shown: a new price (quote lapsed or changed) is asked with it again. */
  const coupon = useRef<string | undefined>(undefined);

  const placeOrder = async (couponCode?: string, repriced = false) => {
    if (!offerId) return;
    try {
      setOrder(
        await api.post<OrderView>('/orders', { offerId, couponCode }, { headers: idempotencyKey(), retries: 2 }),
      );
      coupon.current = couponCode;
      setCouponError(undefined);
      if (couponCode && !repriced) showToast('success', t('checkout.coupon_applied'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'already_has_access') return setAlreadyHeld(true);
      const couponProblem = error instanceof ApiRequestError ? error.fields.couponCode?.[0] : undefined;
      if (couponProblem) setCouponError(translateMessage(language, couponProblem));
      else backToOffers(error);
    }
  };

  useEffect(() => {
    if (!offerId) backToOffers();
    else void placeOrder();
    // A new order per visit: the order is cleared when the checkout is left (spec 2 §4).
  }, [offerId]);

  useEffect(() => {
    if (offers && offerId && !offer) backToOffers();
  }, [offers, offer, offerId]);

  const settle = (payment: PaymentView) => {
    if (!offerId) return;
    if (payment.status === 'requires_action') return setChallenge(payment);
    setChallenge(null);
    settlePayment(payment, offerId, language);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    setFormError(undefined);
    const read = readCard(language, t, card);
    if ('errors' in read) {
      setCardErrors(read.errors);
      return focusFirstInvalid(form.current);
    }
    setCardErrors({});
    setBusy(true);
    try {
      const body = { ...read, quote: quoteOf(order) };
      settle(await api.post<PaymentView>(`/orders/${order.id}/payments`, body, { headers: idempotencyKey() }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'order_not_found') return backToOffers(error);
      // The figures shown are no longer the price: nothing was charged; the new ones are shown with the reason.
      if (error instanceof ApiRequestError && QUOTE_REPRICED.has(error.code)) {
        await placeOrder(coupon.current, true);
        return setFormError(errorMessage(language, error));
      }
      if (error instanceof ApiRequestError && error.code === 'already_has_access') return setAlreadyHeld(true);
      const fields = cardErrorsFrom(language, error);
      setCardErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessage(language, error));
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

  if (alreadyHeld && offerId) {
    return (
      <div className="account-form checkout">
        <ScreenTitle>{t('checkout.held_title')}</ScreenTitle>
        <HeldAccess t={t} language={language} offer={offer} offerId={offerId} onBack={() => backToOffers()} />
      </div>
    );
  }

  if (gateway?.checkout === 'hosted') {
    return (
      <div className="account-form checkout">
        <ScreenTitle>{t('checkout.title')}</ScreenTitle>
        {!order || !offer ? (
          <p className="account-screen__note" role="status">
            {t('form.loading')}
          </p>
        ) : (
          <>
            <OrderSummary t={t} language={language} offer={offer} order={order} />
            <CouponForm t={t} error={couponError} busy={false} onApply={(code) => void placeOrder(code)} />
            {needsNoPaymentDetails(order) ? (
              <NoDetailsPayment t={t} language={language} order={order} onPayment={settle} />
            ) : (
              <>
                <HostedPayment
                  t={t}
                  language={language}
                  gateway={gateway}
                  order={order}
                  onPayment={settle}
                  onRepriced={() => void placeOrder(coupon.current, true)}
                />
                {offersPaypalButtons(gateway.paypal, offer, order) && (
                  <PaypalButtons t={t} language={language} order={order} />
                )}
                <PaypalChoice language={language} order={order} />
                {isSandbox(gateway) && <p className="account-screen__note">{t('checkout.sandbox')}</p>}
              </>
            )}
            <button type="button" className="account-link" onClick={() => backToOffers()}>
              {t('checkout.back')}
            </button>
          </>
        )}
      </div>
    );
  }

  if (challenge && order) {
    return <ChallengePanel language={language} payment={challenge} onAnswered={settle} />;
  }

  return (
    <form className="account-form checkout" noValidate onSubmit={pay} ref={form}>
      <ScreenTitle>{t('checkout.title')}</ScreenTitle>
      {!order || !offer || !gateway ? (
        <p className="account-screen__note" role="status">
          {t('form.loading')}
        </p>
      ) : (
        <>
          <OrderSummary t={t} language={language} offer={offer} order={order} />
          <CouponForm t={t} error={couponError} busy={busy} onApply={(code) => void placeOrder(code)} />
          <CardFields language={language} t={t} draft={card} errors={cardErrors} onChange={setCard} onErrors={setCardErrors} />
          {/* The own test gateway charges nothing; a platform's card form (JWP / InPlayer) may charge for real. */}
          {(!gateway || isSandbox(gateway)) && <p className="account-screen__note">{t('checkout.sandbox')}</p>}
          {formError && <FormMessage text={formError} />}
          <SubmitButton hydrated busy={busy} busyLabel={t('checkout.paying')}>
            {order.totalPrice === 0
              ? t('checkout.start_trial')
              : t('checkout.pay', { price: formatPrice(order.totalPrice, order.currency, language) })}
          </SubmitButton>
          {offersPaypalButtons(gateway.paypal, offer, order) && (
            <PaypalButtons t={t} language={language} order={order} />
          )}
          <PaypalChoice language={language} order={order} />
          <button type="button" className="account-link" onClick={() => backToOffers()}>
            {t('checkout.back')}
          </button>
        </>
      )}
    </form>
  );
}
