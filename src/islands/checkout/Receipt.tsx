import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ReceiptView } from '../../lib/api/commerce-contract';
import { paymentState, paymentStateKey } from '../../domain/commerce/payment-state';
import { formatEpochDate, formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { taxPercent } from '../../domain/commerce/pricing';
import { paymentsPath } from '../../lib/routes';
import { $user, api } from '../../stores/session';
import { FormMessage } from '../account/shared/fields';
import { errorMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { useRequiredUser } from '../account/shared/use-session';
import '../account/account.css';
import { withIslandBoundary } from '../shared/island-boundary';

/**
 * `/u/payments/receipt/{paymentId}`: a payment's receipt as the viewer keeps it — seller, buyer, item, price,
 * discount, tax and total — with a Print button; printing shows the receipt alone.
 */
function ReceiptView({ language, paymentId, seller }: { language: Language; paymentId: string; seller: string }) {
  const t = accountT(language);
  useRequiredUser(() => paymentsPath());
  const user = useStore($user);
  const [receipt, setReceipt] = useState<ReceiptView | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!user) return;
    api
      .get<ReceiptView>(`/payments/${encodeURIComponent(paymentId)}/receipt`, { retries: 2 })
      .then(setReceipt)
      .catch((failure: unknown) => setError(errorMessage(language, failure)));
  }, [language, paymentId, user]);

  if (error) return <FormMessage text={error} />;
  if (!receipt || !user) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }
  const money = (amount: number) => formatPrice(amount, receipt.currency, language);
  const { priceBreakdown: lines } = receipt;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <h1 id="receipt-title" className="account-screen__title">
          {t('receipt.title')}
        </h1>
        <p className="receipt__seller">{seller}</p>
      </header>
      <dl className="receipt__facts">
        <div>
          <dt>{t('receipt.number')}</dt>
          <dd>{receipt.id.slice(0, 8).toUpperCase()}</dd>
        </div>
        <div>
          <dt>{t('payments.date')}</dt>
          <dd>{formatEpochDate(receipt.paidAt, language)}</dd>
        </div>
        <div>
          <dt>{t('payments.status')}</dt>
          <dd>{t(paymentStateKey(paymentState(receipt)))}</dd>
        </div>
        <div>
          <dt>{t('receipt.billed_to')}</dt>
          <dd>{[user.firstName, user.lastName].filter(Boolean).join(' ') || user.email}</dd>
        </div>
        {receipt.cardLast4 && (
          <div>
            <dt>{t('receipt.paid_with')}</dt>
            <dd>{t('receipt.card', { last4: receipt.cardLast4 })}</dd>
          </div>
        )}
      </dl>
      <dl className="order-summary__lines receipt__lines">
        <div>
          <dt>{receipt.offerTitle}</dt>
          <dd>{money(lines.offerPrice)}</dd>
        </div>
        {lines.discountAmount > 0 && (
          <div>
            <dt>{t('checkout.coupon_discount')}</dt>
            <dd>−{money(lines.discountAmount)}</dd>
          </div>
        )}
        {receipt.taxRate > 0 && (
          <div className="order-summary__tax">
            <dt>{t('checkout.tax_included', { percent: taxPercent(receipt.taxRate) })}</dt>
            <dd>{money(lines.taxValue)}</dd>
          </div>
        )}
        <div className="order-summary__total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(receipt.amount)}</dd>
        </div>
      </dl>
      <div className="receipt__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
        <a className="button button--secondary" href={paymentsPath(location.search)}>
          {t('receipt.back')}
        </a>
      </div>
    </article>
  );
}

export const Receipt = withIslandBoundary(ReceiptView);
