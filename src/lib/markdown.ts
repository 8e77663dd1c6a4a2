import { micromark } from 'micromark';

/**
 * Markdown from the media platform (a static page's `markdown`) as HTML. micromark is safe by default: raw HTML
 * in the text is escaped, not rendered, and link and image URLs with dangerous protocols (`javascript:`) are
 * dropped, so editor text cannot inject scripts into the shared page.
 */
export function markdownToHtml(markdown: string): string {
  return micromark(markdown);
}
