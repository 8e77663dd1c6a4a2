import type { DocumentActionComponent, DocumentActionsContext } from 'sanity';
import { documentTypes } from '../schema';
import { PREVIEW_SECRET, previewUrlOf, SITE_URL, sitePathOf, type WithSlug } from './site-paths';

/**
 * "Open on the site": the page that shows the document, on the site named by SANITY_STUDIO_SITE_URL.
 * Drafts are not shown by the public pages, so the action is for published documents.
 */
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

/** "Open preview": the page with the document as it is being edited (site-paths.ts, README "Draft preview"). */
export const openPreview: DocumentActionComponent = ({ type, draft, published }) => {
  const url = previewUrlOf(type, (draft ?? published) as WithSlug | null);
  return {
    label: 'Open preview',
    title: url
      ? 'The page with this draft, seen only by you'
      : PREVIEW_SECRET
        ? 'Give the document its slug first'
        : 'Set SANITY_STUDIO_PREVIEW_SECRET when building the Studio',
    disabled: !url,
    onHandle: () => {
      if (url) window.open(url, '_blank', 'noopener');
    },
  };
};

export const hasSitePage = (context: DocumentActionsContext) =>
  Boolean(documentTypes.find((type) => type.name === context.schemaType)?.sitePath);
