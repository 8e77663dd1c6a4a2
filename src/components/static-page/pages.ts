/** The CMS-backed static pages; each has its own route file `src/pages/{slug}.astro`. */
export const STATIC_PAGE_SLUGS = [
  'privacy-policy',
  'terms-of-service',
  'cookies-policy',
  'about-twg',
  'about-iwga',
  'contact-us',
] as const;

export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];
