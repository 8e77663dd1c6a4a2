import type { ReactNode } from 'react';
import { updateEmailRequestSchema, type User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api, userChanged } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../shared/fields';
import { apiFormErrors, validationErrors } from '../shared/messages';
import { useAccountForm } from '../shared/use-account-form';
import { accountT } from '../shared/use-account-t';

/**
 * The account page's email change (spec 3 §2 Account sections, §5): the new address and the current password to
 * confirm it; a wrong password is "Wrong email/password combination". The change applies at once.
 */
export interface EmailFormProps {
  language: Language;
  user: User;
  hydrated: boolean;
  /** Cancel next to Save. */
  secondary?: ReactNode;
  onSaved(user: User): void;
}

const FIELDS = ['email', 'confirmationPassword'];

export function EmailForm({ language, user, hydrated, secondary, onSaved }: EmailFormProps) {
  const t = accountT(language);
  const { values, set, setValues, errors, setErrors, busy, form, onLeave, submit } = useAccountForm({
    initial: { email: user.email, confirmationPassword: '' },
    validate: (current) => validationErrors(language, updateEmailRequestSchema, current),
    async save(current) {
      const updated = await api.patch<User>('/auth/user/email', current);
      userChanged(updated);
      showToast('success', t('toast.email_updated'));
      onSaved(updated);
    },
    refused(failure, refocus) {
      const shown = apiFormErrors(language, failure, FIELDS);
      setErrors({ fields: shown.fields, form: shown.form });
      setValues((current) => ({ ...current, confirmationPassword: '' }));
      refocus();
    },
  });

  return (
    <form ref={form} className="account-form" noValidate {...onLeave} onSubmit={submit}>
      <FormMessage text={errors.form} />
      <TextField
        label={t('area.new_email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onValue={set('email')}
        error={errors.fields.email}
      />
      <PasswordField
        label={t('area.confirmation_password')}
        name="confirmationPassword"
        autoComplete="current-password"
        required
        value={values.confirmationPassword}
        onValue={set('confirmationPassword')}
        error={errors.fields.confirmationPassword}
        hint={t('area.confirmation_password_hint')}
        showLabel={t('form.show_password')}
        hideLabel={t('form.hide_password')}
      />
      <div className="account-actions">
        {secondary}
        <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.saving')}>
          {t('form.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
