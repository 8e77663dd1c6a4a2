import type { ConsentAnswer } from '../../../domain/account/publisher-consents';
import type { User } from '../../../lib/api/contract';
import { storedConsentsSchema, type JwpAccount } from './wire';

/** How an InPlayer account is read and written: names in `metadata.first_name` / `metadata.surname` (as JW's own
 * web app keeps them), consent answers as JSON in `metadata.consents`, history series in `metadata.history_series`. */
export const SERIES_KEY = 'history_series';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function namesOf(account: JwpAccount) {
  return { firstName: text(account.metadata?.first_name), lastName: text(account.metadata?.surname) };
}

/** InPlayer's date of birth is epoch seconds; the site's is YYYY-MM-DD. */
const dobOf = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';

export function toUser(account: JwpAccount): User {
  return {
    id: account.id,
    uuid: account.id,
    email: account.email,
    ...namesOf(account),
    dob: dobOf(account.date_of_birth),
    country: '',
    provider: null,
    isPasswordSet: true,
    sendEmailNotification: false,
    preferences: { _id: account.id, sports: [] },
    metadata: { register_source: 'jwp', has_password: true },
  };
}

/** The account's metadata as the form PUT /accounts sends back (string values only: the others are InPlayer's). */
export function metadataForm(account: JwpAccount, changes: Record<string, string>): Record<string, string> {
  const kept = Object.entries(account.metadata ?? {}).filter(([, value]) => typeof value === 'string');
  return { ...(Object.fromEntries(kept) as Record<string, string>), ...changes };
}

/** `full_name` is required by PUT /accounts; without names it stays what it was (the address at registration). */
export function fullName(account: JwpAccount, names: { firstName: string; lastName: string }) {
  return `${names.firstName} ${names.lastName}`.trim() || account.full_name || account.email;
}

export function consentAnswers(account: JwpAccount): ConsentAnswer[] {
  let stored: unknown;
  try {
    stored = JSON.parse(text(account.metadata?.consents) || '[]');
  } catch {
    return [];
  }
  const parsed = storedConsentsSchema.safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.map((c) => ({
    name: c.name,
    version: c.version,
    accepted: c.state === 'accepted',
    answeredAt: new Date((c.date ?? 0) * 1000),
  }));
}

export function storeConsents(answers: ConsentAnswer[]): Record<string, string> {
  const consents = answers.map((a) => ({
    name: a.name,
    version: a.version,
    state: a.accepted ? 'accepted' : 'declined',
    date: Math.floor(a.answeredAt.getTime() / 1000),
  }));
  // Each consent also as its own register field (`terms=true`), which InPlayer checks and shows to the merchant.
  const fields = Object.fromEntries(answers.map((a) => [a.name, String(a.accepted)]));
  return { ...fields, consents: JSON.stringify(consents) };
}

export function seriesOf(account: JwpAccount): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text(account.metadata?.[SERIES_KEY]) || '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}
