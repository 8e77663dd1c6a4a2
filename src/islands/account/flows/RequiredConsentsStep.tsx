import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { ConsentStateBody, UserConsentsBody } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api } from '../../../stores/session';
import { ConsentCheckboxes } from '../shared/ConsentCheckboxes';
import { FormMessage, SubmitButton } from '../shared/fields';
import { apiFormErrors, translateMessage, type FormErrors } from '../shared/messages';
import { accountT } from '../shared/use-account-t';

/**
 * The publisher consents an account still owes (spec 2 §5), asked before anything else: an account made by social
 * sign-in never saw the registration checkboxes, and a changed version asks again. Shows `children` once every
 * required consent is accepted; the server stores each answer with its version and time.
 */
export function RequiredConsentsStep({
  language,
  hydrated,
  children,
}: {
  language: Language;
  hydrated: boolean;
  children: ReactNode;
}) {
  const t = accountT(language);
  const [consents, setConsents] = useState<ConsentStateBody[] | null>(null);
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    api
      .get<UserConsentsBody>('/auth/user/consents')
      .then((body) => {
        setConsents(body.consents);
        setTicked(Object.fromEntries(body.consents.map((consent) => [consent.name, consent.accepted])));
      })
      // Not knowing them must not lock the page: the next sign-in and the account area ask again.
      .catch(() => setUnavailable(true));
  }, [language]);

  if (unavailable) return <>{children}</>;
  if (!consents) return <p className="account-screen__note">{t('form.loading')}</p>;
  const owed = consents.filter((consent) => consent.required && !consent.accepted);
  if (owed.length === 0) return <>{children}</>;

  const fieldNames = consents.map((consent) => `consents.${consent.name}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = owed.filter((consent) => !ticked[consent.name]);
    if (missing.length > 0) {
      const required = translateMessage(language, 'registration.field_required');
      setErrors({
        fields: Object.fromEntries(missing.map((consent) => [`consents.${consent.name}`, required])),
        form: translateMessage(language, 'registration.consents_error'),
      });
      return;
    }
    setErrors({ fields: {} });
    setBusy(true);
    try {
      const answers = Object.fromEntries(consents.map((consent) => [consent.name, ticked[consent.name] === true]));
      const body = await api.patch<UserConsentsBody>('/auth/user/consents', { consents: answers });
      setConsents(body.consents);
    } catch (failure) {
      setErrors(apiFormErrors(language, failure, fieldNames));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <h2 className="account-section__title">{t('consents.ask_title')}</h2>
      <p className="account-screen__intro">{t('consents.ask_intro')}</p>
      <FormMessage text={errors.form} />
      <ConsentCheckboxes
        t={t}
        consents={consents}
        values={ticked}
        errors={errors.fields}
        disabled={!hydrated || busy}
        onChange={(name, value) => setTicked((current) => ({ ...current, [name]: value }))}
      />
      <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.working')}>
        {t('consents.accept')}
      </SubmitButton>
    </form>
  );
}
