import type { ReactNode } from 'react';
import { isoDay } from '../../../domain/account/fields';
import { updateUserRequestSchema, type User } from '../../../lib/api/contract';
import type { Language } from '../../../lib/i18n';
import { api, userChanged } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';
import { FormMessage, SubmitButton, TextField } from '../shared/fields';
import { apiFormErrors, validationErrors } from '../shared/messages';
import { DobField, NameFields } from '../shared/person-fields';
import { useAccountForm } from '../shared/use-account-form';
import { accountT } from '../shared/use-account-t';

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
  const { values, set, errors, setErrors, busy, form, onLeave, submit } = useAccountForm({
    initial: { firstName: user.firstName, lastName: user.lastName, dob: user.dob },
    validate: (current) => validationErrors(language, updateUserRequestSchema(isoDay(new Date())), current),
    async save(current) {
      const updated = await api.patch<User>('/auth/user', current);
      userChanged(updated);
      showToast('success', t('toast.user_updated'));
      onSaved(updated);
    },
    refused(failure) {
      const shown = apiFormErrors(language, failure, FIELDS);
      setErrors({ fields: shown.fields });
      if (shown.form) showToast('error', shown.form);
    },
  });

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
