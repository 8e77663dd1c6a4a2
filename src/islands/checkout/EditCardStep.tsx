import { useRef, useState, type FormEvent } from 'react';
import type { Language } from '../../lib/i18n';
import { closeAccountModal, showAccountStep } from '../../stores/account-modal';
import { $accessVersion } from '../../stores/access';
import { api } from '../../stores/session';
import { FormMessage, SubmitButton, focusFirstInvalid } from '../account/shared/fields';
import { ScreenTitle } from '../account/shared/heading';
import { errorMessage } from '../account/shared/messages';
import { accountT } from '../account/shared/use-account-t';
import { CardFields, cardErrorsFrom, emptyCard, readCard, type CardDraft, type CardErrors } from './CardFields';
import { HostedCardChange } from './hosted/HostedCardChange';
import { usePaymentGateway } from './use-api-data';

/**
 * `?u=edit-card` (spec 2 §2, §5): a new card for the subscription's renewals, with the checkout's masks and
 * rules; the bank checks it without charging it. Then `payment-method-success`.
 */
export function EditCardStep({ language, params }: { language: Language; params: URLSearchParams }) {
  const t = accountT(language);
  const gateway = usePaymentGateway();
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const read = readCard(language, t, card);
    if ('errors' in read) {
      setErrors(read.errors);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      await api.post('/payment-methods', read);
      $accessVersion.set($accessVersion.get() + 1);
      showAccountStep('payment-method-success');
    } catch (error) {
      const fields = cardErrorsFrom(language, error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(errorMessage(language, error));
      focusFirstInvalid(form.current);
      setBusy(false);
    }
  };

  if (!gateway) {
    return (
      <p className="account-screen__note" role="status">
        {t('form.loading')}
      </p>
    );
  }

  if (gateway.checkout === 'hosted') {
    return (
      <div className="account-form">
        <ScreenTitle>{t('edit_card.title')}</ScreenTitle>
        <p className="account-screen__intro">{t('edit_card.intro')}</p>
        <HostedCardChange t={t} language={language} gateway={gateway} params={params} />
        <button type="button" className="account-link" onClick={closeAccountModal}>
          {t('form.cancel')}
        </button>
      </div>
    );
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} ref={form}>
      <ScreenTitle>{t('edit_card.title')}</ScreenTitle>
      <p className="account-screen__intro">{t('edit_card.intro')}</p>
      <CardFields language={language} t={t} draft={card} errors={errors} onChange={setCard} onErrors={setErrors} />
      {formError && <FormMessage text={formError} />}
      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={closeAccountModal} disabled={busy}>
          {t('form.cancel')}
        </button>
        <SubmitButton hydrated busy={busy} busyLabel={t('form.saving')}>
          {t('edit_card.save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** `?u=payment-method-success`: the card was changed. */
export function PaymentMethodSuccessStep({ language }: { language: Language }) {
  const t = accountT(language);
  return (
    <div className="account-form account-form--center">
      <ScreenTitle>{t('edit_card.success_title')}</ScreenTitle>
      <p className="account-screen__intro" role="status">
        {t('edit_card.success_text')}
      </p>
      <button type="button" className="button button--primary account-submit" onClick={closeAccountModal}>
        {t('form.close')}
      </button>
    </div>
  );
}
