import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { offerChoice, preselectedOffer, type OfferType } from '../../domain/commerce/offer-choice';
import type { Language } from '../../lib/i18n';
import { showAccountStep } from '../../stores/account-modal';
import { $access, $requestedOffers, $selectedOffer } from '../../stores/access';
import { FormMessage, SubmitButton } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { errorMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { OfferOption } from './OfferOption';
import { offerTerms } from './offer-text';
import { useOffers } from './use-api-data';

/**
 * `?u=choose-offer` (spec 2 §4 "Offer selection"): the site's subscriptions and the item's passes, the
 * svod/tvod switch when both are on sale, the last offer preselected. Offers the viewer already has are shown
 * but cannot be chosen. Continue goes to the checkout.
 */
export function ChooseOfferStep({ language }: { language: Language }) {
  const t = accountT(language);
  const requested = useStore($requestedOffers);
  const access = useStore($access);
  const { offers, error: loadError } = useOffers();
  const choice = offerChoice(offers ?? [], requested);
  const [type, setType] = useState<OfferType | null>(null);
  const shownType = type ?? choice.defaultType;
  const shown = choice.byType[shownType];
  const [picked, setPicked] = useState<string | null>(null);
  const available = shown.filter((offer) => !access.offers.has(offer.offerId));
  const selected = picked ?? preselectedOffer(available)?.offerId ?? null;
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !shown.some((offer) => offer.offerId === selected)) {
      setError(t('errors.choose_offer.field_required'));
      return;
    }
    $selectedOffer.set(selected);
    showAccountStep('checkout');
  };

  if (offers === null) {
    return (
      <div className="account-form">
        <ScreenTitle>{t('choose_offer.title')}</ScreenTitle>
        <p className="account-screen__note" role="status">
          {t('form.loading')}
        </p>
      </div>
    );
  }

  return (
    <form className="account-form offer-choice" noValidate onSubmit={submit}>
      <ScreenTitle>{t('choose_offer.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('choose_offer.intro')}</p>
      {choice.showSwitch && (
        <fieldset className="offer-choice__switch">
          <legend className="visually-hidden">{t('choose_offer.type_label')}</legend>
          {(['svod', 'tvod'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="selectedOfferType"
                value={kind}
                checked={shownType === kind}
                onChange={() => {
                  setType(kind);
                  setPicked(null);
                  setError(undefined);
                }}
              />
              <span>{t(`choose_offer.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      {shown.length === 0 ? (
        <FormMessage
          text={loadError ? errorMessage(language, loadError) : t('choose_offer.none')}
          tone={loadError ? 'error' : 'info'}
        />
      ) : (
        <fieldset className="offer-choice__offers" aria-describedby={error ? 'offer-choice-error' : undefined}>
          <legend className="visually-hidden">{t('choose_offer.offers_label')}</legend>
          {shown.map((offer) => {
            const owned = access.offers.has(offer.offerId);
            return (
              <OfferOption
                key={offer.offerId}
                t={t}
                language={language}
                offer={offer}
                checked={selected === offer.offerId}
                disabled={owned}
                terms={owned ? t('choose_offer.current') : offerTerms(t, offer)}
                onPick={(offerId) => {
                  setPicked(offerId);
                  setError(undefined);
                }}
              />
            );
          })}
        </fieldset>
      )}
      {error && <FormMessage id="offer-choice-error" text={error} />}
      <SubmitButton hydrated disabled={available.length === 0} busyLabel={t('form.working')}>
        {t('choose_offer.continue')}
      </SubmitButton>
    </form>
  );
}
