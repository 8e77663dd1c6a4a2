import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import type { Language } from './languages';
import { loadMessages } from './message-chunks';
import { defaultLanguage, islandMessagesOf } from './page-messages';

export { isLanguage, supportedLanguages, type Language } from './languages';

export { defaultLanguage, ISLAND_NAMESPACES_ATTRIBUTE } from './page-messages';

let registered: Resource | undefined;
const instances = new Map<Language, i18n>();

/**
 * The server registers every language's messages once (src/lib/i18n/server.ts). In the browser nothing is
 * registered: islands use the messages the page names instead, so no island bundles the translation files and no
 * page carries them in its HTML.
 */
export function registerResources(resources: Resource): void {
  registered = resources;
  instances.clear();
}

/** The messages of the namespaces the page names, in the page's language (the browser only). */
async function loadPageMessages(root: HTMLElement): Promise<Resource> {
  const { language, namespaces: names } = islandMessagesOf(root);
  const bundles = await Promise.all(names.map((name) => loadMessages(language, name)));
  return { [language]: Object.fromEntries(names.map((name, index) => [name, bundles[index]!])) };
}

// Every island imports this module, so its evaluation (and the island's first render, which must match the
// server's HTML) waits for the page's messages.
const pageMessages: Resource =
  typeof document === 'undefined' || registered ? {} : await loadPageMessages(document.documentElement);

/** One initialised i18next instance per language (resources are at hand, so initialisation is synchronous). */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources = registered ?? pageMessages;
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
    instances.set(language, instance);
  }
  return instance;
}

export function getT(language: Language, namespace?: string): TFunction {
  return getI18n(language).getFixedT(language, namespace ?? 'common');
}
