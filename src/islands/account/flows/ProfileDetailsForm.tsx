import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isoDay } from '../../../domain/account/fields';
import { updateUserRequestSchema, type User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api, userChanged } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { focusFirstInvalid, FormMessage, SubmitButton, TextField } from '../shared/fields';
import { apiFormErrors, validationErrors, type FormErrors } from '../shared/messages';
import { DobField, NameFields } from '../shared/person-fields';
import { accountT } from '../shared/use-account-t';
import { useLeaveValidation } from '../shared/use-leave-validation';

/**
 * First name, last name and date of birth (spec 3 §2 Profile, §5: names ≤ 50, optional; no future date, from
 * 1900; a blank date is sent as ''). The email is shown read-only where the screen wants it.
 */
export interface ProfileDetailsFormProps {
  language: Language;
  user: User;
  hydrated: boolean;
  showEmail?: boolean;
  submitLabel: string;
  /** Close, Cancel or Skip next to the submit button. */
  secondary?: ReactNode;
  onSaved(user: User): void;
}

const FIELDS = ['firstName', 'lastName', 'dob'];

export function ProfileDetailsForm({
  language,
  user,
  hydrated,
  showEmail,
  submitLabel,
  secondary,
  onSaved,
}: ProfileDetailsFormProps) {
  const t = accountT(language);
  const [values, setValues] = useState({ firstName: user.firstName, lastName: user.lastName, dob: user.dob });
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const validate = () => validationErrors(language, updateUserRequestSchema(isoDay(new Date())), values);
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
      const updated = await api.patch<User>('/auth/user', values);
      userChanged(updated);
      showToast('success', t('toast.user_updated'));
      onSaved(updated);
    } catch (failure) {
      const shown = apiFormErrors(language, failure, FIELDS);
      setErrors({ fields: shown.fields });
      if (shown.form) showToast('error', shown.form);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="account-form" noValidate {...onLeave} onSubmit={submit}>
      <FormMessage text={errors.form} />
      <NameFields t={t} values={values} errors={errors.fields} onValue={set} />
      {showEmail && (
        <TextField label={t('form.email')} type="email" name="email" value={user.email} onValue={() => {}} readOnly />
      )}
      <DobField t={t} values={values} errors={errors.fields} onValue={set} hydrated={hydrated} />
      <div className="account-actions">
        {secondary}
        <SubmitButton hydrated={hydrated} busy={busy} busyLabel={t('form.saving')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
