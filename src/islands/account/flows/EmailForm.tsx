import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { updateEmailRequestSchema, type User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api, userChanged } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton, TextField } from '../shared/fields';
import { apiFormErrors, validationErrors, type FormErrors } from '../shared/messages';
import { accountT } from '../shared/use-account-t';
import { useLeaveValidation } from '../shared/use-leave-validation';

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
  const [values, setValues] = useState({ email: user.email, confirmationPassword: '' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const validate = () => validationErrors(language, updateEmailRequestSchema, values);
  const onLeave = useLeaveValidation(validate, setErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate();
    if (invalid) {
      setErrors({ fields: invalid });
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({ fields: {} });
    setBusy(true);
    try {
      const updated = await api.patch<User>('/auth/user/email', values);
      userChanged(updated);
      showToast('success', t('toast.email_updated'));
      onSaved(updated);
    } catch (failure) {
      const shown = apiFormErrors(language, failure, FIELDS);
      setErrors({ fields: shown.fields, form: shown.form });
      setValues((current) => ({ ...current, confirmationPassword: '' }));
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  };

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
