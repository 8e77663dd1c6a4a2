import { useEffect, useState } from 'react';
import type { ConsentStateBody, UserConsentsBody } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { ConsentCheckboxes } from '../shared/ConsentCheckboxes';
import { errorMessage } from '../shared/messages';
import { accountT } from '../shared/use-account-t';

/**
 * The account's publisher consents (spec 3 §5 "a checkbox list, with required ones locked"): a change is saved at
 * once with a new time. A required consent already accepted is locked; one whose version changed shows unticked
 * with "(updated)" until the viewer accepts it again.
 */
export function ConsentsForm({ language, hydrated }: { language: Language; hydrated: boolean }) {
  const t = accountT(language);
  const [consents, setConsents] = useState<ConsentStateBody[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get<UserConsentsBody>('/auth/user/consents')
      .then((body) => setConsents(body.consents))
      .catch((failure: unknown) => showToast('error', errorMessage(language, failure)));
  }, [language]);

  if (!consents) return <p className="account-section__muted">{t('form.loading')}</p>;
  if (consents.length === 0) return null;

  const change = async (name: string, ticked: boolean) => {
    const before = consents;
    // Shown at once; put back if the server refuses.
    setConsents(consents.map((consent) => (consent.name === name ? { ...consent, accepted: ticked } : consent)));
    setSaving(true);
    try {
      const body = await api.patch<UserConsentsBody>('/auth/user/consents', { consents: { [name]: ticked } });
      setConsents(body.consents);
      showToast('success', t('toast.user_updated'));
    } catch (failure) {
      setConsents(before);
      showToast('error', errorMessage(language, failure));
    } finally {
      setSaving(false);
    }
  };

  const locked = new Set(
    consents.filter((consent) => consent.required && consent.accepted).map((consent) => consent.name),
  );
  return (
    <>
      <p className="account-section__muted">{t('consents.intro')}</p>
      <ConsentCheckboxes
        t={t}
        consents={consents}
        values={Object.fromEntries(consents.map((consent) => [consent.name, consent.accepted]))}
        locked={locked}
        disabled={!hydrated || saving}
        onChange={(name, ticked) => void change(name, ticked)}
      />
    </>
  );
}
