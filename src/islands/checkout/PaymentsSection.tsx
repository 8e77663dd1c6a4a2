import { useEffect, useState } from 'react';
import type { BillingEntryView, OfferView, PaymentMethodView, SubscriptionView } from '../../lib/api/commerce-contract';
import { paymentState, paymentStateKey } from '../../domain/commerce/payment-state';
import { renewsItself, stillRuns } from '../../domain/commerce/subscription-status';
import { formatEpochDate, formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { accountModalPath, receiptPath } from '../../lib/routes';
import { $accessVersion } from '../../stores/access';
import { api } from '../../stores/session';
import { FormMessage } from '../account/shared/fields';
import { errorMessage } from '../account/shared/messages';
import { Section } from '../account/shared/section';
import { useAccountFeatures } from '../account/shared/use-account-features';
import { accountT } from '../account/shared/use-account-t';
import { PaymentMethodSection } from './PaymentMethodSection';
import { usePaymentOptions } from './use-api-data';

/**
 * `/u/payments` (spec 3 §2 Account area, "Payments"): subscription details with cancel / renew, the saved payment
 * method (PaymentMethodSection), and the billing history (4 shown, then "Show all" with the hidden count).
 */
export const BILLING_SHOWN = 4;

function SubscriptionCard({
  language,
  entry,
  offers,
  canRenew,
}: {
  language: Language;
  entry: SubscriptionView;
  offers: OfferView[];
  /** Spec 1 §6 "renew subscription": off on the second platform. */
  canRenew: boolean;
}) {
  const t = accountT(language);
  const date = formatEpochDate(entry.expiresAt, language);
  const pending = offers.find((offer) => offer.offerId === entry.pendingSwitchId);
  const granted = entry.period === 'granted';
  const running = renewsItself(entry.status);
  const renews = running && entry.nextPaymentPrice !== null;
  const line = granted
    ? t('payments.granted_until', { date })
    : pending
      ? t('payments.switches', { title: pending.offerTitle, date })
      : renews
        ? t('payments.renews', {
            date,
            price: formatPrice(entry.nextPaymentPrice ?? 0, entry.nextPaymentCurrency ?? 'EUR', language),
          })
        : stillRuns(entry.status)
          ? t('payments.access_until', { date })
          : t('payments.ended', { date });
  // A granted access is given, not bought: nothing to change, cancel or renew.
  const active = entry.kind === 'svod' && running && !granted;
  const link = (step: string, label: string, variant: 'primary' | 'secondary') => (
    <a className={`button button--${variant}`} href={accountModalPath(location, step, { offerId: entry.offerId })}>
      {label}
    </a>
  );
  return (
    <article className="subscription-card">
      <div className="subscription-card__head">
        <h3 className="account-section__value">{entry.offerTitle}</h3>
        <span className={`subscription-card__status subscription-card__status--${entry.status}`}>
          {t(`payments.status_${entry.status}`)}
        </span>
      </div>
      <p className="account-section__muted">{line}</p>
      {entry.kind === 'svod' && stillRuns(entry.status) && !granted && (
        <div className="subscription-card__actions">
          {active && link('upgrade-subscription', t('payments.change_plan'), 'secondary')}
          {active
            ? link('unsubscribe', t('payments.cancel'), 'secondary')
            : canRenew && link('renew-subscription', t('payments.renew'), 'primary')}
        </div>
      )}
    </article>
  );
}

function BillingHistory({
  language,
  entries,
  receipts,
}: {
  language: Language;
  entries: BillingEntryView[];
  /** Spec 1 §6 "receipts": off on the first platform. */
  receipts: boolean;
}) {
  const t = accountT(language);
  const [all, setAll] = useState(false);
  if (entries.length === 0) return <p className="account-section__muted">{t('payments.no_history')}</p>;
  const shown = all ? entries : entries.slice(0, BILLING_SHOWN);
  return (
    <>
      <table className="payments-table">
        <thead>
          <tr>
            <th scope="col">{t('payments.date')}</th>
            <th scope="col">{t('payments.item')}</th>
            <th scope="col">{t('payments.amount')}</th>
            <th scope="col">{t('payments.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('payments.receipt')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <tr key={entry.id}>
              <td>{formatEpochDate(entry.paidAt, language, 'short')}</td>
              <td>{entry.offerTitle}</td>
              <td>{formatPrice(entry.amount, entry.currency, language)}</td>
              <td>{t(paymentStateKey(paymentState(entry)))}</td>
              <td>
                {receipts && entry.status === 'succeeded' && (
                  <a
                    href={receiptPath(entry.id, location.search)}
                    aria-label={t('payments.receipt_of', {
                      date: formatEpochDate(entry.paidAt, language),
                    })}
                  >
                    {t('payments.receipt')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!all && entries.length > BILLING_SHOWN && (
        <button type="button" className="button button--secondary" onClick={() => setAll(true)}>
          {t('payments.show_all', { count: entries.length - BILLING_SHOWN })}
        </button>
      )}
    </>
  );
}

export function PaymentsSections({ language }: { language: Language }) {
  const t = accountT(language);
  const [data, setData] = useState<{
    subscriptions: SubscriptionView[];
    history: BillingEntryView[];
    method: PaymentMethodView | null;
    offers: OfferView[];
  } | null>(null);
  const [error, setError] = useState<string>();
  const options = usePaymentOptions();
  // What the page's account platform offers (spec 1 §6): the screens leave out what it does not.
  const platform = useAccountFeatures();
  const offers = (feature: 'renewSubscription' | 'updatePaymentMethod' | 'receipts') =>
    platform?.features[feature] !== false;

  useEffect(() => {
    const load = () =>
      Promise.all([
        api.get<SubscriptionView[]>('/subscriptions', { retries: 2 }),
        api.get<BillingEntryView[]>('/payments', { retries: 2 }),
        api.get<PaymentMethodView | null>('/payment-methods', { retries: 2 }),
        api.get<OfferView[]>('/offers', { retries: 2 }),
      ])
        .then(([subscriptions, history, method, offers]) => setData({ subscriptions, history, method, offers }))
        .catch((failure: unknown) => setError(errorMessage(language, failure)));
    void load();
    // A change in the modal (cancel, renew, a new card) changes what this page shows.
    return $accessVersion.listen(() => void load());
  }, [language]);

  if (error) return <FormMessage text={error} />;
  if (!data) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }
  return (
    <>
      <Section title={t('payments.subscription_section')}>
        {data.subscriptions.length === 0 ? (
          <>
            <p className="account-section__muted">{t('payments.no_subscription')}</p>
            <a className="button button--primary" href={accountModalPath(location, 'choose-offer')}>
              {t('payments.complete_subscription')}
            </a>
          </>
        ) : (
          data.subscriptions.map((entry) => (
            <SubscriptionCard
              key={entry.offerId}
              language={language}
              entry={entry}
              offers={data.offers}
              canRenew={offers('renewSubscription')}
            />
          ))
        )}
      </Section>
      <PaymentMethodSection
        language={language}
        method={data.method}
        options={options}
        canEditCard={offers('updatePaymentMethod')}
        onChanged={(method) => setData((current) => current && { ...current, method })}
      />
      <Section title={t('payments.history_section')}>
        <BillingHistory language={language} entries={data.history} receipts={offers('receipts')} />
      </Section>
    </>
  );
}
