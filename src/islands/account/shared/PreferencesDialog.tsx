import { useId } from 'react';
import { useModalDialog } from '../../shared/use-modal-dialog';
import type { User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { showToast } from '../../../stores/toasts';
import { PreferencesForm } from '../flows/PreferencesForm';
import { accountT } from './use-account-t';

/** The "Preferences" dialog of /profile (spec 3 §2): the sports grid in a native modal dialog. */
export interface PreferencesDialogProps {
  language: Language;
  user: User;
  sports: string[];
  open: boolean;
  onClose(): void;
}

export function PreferencesDialog({ language, user, sports, open, onClose }: PreferencesDialogProps) {
  const t = accountT(language);
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="confirm-dialog confirm-dialog--wide"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 className="confirm-dialog__title" id={titleId}>
        {t('preferences.title')}
      </h2>
      <p className="account-screen__intro">{t('preferences.intro')}</p>
      {open && (
        <PreferencesForm
          language={language}
          sports={sports}
          initial={user.preferences.sports}
          hydrated
          submitLabel={t('form.save')}
          onSaved={() => {
            showToast('success', t('toast.preferences_updated'));
            onClose();
          }}
          secondary={
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('form.cancel')}
            </button>
          }
        />
      )}
    </dialog>
  );
}
