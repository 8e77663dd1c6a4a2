import { registerResources, type Language } from './index';
import { islandNamespaces, resources } from './resources';

registerResources(resources);

/**
 * The messages a page embeds for its islands: the island namespaces of the page's language, as JSON that is safe
 * inside a `<script>` element.
 */
export function islandMessagesJson(language: Language): string {
  const messages = Object.fromEntries(islandNamespaces.map((namespace) => [namespace, resources[language][namespace]]));
  return JSON.stringify({ [language]: messages }).replace(/</g, '\\u003c');
}
