import { registerResources, type Language } from './index';
import { islandNamespaces, resources, type ExtraIslandNamespace } from './resources';

registerResources(resources);

/**
 * The messages a page embeds for its islands: the island namespaces of the page's language, plus the `extra`
 * ones the page asked for, as JSON that is safe inside a `<script>` element.
 */
export function islandMessagesJson(language: Language, extra: readonly ExtraIslandNamespace[] = []): string {
  const names = [...islandNamespaces, ...extra];
  const messages = Object.fromEntries(names.map((namespace) => [namespace, resources[language][namespace]]));
  return JSON.stringify({ [language]: messages }).replace(/</g, '\\u003c');
}
