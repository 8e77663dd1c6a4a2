import {
  changedAnswers,
  consentStates,
  missingRequiredConsents,
  mistypedConsents,
  unknownConsents,
  type ConsentValues,
  type ConsentState,
  type PublisherConsent,
} from '../../../domain/account/publisher-consents';
import { listConsentAnswers, saveConsentAnswers } from '../../db/repositories/user-consents';
import { AppError } from '../../shared/app-error';
import type { AccountDeps, Caller } from './deps';

/**
 * Publisher consents of an account (spec 2 §5, spec 3 §5 "Consents are a checkbox list, with required ones
 * locked"): given at registration, changed in the account area. A required consent cannot be withdrawn here (that
 * is deleting the account); one whose version changed is shown unticked until accepted again.
 */
export const CONSENTS_ERROR = 'registration.consents_error';
export const FIELD_REQUIRED = 'registration.field_required';

/** Refuses answers that leave a required consent unticked or name consents the site does not declare. */
export function checkConsents(declared: PublisherConsent[], given: ConsentValues): void {
  const unknown = unknownConsents(declared, given);
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((name) => [`consents.${name}`, ['Unknown consent']]));
    throw new AppError(400, 'validation_failed', `Unknown consent: ${unknown.join(', ')}`, { fields });
  }
  // A tick for a checkbox, a text for a register field: the wrong kind is invalid, not "required".
  const mistyped = mistypedConsents(declared, given);
  if (mistyped.length > 0) {
    const expected = (name: string) =>
      typeof given[name] === 'string' ? 'Expected true or false' : 'Expected a text';
    const fields = Object.fromEntries(mistyped.map((name) => [`consents.${name}`, [expected(name)]]));
    throw new AppError(400, 'validation_failed', `Invalid consent: ${mistyped.join(', ')}`, { fields });
  }
  const missing = missingRequiredConsents(declared, given);
  if (missing.length > 0) {
    const fields = Object.fromEntries(missing.map((name) => [`consents.${name}`, [FIELD_REQUIRED]]));
    throw new AppError(400, 'consents_required', CONSENTS_ERROR, { fields });
  }
}

export async function getConsents(deps: AccountDeps, caller: Caller): Promise<ConsentState[]> {
  return consentStates(await deps.publisherConsents(), await listConsentAnswers(deps.db, caller.userId));
}

export async function updateConsents(
  deps: AccountDeps,
  caller: Caller,
  given: ConsentValues,
): Promise<ConsentState[]> {
  const declared = await deps.publisherConsents();
  const states = consentStates(declared, await listConsentAnswers(deps.db, caller.userId));
  // Required consents the viewer accepted already stay as they are when the form leaves them out.
  const merged = { ...Object.fromEntries(states.filter((s) => s.accepted).map((s) => [s.name, true])), ...given };
  checkConsents(declared, merged);
  await saveConsentAnswers(deps.db, caller.userId, changedAnswers(states, given, deps.clock()));
  return getConsents(deps, caller);
}

/**
 * A required consent the account has not accepted in its current version: an account made by social sign-in never
 * saw the registration checkboxes, and a changed version asks again. Such a sign-in goes on to /preferences, which
 * asks for them before anything else.
 */
export async function lacksRequiredConsents(deps: AccountDeps, userId: string): Promise<boolean> {
  const declared = await deps.publisherConsents();
  if (!declared.some((consent) => consent.required)) return false;
  const states = consentStates(declared, await listConsentAnswers(deps.db, userId));
  return states.some((state) => state.required && !state.accepted);
}
