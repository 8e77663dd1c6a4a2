import { renewsItself } from '../../domain/commerce/subscription-status';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../lib/api/client';
import type { OfferView, PlanSwitchView, SwitchQuoteView } from '../../lib/api/commerce-contract';
import { SwitchQuoteSummary } from './SwitchQuoteSummary';
import { formatEpochDate, formatPrice } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { accessChanged } from '../../stores/access';
import { api } from '../../stores/session';
import { FormMessage, SubmitButton } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { errorMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { OfferOption } from './OfferOption';
import { useOffers, useSubscriptions } from './use-api-data';

/**
 * `?u=upgrade-subscription&offerId=` (spec 2 §4 "Upgrade flow"): the other plans; a dearer one starts now (the
 * saved card pays it, less the unused part of the current period), a cheaper one when the period ends. Then
 * `upgrade-subscription-success`, `-pending` or `-error`.
 */
export function UpgradeSubscriptionStep({ language, params }: { language: Language; params: URLSearchParams }) {
  const t = accountT(language);
  const subscriptions = useSubscriptions();
  const { offers } = useOffers();
  const asked = params.get('offerId');
  const current = subscriptions?.find(
    (entry) =>
      entry.kind === 'svod' &&
      renewsItself(entry.status) &&
      entry.period !== 'granted' &&
      (!asked || entry.offerId === asked),
  );
  const currentOffer = offers?.find((offer) => offer.offerId === current?.offerId);
  const others = (offers ?? []).filter((offer) => offer.type === 'svod' && offer.offerId !== current?.offerId);
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  /** The server's quote for the picked plan; null while asked, or where the platform prices the switch itself. */
  const [quote, setQuote] = useState<SwitchQuoteView | null>(null);
  const [quoting, setQuoting] = useState(false);

  const askQuote = async (fromOfferId: string, toOfferId: string) => {
    setQuote(null);
    setQuoting(true);
    try {
      const path = `/subscriptions/${encodeURIComponent(fromOfferId)}/switch-quote`;
      setQuote(await api.post<SwitchQuoteView>(path, { toOfferId }, { retries: 2 }));
    } catch (problem) {
      // `feature_not_enabled`: the platform (Cleeng, JWP) prices the switch itself; the terms line says how.
      if (!(problem instanceof ApiRequestError && problem.code === 'feature_not_enabled')) {
        setError(errorMessage(language, problem));
      }
    } finally {
      setQuoting(false);
    }
  };

  if (!offers || !subscriptions) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }
  if (!current || !currentOffer) {
    return (
      <div className="account-form">
        <ScreenTitle>{t('upgrade.title')}</ScreenTitle>
        <p className="account-screen__intro">{t('subscription.none')}</p>
        <button type="button" className="button button--primary account-submit" onClick={closeAccountModal}>
          {t('form.close')}
        </button>
      </div>
    );
  }

  const date = formatEpochDate(current.expiresAt, language);
  const hint = (offer: OfferView) =>
    offer.customerPriceInclTax > currentOffer.customerPriceInclTax
      ? t('upgrade.starts_now')
      : t('upgrade.starts_on', { date });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) return setError(t('errors.choose_offer.field_required'));
    if (quoting) return;
    setBusy(true);
    try {
      const echo =
        quote && quote.toOfferId === picked
          ? { id: quote.id, amount: quote.amount, currency: quote.currency }
          : undefined;
      const answer = await api.post<PlanSwitchView>(`/subscriptions/${encodeURIComponent(current.offerId)}/switch`, {
        toOfferId: picked,
        quote: echo,
      });
      await accessChanged();
      showAccountStep(answer.result === 'pending' ? 'upgrade-subscription-pending' : 'upgrade-subscription-success');
    } catch (problem) {
      // The quote lapsed or the price changed: nothing was charged; the new figures are shown to confirm again.
      if (problem instanceof ApiRequestError && ['quote_expired', 'quote_changed'].includes(problem.code ?? '')) {
        setBusy(false);
        setError(errorMessage(language, problem));
        return void askQuote(current.offerId, picked);
      }
      showAccountStep('upgrade-subscription-error');
    }
  };

  return (
    <form className="account-form offer-choice" noValidate onSubmit={submit}>
      <ScreenTitle>{t('upgrade.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('upgrade.intro', { title: currentOffer.offerTitle })}</p>
      <fieldset className="offer-choice__offers">
        <legend className="visually-hidden">{t('choose_offer.offers_label')}</legend>
        {others.map((offer) => (
          <OfferOption
            key={offer.offerId}
            t={t}
            language={language}
            offer={offer}
            checked={picked === offer.offerId}
            terms={hint(offer)}
            onPick={(offerId) => {
              setPicked(offerId);
              setError(undefined);
              void askQuote(current.offerId, offerId);
            }}
          />
        ))}
      </fieldset>
      {quoting && (
        <p className="account-screen__note" role="status">
          {t('form.loading')}
        </p>
      )}
      {quote && quote.toOfferId === picked && <SwitchQuoteSummary t={t} language={language} quote={quote} />}
      {error && <FormMessage text={error} />}
      <SubmitButton hydrated busy={busy} busyLabel={t('form.working')}>
        {quote && quote.toOfferId === picked && quote.kind === 'upgrade'
          ? t('upgrade.submit_pay', { price: formatPrice(quote.amount, quote.currency, language) })
          : t('upgrade.submit')}
      </SubmitButton>
    </form>
  );
}

/** The upgrade's result notices (spec 2 §8: `upgrade_success`, `upgrade_pending`, `upgrade_error` and `_message`). */
export function UpgradeResultStep({
  language,
  result,
}: {
  language: Language;
  result: 'success' | 'pending' | 'error';
}) {
  const t = accountT(language);
  const retry = result === 'error';
  return (
    <div className="account-form account-form--center">
      <ScreenTitle>{t(`upgrade_${result}`)}</ScreenTitle>
      <p className="account-screen__intro" role={retry ? 'alert' : 'status'}>
        {t(`upgrade_${result}_message`)}
      </p>
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={closeAccountModal}>
          {t('form.close')}
        </button>
        {retry && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => showAccountStep('upgrade-subscription')}
          >
            {t('payment.try_again')}
          </button>
        )}
      </div>
    </div>
  );
}
