/**
 * Language detection (spec 2 §1): the language saved in local storage (`jwapp.language`), else the browser's
 * preferred languages, else the default. Only enabled languages count; `pt-BR` matches `pt`.
 */
export const LANGUAGE_STORAGE_KEY = 'jwapp.language';

export interface DetectionInput {
  stored: string | null;
  browser: readonly string[];
  enabled: readonly string[];
  fallback: string;
}

export function detectLanguage({ stored, browser, enabled, fallback }: DetectionInput): string {
  const candidates = [stored, ...browser].filter((value): value is string => typeof value === 'string' && value !== '');
  for (const candidate of candidates) {
    const base = candidate.toLowerCase().split('-')[0];
    const match = enabled.find((language) => language === base);
    if (match) return match;
  }
  return fallback;
}

/** The path of the same page in `language`: the default language has no prefix. */
export function localizedPath(path: string, language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? path : `/${language}${path === '/' ? '/' : path}`;
}
