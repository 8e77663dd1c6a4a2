/**
 * Validation on leaving a field (decision 4202), as pure steps over the errors shown. `now` is what the form's own
 * rules say of the values as they are (field → message); a field is only judged once the viewer has changed it,
 * so tabbing past an empty field, or past one the server flagged, changes nothing.
 */
export type FieldErrors = Record<string, string>;

function without(shown: FieldErrors, field: string): FieldErrors {
  const { [field]: _gone, ...rest } = shown;
  return rest;
}

/** Leaving `field` after changing it: its message as the rules give it now, or none; the others as they were. */
export function errorsOnLeave(shown: FieldErrors, field: string, now: FieldErrors, changed: boolean): FieldErrors {
  if (!changed) return shown;
  const message = now[field];
  if (message) return shown[field] === message ? shown : { ...shown, [field]: message };
  return field in shown ? without(shown, field) : shown;
}

/** An edit of `field`: a message shown for it goes once the value is right; no new message while typing. */
export function errorsOnEdit(shown: FieldErrors, field: string, now: FieldErrors): FieldErrors {
  return field in shown && !now[field] ? without(shown, field) : shown;
}
