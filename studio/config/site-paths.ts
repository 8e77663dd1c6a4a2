import { documentTypes } from '../schema';

/** Where a document shows on the site: plain functions (no Studio imports), so the site's tests can check them. */
export const SITE_URL = (process.env.SANITY_STUDIO_SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, '');

export type WithSlug = { _id?: string; slug?: { current?: string }; titleAndSlug?: { slug?: { current?: string } } };

export function sitePathOf(typeName: string, document: WithSlug | null | undefined): string | undefined {
  const path = documentTypes.find((type) => type.name === typeName)?.sitePath;
  if (!path || !document) return undefined;
  const slug = document.slug?.current ?? document.titleAndSlug?.slug?.current;
  const id = document._id?.replace(/^drafts\./, '');
  if ((path.includes('{slug}') && !slug) || (path.includes('{id}') && !id)) return undefined;
  return path.replace('{slug}', slug ?? '').replace('{id}', id ?? '');
}

/**
 * "Open preview": the same page in draft preview (the site's `/api/preview`, README "Draft preview"), showing the
 * document as it is being edited. SANITY_STUDIO_PREVIEW_SECRET is the site's CMS_PREVIEW_SECRET: like every
 * SANITY_STUDIO_ variable it is built into the Studio's code, so deploy that Studio for editors only.
 */
export const PREVIEW_SECRET = process.env.SANITY_STUDIO_PREVIEW_SECRET ?? '';

export function previewUrlOf(typeName: string, document: WithSlug | null | undefined): string | undefined {
  const path = sitePathOf(typeName, document);
  if (!path || !PREVIEW_SECRET) return undefined;
  return `${SITE_URL}/api/preview?${new URLSearchParams({ secret: PREVIEW_SECRET, path })}`;
}
