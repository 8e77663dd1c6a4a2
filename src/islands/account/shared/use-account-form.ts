import { useRef, useState, type FormEvent } from 'react';
import { focusFirstInvalid } from './fields';
import type { FieldErrors } from './leave-validation';
import type { FormErrors } from './messages';
import { useLeaveValidation } from './use-leave-validation';

export interface AccountFormOptions<V extends Record<string, string>> {
  initial: V;
  /** The rules' messages for the values, or null when they pass. */
  validate(values: V): FieldErrors | null;
  save(values: V): Promise<void>;
  /** What the server's refusal shows; `refocus` moves the focus to the first field it marked. */
  refused(failure: unknown, refocus: () => void): void;
}

/**
 * What the account's edit forms share: their values, errors and busy state, validation on leaving a field, and the
 * submit sequence — the rules first (focus on the first invalid field), then `save` with the form busy meanwhile.
 */
export function useAccountForm<V extends Record<string, string>>({ initial, validate, save, refused }: AccountFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const set = (name: keyof V) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const onLeave = useLeaveValidation(() => validate(values), setErrors);
  const refocus = () => focusFirstInvalid(form.current);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(values);
    if (invalid) {
      setErrors({ fields: invalid });
      refocus();
      return;
    }
    setErrors({ fields: {} });
    setBusy(true);
    try {
      await save(values);
    } catch (failure) {
      refused(failure, refocus);
    } finally {
      setBusy(false);
    }
  };

  return { values, set, setValues, errors, setErrors, busy, form, onLeave, submit };
}
