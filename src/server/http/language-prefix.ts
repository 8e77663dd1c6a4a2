import type { Language } from '../../lib/i18n';
import { sameOriginPath } from '../../lib/routes';

export type LanguageRouting =
  /** No language prefix: the default language. */
  | { kind: 'default'; language: Language }
  /** `/{lang}/…` for another enabled language: render `path` in `language`. */
  | { kind: 'prefixed'; language: Language; path: string }
  /** `/{default}/…`: the canonical URL has no prefix. */
  | { kind: 'redirect'; location: string };

/**
 * Language from the first path segment. Only enabled languages count; `/fr/x` with French disabled is an
 * ordinary path (and ends in a 404).
 */
export function routeLanguage(
  pathname: string,
  search: string,
  languages: readonly Language[],
  defaultLanguage: Language,
): LanguageRouting {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const prefix = match?.[1];
  const language = languages.find((candidate) => candidate === prefix);
  if (!match || !language) return { kind: 'default', language: defaultLanguage };
  // `/en//evil.example` must not become a protocol-relative redirect
  const rest = (match[2] ?? '/').replace(/^\/+/, '/');
  if (language === defaultLanguage) return { kind: 'redirect', location: sameOriginPath(rest + search) ?? '/' };
  return { kind: 'prefixed', language, path: rest + search };
}
