import { getI18n, type Language } from './index';
import type { ExtraIslandNamespace } from './resources';

/**
 * Loads a namespace the page did not embed (the account modal opening over any page): one JSON chunk for the
 * page's language only, added to the page's i18next instance. Resolves at once when the page embedded it.
 */
type Messages = Record<string, unknown>;

const loaders: Record<ExtraIslandNamespace, Record<Language, () => Promise<{ default: Messages }>>> = {
  account: {
    en: () => import('./locales/en/account.json'),
    es: () => import('./locales/es/account.json'),
    nl: () => import('./locales/nl/account.json'),
    fr: () => import('./locales/fr/account.json'),
    de: () => import('./locales/de/account.json'),
  },
  media: {
    en: () => import('./locales/en/media.json'),
    es: () => import('./locales/es/media.json'),
    nl: () => import('./locales/nl/media.json'),
    fr: () => import('./locales/fr/media.json'),
    de: () => import('./locales/de/media.json'),
  },
  search: {
    en: () => import('./locales/en/search.json'),
    es: () => import('./locales/es/search.json'),
    nl: () => import('./locales/nl/search.json'),
    fr: () => import('./locales/fr/search.json'),
    de: () => import('./locales/de/search.json'),
  },
};

export async function loadNamespace(language: Language, namespace: ExtraIslandNamespace): Promise<void> {
  const i18n = getI18n(language);
  if (i18n.hasResourceBundle(language, namespace)) return;
  const messages = (await loaders[namespace][language]()).default;
  i18n.addResourceBundle(language, namespace, messages, true, true);
}
