import { useEffect, useRef, type Dispatch, type FocusEvent, type FormEvent, type SetStateAction } from 'react';
import { errorsOnEdit, errorsOnLeave, type FieldErrors } from './leave-validation';
import type { FormErrors } from './messages';

type Update = (next: (fields: FieldErrors) => FieldErrors) => void;

/**
 * The form's handlers for validation on leaving a field (leave-validation.ts): spread on the `<form>`, they see
 * every named input's edit and blur. `validate` gives the form's rules' messages for its current values.
 */
export function useLeaveValidation(validate: () => FieldErrors | null, setErrors: Dispatch<SetStateAction<FormErrors>>) {
  return useFieldsLeaveValidation(validate, (next) =>
    setErrors((errors) => {
      const fields = next(errors.fields);
      return fields === errors.fields ? errors : { ...errors, fields };
    }),
  );
}

/**
 * The same for errors kept as a plain field map; `fieldOf` names the error of an input whose name differs
 * (the card's `cardNumber` is `number`).
 */
export function useFieldsLeaveValidation(validate: () => FieldErrors | null, update: Update, fieldOf = (name: string) => name) {
  const changed = useRef(new Set<string>());
  const edited = useRef<string | null>(null);
  const fieldName = (target: EventTarget) =>
    target instanceof HTMLInputElement && target.name ? fieldOf(target.name) : undefined;

  // After the edit has rendered, so that `validate` sees the new value.
  useEffect(() => {
    const field = edited.current;
    if (!field) return;
    edited.current = null;
    const now = validate() ?? {};
    update((fields) => errorsOnEdit(fields, field, now));
  });

  return {
    onChange(event: FormEvent<HTMLElement>) {
      const field = fieldName(event.target);
      if (!field) return;
      changed.current.add(field);
      edited.current = field;
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const field = fieldName(event.target);
      if (!field) return;
      const now = validate() ?? {};
      const wasChanged = changed.current.delete(field);
      update((fields) => errorsOnLeave(fields, field, now, wasChanged));
    },
    // What the submit shows is judged anew: a field flagged then is judged again on leaving only once changed.
    onSubmitCapture() {
      changed.current.clear();
    },
  };
}
