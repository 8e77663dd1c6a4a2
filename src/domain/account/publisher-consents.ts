/**
 * Publisher consents (spec 1 §3 "Publisher consent", spec 2 §5): checkboxes the site's settings declare (terms
 * required, marketing optional), each with a version. An account keeps, per consent, the version it answered and
 * when. A consent whose version changed since is asked again: it counts as not given until answered anew (a
 * required one is then shown unticked and unlocked in the account area until the viewer accepts it again).
 */
export interface PublisherConsent {
  /** Stable key, e.g. `terms`; the field name in requests and errors. */
  name: string;
  label: string;
  /** Optional link shown after the label (the terms page). */
  url?: string;
  version: string;
  required: boolean;
  /**
   * Spec 1 §3: the field's kind. `checkbox` (the default) is a consent proper; InPlayer's register fields add
   * `select`, `datepicker`, `input` and others, whose answer is a text.
   */
  type?: string;
  placeholder?: string;
  /** A `select`'s (or `radio`'s) choices. */
  options?: ConsentOption[];
  /** A register field's value until the viewer changes it. */
  defaultValue?: string;
  /** A checkbox that starts ticked. */
  enabledByDefault?: boolean;
  /** One of the account platform's own register fields (InPlayer), asked at sign-up only. */
  isCustomRegisterField?: boolean;
}

export interface ConsentOption {
  value: string;
  label: string;
}

/** Consent name → a checkbox's tick, or a register field's text. */
export type ConsentValues = Record<string, boolean | string>;

/** A checkbox consent (ticked or not), as opposed to a register field with a text answer. */
export function isCheckbox(consent: PublisherConsent): boolean {
  return (consent.type ?? 'checkbox') === 'checkbox';
}

/** Every spec 1 §3 field present: what the API answers. */
export function withFieldDefaults(consent: PublisherConsent): PublisherConsent & {
  type: string;
  enabledByDefault: boolean;
  isCustomRegisterField: boolean;
} {
  return {
    ...consent,
    type: consent.type ?? 'checkbox',
    enabledByDefault: consent.enabledByDefault ?? false,
    isCustomRegisterField: consent.isCustomRegisterField ?? false,
  };
}

/** The answers a sign-up form starts with: default ticks and default texts. */
export function initialConsentValues(consents: PublisherConsent[]): ConsentValues {
  return Object.fromEntries(
    consents.map((consent) => [
      consent.name,
      isCheckbox(consent) ? consent.enabledByDefault === true : (consent.defaultValue ?? ''),
    ]),
  );
}

/** Whether `value` answers a required consent: a tick for a checkbox, a non-blank text for a register field. */
function answers(consent: PublisherConsent, value: boolean | string | undefined): boolean {
  return isCheckbox(consent) ? value === true : typeof value === 'string' && value.trim() !== '';
}

/** The names whose value has the wrong kind (a text for a checkbox, a tick for a register field). */
export function mistypedConsents(consents: PublisherConsent[], given: ConsentValues): string[] {
  return consents
    .filter((consent) => consent.name in given)
    .filter((consent) => typeof given[consent.name] !== (isCheckbox(consent) ? 'boolean' : 'string'))
    .map((consent) => consent.name);
}

export interface ConsentAnswer {
  name: string;
  version: string;
  accepted: boolean;
  answeredAt: Date;
}

export interface ConsentState extends PublisherConsent {
  accepted: boolean;
  /** When the viewer last answered this consent's current version; null when never (or only an older one). */
  answeredAt: string | null;
  /** Answered before, for an older version: ask again. */
  outdated: boolean;
}

export const CONSENT_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/** The required consents `given` does not answer, by name (the fields to flag with `registration.field_required`). */
export function missingRequiredConsents(consents: PublisherConsent[], given: ConsentValues): string[] {
  return consents
    .filter((consent) => consent.required && !answers(consent, given[consent.name]))
    .map((consent) => consent.name);
}

/** The names in `given` that the settings do not declare. */
export function unknownConsents(consents: PublisherConsent[], given: ConsentValues): string[] {
  const known = new Set(consents.map((consent) => consent.name));
  return Object.keys(given).filter((name) => !known.has(name));
}

/** Each declared consent with the account's answer to its current version. */
export function consentStates(consents: PublisherConsent[], answers: ConsentAnswer[]): ConsentState[] {
  const byName = new Map(answers.map((answer) => [answer.name, answer]));
  return consents.map((consent) => {
    const answer = byName.get(consent.name);
    const current = answer?.version === consent.version ? answer : undefined;
    return {
      ...consent,
      accepted: current?.accepted ?? false,
      answeredAt: current ? current.answeredAt.toISOString() : null,
      outdated: answer !== undefined && current === undefined,
    };
  });
}

/**
 * The answers to store for a change in the account area: only consents whose answer or version changes get a new
 * time. Unticking a required consent is refused by the caller (`missingRequiredConsents`).
 */
export function changedAnswers(states: ConsentState[], given: ConsentValues, now: Date): ConsentAnswer[] {
  return states
    .filter(
      (state) => given[state.name] !== undefined && (given[state.name] !== state.accepted || state.answeredAt === null),
    )
    .map((state) => ({
      name: state.name,
      version: state.version,
      accepted: given[state.name] === true,
      answeredAt: now,
    }));
}
