import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { confirmationMessage, messages } from '../../../domain/account/fields';
import { providerDisplayName } from '../../../domain/account/provider';
import { setPasswordRequestSchema, updatePasswordRequestSchema, type User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { loginPath } from '../../../lib/routes';
import { api, signedOut } from '../../../stores/session';
import { markLeaving, navigateWithToast, showToast } from '../../../stores/toasts';
import { focusFirstInvalid, FormMessage, PasswordField, SubmitButton } from '../shared/fields';
import {
  passwordFailure,
  translateMessage,
  validationErrors,
  type AccountSurface,
  type FormErrors,
} from '../shared/messages';
import { accountT } from '../shared/use-account-t';

/**
 * Change the password with the current one, or — for a user who signed in through a provider and has none — set
 * one (spec 3 §5, §6). Either way the server ends every session: the viewer is signed out here too, told so, and
 * sent to /login (spec 3 §4).
 */
export interface PasswordFormProps {
  language: Language;
  user: User;
  hydrated: boolean;
  secondary?: ReactNode;
  /** The account modal words a failed first password its own way (spec 2 §8). */
  surface?: AccountSurface;
}

/** Names the account's own provider (never a guessed one); an account without one gets the plain sentence. */
export function providerSentence(
  t: ReturnType<typeof accountT>,
  user: User,
  key: 'profile.set_password_intro' | 'delete.warning_text',
) {
  const provider = providerDisplayName(user.provider);
  return provider ? t(key, { provider }) : t(`${key}_plain`);
}

export function PasswordForm({ language, user, hydrated, secondary, surface = 'page' }: PasswordFormProps) {
  const t = accountT(language);
  const setting = !user.isPasswordSet;
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const validate = (): Record<string, string> => {
    const fields: Record<string, string> = {};
    if (setting) {
      const invalid = validationErrors(language, setPasswordRequestSchema, { password: values.newPassword });
      if (invalid?.password) fields.newPassword = invalid.password;
    } else {
      Object.assign(fields, validationErrors(language, updatePasswordRequestSchema, values));
    }
    const confirmMissing = setting ? messages.confirmPassword : messages.confirmNewPassword;
    const confirmation = confirmationMessage(values.newPassword, values.confirm, confirmMissing);
    if (confirmation) fields.confirm = translateMessage(language, confirmation);
    return fields;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate();
    if (Object.keys(invalid).length > 0) {
      setErrors({ fields: invalid });
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({ fields: {} });
    setBusy(true);
    try {
      if (setting) await api.post('/auth/set-password-after-oauth', { password: values.newPassword });
      else
        await api.patch('/auth/update-password', { oldPassword: values.oldPassword, newPassword: values.newPassword });
      markLeaving();
      signedOut();
      navigateWithToast(loginPath(), 'success', t(setting ? 'toast.password_set' : 'toast.password_updated'));
    } catch (failure) {
      const shown = passwordFailure(language, failure, { adding: setting, surface });
      setErrors({ fields: shown.fields });
      if (shown.form) showToast('error', shown.form);
      setBusy(false);
    }
  };

  const passwordProps = { showLabel: t('form.show_password'), hideLabel: t('form.hide_password'), required: true };
  return (
    <form ref={form} className="account-form" noValidate onSubmit={submit}>
      <p className="account-screen__intro">
        {setting ? providerSentence(t, user, 'profile.set_password_intro') : t('profile.change_password_intro')}
      </p>
      <FormMessage text={errors.form} />
      {!setting && (
        <PasswordField
          {...passwordProps}
          label={t('profile.current_password')}
          name="oldPassword"
          autoComplete="current-password"
          value={values.oldPassword}
          onValue={set('oldPassword')}
          error={errors.fields.oldPassword}
        />
      )}
      <PasswordField
        {...passwordProps}
        label={setting ? t('form.password') : t('profile.new_password')}
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onValue={set('newPassword')}
        error={errors.fields.newPassword}
      />
      <PasswordField
        {...passwordProps}
        label={setting ? t('form.confirm_password') : t('profile.confirm_new_password')}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirm}
        onValue={set('confirm')}
        error={errors.fields.confirm}
      />
      <div className="account-actions">
        {secondary}
        <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.saving')}>
          {t('form.save_changes')}
        </SubmitButton>
      </div>
    </form>
  );
}
