import { useId, type ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import type { PublisherConsentBody } from '../../../lib/api/contract';
import { isCheckbox } from '../../../domain/account/publisher-consents';
import { TextField } from './fields';

/**
 * The account platform's own register fields beside the consents (spec 1 §3 "Publisher consent"; InPlayer's
 * select, datepicker, input …): a select for a field with options, a date for a datepicker, a text box otherwise.
 * Their answers go with the consents, as texts (`consents.{name}`).
 */
export interface RegisterFieldsProps {
  t: TFunction;
  fields: PublisherConsentBody[];
  values: Record<string, boolean | string>;
  onChange(name: string, value: string): void;
  errors?: Record<string, string>;
  disabled?: boolean;
}

function SelectField(props: {
  field: PublisherConsentBody;
  value: string;
  note?: string;
  error?: string;
  disabled?: boolean;
  onChange(value: string): void;
}) {
  const { field, value, note, error } = props;
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {field.label}
        {note && <span className="field__note"> {note}</span>}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={`consents.${field.name}`}
          className="field__input"
          value={value}
          required={field.required}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value)}
        >
          <option value="">{field.placeholder ?? ''}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export function RegisterFields({ t, fields, values, onChange, errors = {}, disabled }: RegisterFieldsProps) {
  const asked = fields.filter((field) => !isCheckbox(field));
  if (asked.length === 0) return null;
  return (
    <>
      {asked.map((field) => {
        const value = typeof values[field.name] === 'string' ? (values[field.name] as string) : '';
        const error = errors[`consents.${field.name}`];
        const note = field.required ? t('consents.required') : t('form.optional');
        if ((field.options ?? []).length > 0) {
          return (
            <SelectField
              key={field.name}
              field={field}
              value={value}
              note={note}
              error={error}
              disabled={disabled}
              onChange={(next) => onChange(field.name, next)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            label={field.label}
            labelNote={note}
            type={field.type === 'datepicker' ? 'date' : 'text'}
            name={`consents.${field.name}`}
            placeholder={field.placeholder || undefined}
            required={field.required}
            disabled={disabled}
            value={value}
            onValue={(next) => onChange(field.name, next)}
            error={error}
          />
        );
      })}
    </>
  );
}
