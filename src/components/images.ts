import type { CmsImage } from '../domain/content';

/**
 * CMS image URLs take a width `w` and `auto=format` (AVIF or WebP when the browser takes it), like Sanity's
 * image CDN; the embedded CMS's image route understands both. An SVG (logos, flags) is asked for as a WebP
 * bitmap of that width (`fm=webp`): a browser builds a separate document for every SVG image, which cost a
 * small page more main-thread time than its own layout. Callers ask for about twice the box's width.
 */
export function cmsImageUrl(image: CmsImage | string, width: number): string {
  const url = typeof image === 'string' ? image : image.url;
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(width));
  if (!params.has('fm')) {
    if (/\.svg$/i.test(path)) params.set('fm', 'webp');
    else params.set('auto', 'format');
  }
  return `${path}?${params.toString()}`;
}

export function cmsSrcSet(image: CmsImage, widths: readonly number[]): string {
  return widths.map((width) => `${cmsImageUrl(image, width)} ${width}w`).join(', ');
}

/**
 * `{ src, srcset }` of a logo or icon in a box `boxWidth` CSS pixels wide: the srcset for screens of 1, 2 and 3
 * device pixels per CSS pixel, the src (for browsers without srcset) at 2.
 */
export function cmsDensitySources(image: CmsImage, boxWidth: number) {
  const srcset = [1, 2, 3].map((density) => `${cmsImageUrl(image, boxWidth * density)} ${density}x`).join(', ');
  return { src: cmsImageUrl(image, boxWidth * 2), srcset };
}

/** Hero artwork widths (spec 3 §9: hero 1280 or 1920; smaller steps for phones). */
export const HERO_WIDTHS = [640, 1280, 1920] as const;

/** Screens narrower than the layout's tablet breakpoint (768 px). */
export const PHONE_MEDIA = '(max-width: 767px)';
/** A full-bleed backdrop's width on a phone at any density: a rung of the media platform's image ladder. */
export const PHONE_BACKDROP_WIDTH = 720;

/**
 * Width variants of an image URL that takes a `width` parameter (the media platform's image CDN, and the demo
 * stand-in): `{ src, srcset }` for the given widths. A URL without that parameter is used as it is.
 */
export function widthVariants(url: string, widths: readonly number[], defaultWidth: number) {
  const [path = '', query] = url.split('?', 2);
  if (query === undefined || !new URLSearchParams(query).has('width')) return { src: url, srcset: undefined };
  const withWidth = (width: number) => {
    const params = new URLSearchParams(query);
    params.set('width', String(width));
    return `${path}?${params.toString()}`;
  };
  return { src: withWidth(defaultWidth), srcset: widths.map((width) => `${withWidth(width)} ${width}w`).join(', ') };
}
