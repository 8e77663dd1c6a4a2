import { registerResources } from './index';
import { islandNamespaces, resources, type ExtraIslandNamespace } from './resources';

registerResources(resources);

/** The namespaces a page's islands translate with (its `<html data-island-messages>`), the `extra` ones included. */
export function islandNamespacesOf(extra: readonly ExtraIslandNamespace[] = []): string {
  return [...islandNamespaces, ...extra].join(' ');
}
