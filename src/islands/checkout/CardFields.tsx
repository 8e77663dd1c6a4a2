import type { TFunction } from 'i18next';
import type { Dispatch, SetStateAction } from 'react';
import { maskCardNumber, maskCvc, maskExpiry, parseExpiry } from '../../domain/commerce/card-mask';
import { cardSchema, type CardInput } from '../../lib/api/commerce-contract';
import type { Language } from '../../lib/i18n';
import { TextField } from '../account/shared/fields';
import { ApiRequestError } from '../../lib/api/client';
import { translateMessage, validationErrors } from '../account/shared/messages';
import { useFieldsLeaveValidation } from '../account/shared/use-leave-validation';

/** The card form (spec 2 §3 Card form, §5 masks and rules) as typed: masked text, checked on leaving a field and on submit. */
export interface CardDraft {
  holderName: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardDraft, string>>;

export const emptyCard: CardDraft = { holderName: '', number: '', expiry: '', cvc: '' };

const today = () => new Date().toISOString().slice(0, 10);

/** The card the API takes, or the translated errors per field (the server checks the same rules again). */
export function readCard(
  language: Language,
  t: TFunction,
  draft: CardDraft,
): { card: CardInput } | { errors: CardErrors } {
  const expiry = parseExpiry(draft.expiry);
  const values = { ...draft, number: draft.number, expMonth: expiry?.expMonth ?? 0, expYear: expiry?.expYear ?? 0 };
  const found = validationErrors(language, cardSchema(today()), values) ?? {};
  const errors: CardErrors = {
    holderName: found.holderName,
    number: found.number,
    expiry: expiry ? (found.expMonth ?? found.expYear) : t('errors.checkout.invalid_card_expiry'),
    cvc: found.cvc,
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  return { card: cardSchema(today()).parse(values) };
}

/** The API's field names (`card.expYear`) as the form's. */
function cardFieldOf(apiField: string): keyof CardDraft | undefined {
  const field = apiField.replace(/^card\./, '');
  if (field === 'expMonth' || field === 'expYear') return 'expiry';
  return field === 'holderName' || field === 'number' || field === 'cvc' ? field : undefined;
}

/** An API error's card field messages, translated, on the form's fields (none for other errors). */
export function cardErrorsFrom(language: Language, error: unknown): CardErrors {
  const fields: CardErrors = {};
  if (!(error instanceof ApiRequestError)) return fields;
  for (const [field, messages] of Object.entries(error.fields)) {
    const own = cardFieldOf(field);
    if (own) fields[own] = messages.map((message) => translateMessage(language, message)).join(', ');
  }
  return fields;
}

interface CardFieldsProps {
  language: Language;
  t: TFunction;
  draft: CardDraft;
  errors: CardErrors;
  onChange(draft: CardDraft): void;
  /** The step's error setter: a field is judged on leaving it and its message goes once corrected (decision 4202). */
  onErrors: Dispatch<SetStateAction<CardErrors>>;
}

const FIELD_OF_INPUT: Record<string, keyof CardDraft> = {
  cardholderName: 'holderName',
  cardNumber: 'number',
  cardExpiry: 'expiry',
  cardCVC: 'cvc',
};

export function CardFields({ language, t, draft, errors, onChange, onErrors }: CardFieldsProps) {
  const set = (field: keyof CardDraft, value: string) => onChange({ ...draft, [field]: value });
  const onLeave = useFieldsLeaveValidation(
    () => {
      const read = readCard(language, t, draft);
      return 'errors' in read ? (read.errors as Record<string, string>) : null;
    },
    (next) => onErrors((shown) => next(shown as Record<string, string>)),
    (name) => FIELD_OF_INPUT[name] ?? name,
  );
  return (
    <fieldset className="card-fields" {...onLeave}>
      <legend className="card-fields__legend">{t('checkout.card_label')}</legend>
      <TextField
        label={t('checkout.holder_name')}
        name="cardholderName"
        autoComplete="cc-name"
        value={draft.holderName}
        onValue={(value) => set('holderName', value)}
        error={errors.holderName}
        required
      />
      <TextField
        label={t('checkout.card_number')}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={draft.number}
        onValue={(value) => set('number', maskCardNumber(value))}
        error={errors.number}
        required
      />
      <div className="card-fields__row">
        <TextField
          label={t('checkout.card_expiry')}
          name="cardExpiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('checkout.card_expiry_hint')}
          value={draft.expiry}
          onValue={(value) => set('expiry', maskExpiry(value))}
          error={errors.expiry}
          required
        />
        <TextField
          label={t('checkout.card_cvc')}
          name="cardCVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={draft.cvc}
          onValue={(value) => set('cvc', maskCvc(value))}
          error={errors.cvc}
          required
        />
      </div>
    </fieldset>
  );
}
