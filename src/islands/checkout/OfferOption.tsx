import type { TFunction } from 'i18next';
import type { OfferView } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { offerPrice } from './offer-text';

/** One offer as a radio choice: its title, its price and a line about its terms. */
export function OfferOption({
  t,
  language,
  offer,
  checked,
  disabled = false,
  terms,
  onPick,
}: {
  t: TFunction;
  language: Language;
  offer: OfferView;
  checked: boolean;
  disabled?: boolean;
  terms: string | null;
  onPick(offerId: string): void;
}) {
  return (
    <label className="offer-choice__offer">
      <input
        type="radio"
        name="selectedOfferId"
        value={offer.offerId}
        checked={checked}
        disabled={disabled}
        onChange={() => onPick(offer.offerId)}
      />
      <span className="offer-choice__text">
        <span className="offer-choice__title">{offer.offerTitle}</span>
        <span className="offer-choice__price">{offerPrice(t, offer, language)}</span>
        {terms && <span className="offer-choice__terms">{terms}</span>}
      </span>
    </label>
  );
}
