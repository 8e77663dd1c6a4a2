import { ISLAND_NAMESPACES_ATTRIBUTE, registerResources } from './index';
import { islandNamespaces, resources, type ExtraIslandNamespace } from './resources';

registerResources(resources);

/** The `<html>` attribute naming the namespaces a page's islands translate with, the `extra` ones included. */
export function islandNamespacesAttribute(extra: readonly ExtraIslandNamespace[] = []): Record<string, string> {
  return { [ISLAND_NAMESPACES_ATTRIBUTE]: [...islandNamespaces, ...extra].join(' ') };
}
