import type { TFunction } from 'i18next';
import type { PublisherConsentBody } from '../../../lib/api/contract';

/**
 * The publisher consents as checkboxes (spec 2 §5, spec 3 §5): required ones marked; in the account area a
 * required consent already given is ticked and locked.
 */
export interface ConsentCheckboxesProps {
  t: TFunction;
  consents: Array<PublisherConsentBody & { outdated?: boolean }>;
  /** Ticks by name (a register field's text beside them is not a tick). */
  values: Record<string, boolean | string>;
  onChange(name: string, ticked: boolean): void;
  errors?: Record<string, string>;
  /** Names that cannot be unticked (required ones already accepted). */
  locked?: ReadonlySet<string>;
  disabled?: boolean;
}

export function ConsentCheckboxes({
  t,
  consents,
  values,
  onChange,
  errors = {},
  locked,
  disabled,
}: ConsentCheckboxesProps) {
  if (consents.length === 0) return null;
  return (
    <fieldset className="consent-list">
      <legend className="visually-hidden">{t('consents.legend')}</legend>
      {consents.map((consent) => {
        const id = `consent-${consent.name}`;
        const error = errors[`consents.${consent.name}`];
        return (
          <div key={consent.name} className={`consent-list__item${error ? ' field--invalid' : ''}`}>
            <input
              id={id}
              name={`consents.${consent.name}`}
              type="checkbox"
              className="consent-list__box"
              checked={values[consent.name] === true}
              disabled={disabled || locked?.has(consent.name)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(consent.name, event.target.checked)}
            />
            <label htmlFor={id} className="consent-list__label">
              {consent.label}
              {consent.required && <span className="field__note"> {t('consents.required')}</span>}
              {consent.url && (
                <>
                  {' '}
                  <a className="account-link" href={consent.url} target="_blank" rel="noopener">
                    {t('consents.read')}
                  </a>
                </>
              )}
              {consent.outdated && <span className="consent-list__updated"> {t('consents.updated')}</span>}
            </label>
            {error && (
              <p className="field__error" id={`${id}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
