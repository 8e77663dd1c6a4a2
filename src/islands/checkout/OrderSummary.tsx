import type { TFunction } from 'i18next';
import type { OfferView, OrderView } from '../../lib/api/commerce-contract';
import { taxPercent } from '../../domain/commerce/pricing';
import { formatEpochDate, formatPrice, formatShortDateTime } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { offerPrice } from './offer-text';

/** "20 %" as the language writes a percent (a space before the sign in French and German). */
const formatPercent = (percent: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** The order's price breakdown as the server computed it (spec 2 §3 Order): price, discount, tax, total. */
export function OrderSummary({
  t,
  language,
  offer,
  order,
}: {
  t: TFunction;
  language: Language;
  offer: OfferView;
  order: OrderView;
}) {
  const money = (amount: number) => formatPrice(amount, order.currency, language);
  const { priceBreakdown: breakdown, discount } = order;
  const trial = discount.applied && discount.type === 'trial';
  return (
    <section className="order-summary" aria-label={t('checkout.summary_label')}>
      <p className="order-summary__offer">{offer.offerTitle}</p>
      <dl className="order-summary__lines">
        <div>
          <dt>{t('checkout.price')}</dt>
          <dd>{offerPrice(t, offer, language)}</dd>
        </div>
        {discount.applied && (
          <div>
            <dt>{trial ? t('checkout.trial') : t('checkout.coupon_discount')}</dt>
            <dd>−{money(breakdown.discountAmount)}</dd>
          </div>
        )}
        {/* No tax line when none is charged on top (InPlayer's prices include it, at a rate it does not say). */}
        {order.taxRate > 0 && (
          <div className="order-summary__tax">
            <dt>{t('checkout.tax', { percent: taxPercent(order.taxRate) })}</dt>
            <dd>{money(breakdown.taxValue)}</dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(order.totalPrice)}</dd>
        </div>
      </dl>
      {trial && (
        <p className="account-screen__note">
          {t('checkout.trial_then', { count: offer.freeDays, price: offerPrice(t, offer, language) })}
        </p>
      )}
      {/* The server's next charge and until when these figures may be paid (own backend, decision 4130). */}
      {order.nextChargeAt != null && order.nextChargeAmount != null && (
        <p className="account-screen__note order-summary__next">
          {t('upgrade.quote_next', {
            price: money(order.nextChargeAmount),
            date: formatEpochDate(order.nextChargeAt, language),
          })}
        </p>
      )}
      {order.validUntil !== undefined && (
        <p className="account-screen__note">
          {t('upgrade.quote_valid_until', { time: formatShortDateTime(new Date(order.validUntil * 1000), language) })}
        </p>
      )}
      {order.couponAfterTrial && (
        <p className="account-screen__note" role="status">
          {t('checkout.coupon_after_trial', {
            discount:
              order.couponAfterTrial.percentOff !== null
                ? formatPercent(order.couponAfterTrial.percentOff, language)
                : money(order.couponAfterTrial.discountAmount),
            date: formatEpochDate(order.couponAfterTrial.firstPaymentAt, language),
            price: money(order.couponAfterTrial.firstPaymentPrice),
          })}
        </p>
      )}
    </section>
  );
}
