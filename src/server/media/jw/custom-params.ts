import type { ProductRef } from '../../../domain/media';

/** Reading JW custom parameters: they always arrive as strings (`"true"`, `"3"`, `"cleeng:S1,!cleeng:C2"`). */

/**
 * Applies the translations for `language`: every `X-{lang}` value replaces `X`, and the `-{lang}` keys
 * themselves are dropped. Empty translations fall back to the original. Other languages' keys are kept.
 */
export function applyTranslations(fields: Record<string, string>, language?: string): Record<string, string> {
  if (!language) return { ...fields };
  const suffix = `-${language}`;
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!key.endsWith(suffix)) result[key] = value;
  }
  for (const [key, value] of Object.entries(fields)) {
    const base = key.slice(0, -suffix.length);
    if (key.endsWith(suffix) && base && value.trim()) result[base] = value;
  }
  return result;
}

/** `cleeng:S123_NL,!jwp:456` → offers; entries without both a provider and an offer id are skipped. */
export function parseProductIds(value: string | undefined): ProductRef[] {
  if (!value) return [];
  return value.split(',').flatMap((entry) => {
    const trimmed = entry.trim();
    const premier = trimmed.startsWith('!');
    const [provider, ...rest] = (premier ? trimmed.slice(1) : trimmed).split(':');
    const offerId = rest.join(':').trim();
    return provider?.trim() && offerId ? [{ provider: provider.trim(), offerId, premier }] : [];
  });
}

export function parseBoolean(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return ['true', '1', 'yes'].includes(value.trim().toLowerCase());
}

export function parseNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

export function parseInstant(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
