import type { TFunction } from 'i18next';
import { DOB_MIN_YEAR, isoDay } from '../../../domain/account/fields';
import { TextField } from './fields';

/** The name and date-of-birth fields the registration and profile forms share (names ≤ 50, dob 1900 to today). */
type PersonField = 'firstName' | 'lastName' | 'dob';

export interface PersonFieldsProps {
  t: TFunction;
  values: Record<PersonField, string>;
  errors: Partial<Record<string, string>>;
  onValue: (name: PersonField) => (value: string) => void;
  /** Mark the fields "(optional)" (registration). */
  optional?: boolean;
  /** Live in the browser: only then is "today" the viewer's today, the date picker's upper bound. */
  hydrated: boolean;
}

export function NameFields({ t, values, errors, onValue, optional }: Omit<PersonFieldsProps, 'hydrated'>) {
  const labelNote = optional ? t('form.optional') : undefined;
  return (
    <div className="account-form__row">
      <TextField
        label={t('form.first_name')}
        labelNote={labelNote}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onValue={onValue('firstName')}
        error={errors.firstName}
      />
      <TextField
        label={t('form.last_name')}
        labelNote={labelNote}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        onValue={onValue('lastName')}
        error={errors.lastName}
      />
    </div>
  );
}

export function DobField({ t, values, errors, onValue, optional, hydrated }: PersonFieldsProps) {
  return (
    <TextField
      label={t('form.dob')}
      labelNote={optional ? t('form.optional') : undefined}
      type="date"
      name="dob"
      autoComplete="bday"
      min={`${DOB_MIN_YEAR}-01-01`}
      max={hydrated ? isoDay(new Date()) : undefined}
      value={values.dob}
      onValue={onValue('dob')}
      error={errors.dob}
    />
  );
}
