import { getI18n, type Language } from './index';
import { loadMessages } from './message-chunks';
import type { ExtraIslandNamespace } from './resources';

/**
 * Loads a namespace the page did not name for its islands (the account modal opening over any page), for the
 * page's language only, into the page's i18next instance. Resolves at once when the page had it.
 */
export async function loadNamespace(language: Language, namespace: ExtraIslandNamespace): Promise<void> {
  const i18n = getI18n(language);
  if (i18n.hasResourceBundle(language, namespace)) return;
  i18n.addResourceBundle(language, namespace, await loadMessages(language, namespace), true, true);
}
