import { isLanguage, type Language } from './languages';

export const defaultLanguage: Language = 'en';

/**
 * Attribute of `<html>` naming, space-separated, the namespaces the page's islands translate with. The browser
 * loads those of the page's language before any island renders (lib/i18n `pageMessages`), and the island preloader
 * asks for them with the island's modules (client-directives/island-preloader.ts).
 */
export const ISLAND_NAMESPACES_ATTRIBUTE = 'data-island-messages';

/** The language and the island message namespaces a page names on its root element. Small: the preloader has it. */
export function islandMessagesOf(root: HTMLElement): { language: Language; namespaces: string[] } {
  return {
    language: isLanguage(root.lang) ? root.lang : defaultLanguage,
    namespaces: (root.getAttribute(ISLAND_NAMESPACES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
  };
}
