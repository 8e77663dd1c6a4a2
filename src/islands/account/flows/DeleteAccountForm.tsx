import { useRef, useState, type FormEvent } from 'react';
import { deleteAccountRequestSchema, type User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { PasswordField, SubmitButton } from '../shared/fields';
import { validationErrors } from '../shared/messages';
import { accountT } from '../shared/use-account-t';
import { deleteAccount } from './delete-account';

/**
 * The Delete Account tab of /profile (spec 3 §5): the password when the account has one, then the confirmation
 * dialog "Delete Account" — "Are you sure…" — before anything is deleted.
 */
export function DeleteAccountForm({ language, user, hydrated }: { language: Language; user: User; hydrated: boolean }) {
  const t = accountT(language);
  const needsPassword = user.isPasswordSet;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword) {
      const invalid = validationErrors(language, deleteAccountRequestSchema.required(), { password });
      if (invalid?.password) {
        setError(invalid.password);
        input.current?.focus();
        return;
      }
    }
    setError(undefined);
    setConfirming(true);
  };

  const confirm = async () => {
    setBusy(true);
    const result = await deleteAccount(language, needsPassword ? password : undefined);
    setBusy(false);
    setConfirming(false);
    if (result.passwordError) {
      setError(result.passwordError);
      setPassword('');
      requestAnimationFrame(() => input.current?.focus());
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-screen__intro">{t('profile.delete_intro')}</p>
      {needsPassword && (
        <PasswordField
          inputRef={input}
          label={t('form.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          error={error}
          hint={t('profile.delete_password_hint')}
          showLabel={t('form.show_password')}
          hideLabel={t('form.hide_password')}
        />
      )}
      <div className="account-actions">
        <SubmitButton hydrated={hydrated} busyLabel={t('form.working')} variant="danger">
          {t('profile.delete_button')}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        busy={busy}
        busyLabel={t('form.working')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('delete.confirm_text')}</p>
      </ConfirmDialog>
    </form>
  );
}
