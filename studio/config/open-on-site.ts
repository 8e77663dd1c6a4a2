import type { DocumentActionComponent, DocumentActionsContext } from 'sanity';
import { documentTypes } from '../schema';

/**
 * "Open on the site": the page that shows the document, on the site named by SANITY_STUDIO_SITE_URL.
 * Drafts are not shown by the public pages, so the action is for published documents.
 */
const SITE_URL = (process.env.SANITY_STUDIO_SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, '');

type WithSlug = { _id?: string; slug?: { current?: string }; titleAndSlug?: { slug?: { current?: string } } };

export function sitePathOf(typeName: string, document: WithSlug | null | undefined): string | undefined {
  const path = documentTypes.find((type) => type.name === typeName)?.sitePath;
  if (!path || !document) return undefined;
  const slug = document.slug?.current ?? document.titleAndSlug?.slug?.current;
  const id = document._id?.replace(/^drafts\./, '');
  if ((path.includes('{slug}') && !slug) || (path.includes('{id}') && !id)) return undefined;
  return path.replace('{slug}', slug ?? '').replace('{id}', id ?? '');
}

export const openOnSite: DocumentActionComponent = ({ type, published }) => {
  const path = sitePathOf(type, published as WithSlug | null);
  return {
    label: 'Open on the site',
    title: path ? `${SITE_URL}${path}` : 'Publish it first: the site shows published documents',
    disabled: !path,
    onHandle: () => {
      if (path) window.open(`${SITE_URL}${path}`, '_blank', 'noopener');
    },
  };
};

export const hasSitePage = (context: DocumentActionsContext) =>
  Boolean(documentTypes.find((type) => type.name === context.schemaType)?.sitePath);
