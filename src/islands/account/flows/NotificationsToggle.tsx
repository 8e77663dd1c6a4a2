import { useId, useState } from 'react';
import type { User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api, userChanged } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { errorMessage } from '../shared/messages';
import { accountT } from '../shared/use-account-t';

/** The email-notifications switch (spec 3 §4): saves at once, showing a loader while it does. */
export interface NotificationsToggleProps {
  language: Language;
  user: User;
  hydrated: boolean;
  /** The surrounding section already says "Notifications": the label is for screen readers only. */
  labelHidden?: boolean;
}

export function NotificationsToggle({ language, user, hydrated, labelHidden }: NotificationsToggleProps) {
  const t = accountT(language);
  const id = useId();
  const [saving, setSaving] = useState(false);

  const change = async (enabled: boolean) => {
    setSaving(true);
    try {
      userChanged(await api.patch<User>('/auth/user', { sendEmailNotification: enabled }));
      showToast('success', t('toast.user_updated'));
    } catch (failure) {
      showToast('error', errorMessage(language, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="switch-row">
      <div>
        <label className={labelHidden ? 'visually-hidden' : 'switch-row__label'} htmlFor={id}>
          {t('profile.notifications')}
        </label>
        <p className="switch-row__hint" id={`${id}-hint`}>
          {t('profile.notifications_hint')}
        </p>
      </div>
      <span className="switch-row__control">
        {saving && <span className="spinner" role="status" aria-label={t('form.saving')} />}
        <input
          id={id}
          className="switch"
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-hint`}
          checked={user.sendEmailNotification}
          disabled={!hydrated || saving}
          aria-busy={saving || undefined}
          onChange={(event) => void change(event.target.checked)}
        />
      </span>
    </div>
  );
}
