import type { TFunction } from 'i18next';
import { taxPercent } from '../../domain/commerce/pricing';
import type { SwitchQuoteView } from '../../lib/api/commerce-contract';
import { formatEpochDate, formatPrice, formatShortDateTime } from '../../lib/format';
import type { Language } from '../../lib/i18n';

/**
 * A plan change's quote as the server computed it (decision 4105): what is charged now — the new plan's price,
 * the credit for the unused part of the current one, the tax in it — the next charge and its date, and until
 * when the figures hold. The confirm button charges exactly this.
 */
export function SwitchQuoteSummary({
  t,
  language,
  quote,
}: {
  t: TFunction;
  language: Language;
  quote: SwitchQuoteView;
}) {
  const money = (amount: number) => formatPrice(amount, quote.currency, language);
  const next = t('upgrade.quote_next', {
    price: money(quote.nextChargeAmount),
    date: formatEpochDate(quote.nextChargeAt, language),
  });
  const holds = t('upgrade.quote_valid_until', {
    time: formatShortDateTime(new Date(quote.validUntil * 1000), language),
  });
  if (quote.kind === 'downgrade') {
    return (
      <section className="order-summary" aria-label={t('upgrade.quote_label')} aria-live="polite">
        <p>{t('upgrade.quote_nothing_now', { date: formatEpochDate(quote.startsAt, language) })}</p>
        <p>{next}</p>
      </section>
    );
  }
  return (
    <section className="order-summary" aria-label={t('upgrade.quote_label')} aria-live="polite">
      <dl className="order-summary__lines">
        <div>
          <dt>{t('upgrade.quote_plan_price')}</dt>
          <dd>{money(quote.offerPrice)}</dd>
        </div>
        {quote.proration > 0 && (
          <div>
            <dt>{t('upgrade.quote_credit')}</dt>
            <dd>−{money(quote.proration)}</dd>
          </div>
        )}
        <div className="order-summary__tax">
          <dt>{t('checkout.tax_included', { percent: taxPercent(quote.taxRate) })}</dt>
          <dd>{money(quote.taxValue)}</dd>
        </div>
        <div className="order-summary__total">
          <dt>{t('upgrade.quote_now')}</dt>
          <dd>{money(quote.amount)}</dd>
        </div>
      </dl>
      <p className="account-screen__note">{next}</p>
      <p className="account-screen__note">{holds}</p>
    </section>
  );
}
