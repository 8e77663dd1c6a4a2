import { renewsItself } from '../../domain/commerce/subscription-status';
import { useState, type FormEvent } from 'react';
import type { OfferView, PlanSwitchView } from '../../lib/api/commerce-contract';
import { formatEpochDate } from '../../lib/format';
import type { Language } from '../../lib/i18n';
import { closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { accessChanged } from '../../stores/access';
import { api } from '../../stores/session';
import { FormMessage, SubmitButton } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
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
    setBusy(true);
    try {
      const answer = await api.post<PlanSwitchView>(`/subscriptions/${encodeURIComponent(current.offerId)}/switch`, {
        toOfferId: picked,
      });
      await accessChanged();
      showAccountStep(answer.result === 'pending' ? 'upgrade-subscription-pending' : 'upgrade-subscription-success');
    } catch {
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
            }}
          />
        ))}
      </fieldset>
      {error && <FormMessage text={error} />}
      <SubmitButton hydrated busy={busy} busyLabel={t('form.working')}>
        {t('upgrade.submit')}
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
