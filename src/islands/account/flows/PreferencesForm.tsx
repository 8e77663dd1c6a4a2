import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../../../domain/account/fields';
import type { User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api, userChanged } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { SubmitButton } from '../shared/fields';
import { errorMessage, translateMessage } from '../shared/messages';
import { accountT } from '../shared/use-account-t';

/**
 * The sports a viewer prefers (spec 3 §2 Preferences, §5): a checkbox grid of the CMS's sports, at least one.
 * Used by /preferences and by the Preferences dialog of /profile; the host confirms the save and moves on.
 */
export interface PreferencesFormProps {
  language: Language;
  sports: string[];
  /** The user's current choice (checked at first). */
  initial: string[];
  hydrated: boolean;
  submitLabel: string;
  onSaved(user: User): void;
  /** Skip or Cancel, next to the submit button. */
  secondary?: ReactNode;
}

export function PreferencesForm({
  language,
  sports,
  initial,
  hydrated,
  submitLabel,
  onSaved,
  secondary,
}: PreferencesFormProps) {
  const t = accountT(language);
  const id = useId();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initial.filter((title) => sports.includes(title))));
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const toggle = (title: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(title)) next.delete(title);
      else next.add(title);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) {
      setError(translateMessage(language, messages.sportsRequired));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const ordered = sports.filter((title) => chosen.has(title));
      const user = await api.patch<User>('/auth/user/preferences', { preferences: { sports: ordered } });
      userChanged(user);
      onSaved(user);
    } catch (failure) {
      showToast('error', errorMessage(language, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="preferences-form" noValidate onSubmit={submit}>
      <fieldset className="preferences" aria-describedby={error ? `${id}-error` : `${id}-count`}>
        <legend className="visually-hidden">{t('preferences.legend')}</legend>
        {sports.length === 0 ? (
          <p className="account-screen__note">{t('preferences.none')}</p>
        ) : (
          <ul className="preferences__grid">
            {sports.map((title) => (
              <li key={title}>
                <label className="preferences__option">
                  <input
                    type="checkbox"
                    checked={chosen.has(title)}
                    onChange={() => toggle(title)}
                    disabled={!hydrated}
                  />
                  <span>{title}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <p className="preferences__count" id={`${id}-count`}>
          {t('preferences.selected', { count: chosen.size })}
        </p>
        {error && (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </fieldset>
      <div className="account-actions">
        {secondary}
        <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.saving')} disabled={sports.length === 0}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
