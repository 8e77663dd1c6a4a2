import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import type { Language } from './languages';

export { isLanguage, supportedLanguages, type Language } from './languages';

export const defaultLanguage: Language = 'en';

/** Id of the `<script type="application/json">` through which a page hands islands their messages. */
export const ISLAND_MESSAGES_ID = 'i18n-messages';

let registered: Resource | undefined;

/**
 * The server registers every language's messages once (src/lib/i18n/server.ts). In the browser nothing is
 * registered: islands read the page's embedded messages instead, so no island bundles the translation files.
 */
export function registerResources(resources: Resource): void {
  registered = resources;
  instances.clear();
}

/** The page's embedded messages; null while the page has not delivered them (nothing is kept then). */
function pageResources(): Resource | null {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(ISLAND_MESSAGES_ID)?.textContent;
  if (text === undefined) return null;
  try {
    return text ? (JSON.parse(text) as Resource) : {};
  } catch {
    return {};
  }
}

const instances = new Map<Language, i18n>();

/** One initialised i18next instance per language (resources are at hand, so initialisation is synchronous). */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const found = registered ?? pageResources();
    const resources = found ?? {};
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: defaultLanguage,
      resources,
      ns: Object.keys(resources[language] ?? resources[defaultLanguage] ?? { common: {} }),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    if (found) instances.set(language, instance);
  }
  return instance;
}

export function getT(language: Language, namespace?: string): TFunction {
  return getI18n(language).getFixedT(language, namespace ?? 'common');
}
