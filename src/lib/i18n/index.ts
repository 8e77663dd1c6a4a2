import i18next, { type i18n, type TFunction } from 'i18next';
import { resources, namespaces, supportedLanguages, type Language } from './resources';

export { supportedLanguages, type Language };

export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

const instances = new Map<Language, i18n>();

/**
 * One initialised i18next instance per language, shared by server rendering and islands (resources are
 * bundled, so initialisation is synchronous).
 */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: defaultLanguage,
      resources,
      ns: namespaces,
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

export function getT(language: Language, namespace?: string): TFunction {
  return getI18n(language).getFixedT(language, namespace ?? 'common');
}
