import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A page that fits, with its stylesheets, into the first round trip of a new connection gets them inline. A linked
 * stylesheet holds the first paint and asks for a round trip of its own once the HTML is in (150 ms on a slow
 * mobile network); inline, it comes with the page in TCP's first window. A page that would not fit keeps its links:
 * its second window would cost that round trip anyway, and the linked files stay cached for the next page.
 */

// TCP's initial window (RFC 6928: ten segments of 1,460 bytes), less the response's headers (1,454 bytes measured
// on /sports, most of them the content security policy).
export const FIRST_WINDOW_BODY_BYTES = 14_600 - 1_500;
// Brotli's smallest copy (page-cache.ts) is about a tenth smaller than the quick one: a page whose quick copy is
// within this share over the window may still fit once the smallest is made.
const SMALLEST_MAY_FIT = 1.15;

/** A built stylesheet's text by its address (`/_astro/…css`), or undefined when there is no such file. */
export type StylesheetSource = (href: string) => string | undefined;

/** Compressed sizes of a text: its first answer's copy, and the smallest one sent once it is made. */
export interface CompressedSizes {
  quick(text: string): Promise<number>;
  smallest(text: string): Promise<number>;
}

const LINK = /<link rel="stylesheet" href="(\/_astro\/[\w.-]+\.css)">/g;
const KEPT_DECISIONS = 500;

/** CSS that means the same inline: its `url()`s (other than `data:`) and `@import`s would resolve against the page. */
function selfContained(css: string): boolean {
  return !/@import|url\(\s*(?!["']?data:)/i.test(css) && !/<\/style/i.test(css);
}

/**
 * Puts a page's linked stylesheets of the build in `<style>`s at the links' places, when every one of them can be
 * and the whole still fits the first window once compressed; else the page keeps its links. The answer is kept for
 * that body: a kept page is rendered again every few seconds, mostly the same, and compressing it to find out costs
 * milliseconds (home: 4.5 ms at quality 5; about 70 ms at 11 where only the smallest copy can tell).
 */
export function createStylesheetInliner(source: StylesheetSource, sizes: CompressedSizes) {
  const decided = new Map<string, boolean>();

  async function measuredFit(page: string): Promise<boolean> {
    const quick = await sizes.quick(page);
    if (quick <= FIRST_WINDOW_BODY_BYTES) return true;
    if (quick > FIRST_WINDOW_BODY_BYTES * SMALLEST_MAY_FIT) return false;
    return (await sizes.smallest(page)) <= FIRST_WINDOW_BODY_BYTES;
  }

  async function fits(page: string): Promise<boolean> {
    const key = createHash('sha256').update(page).digest('base64url');
    let answer = decided.get(key);
    if (answer === undefined) {
      answer = await measuredFit(page);
      decided.set(key, answer);
      if (decided.size > KEPT_DECISIONS) decided.delete(decided.keys().next().value as string);
    }
    return answer;
  }

  return async function inlineStylesheetsThatFit(html: string): Promise<string> {
    let all = true;
    const inlined = html.replace(LINK, (link, href: string) => {
      const css = source(href);
      if (css === undefined || !selfContained(css)) {
        all = false;
        return link;
      }
      return `<style>${css}</style>`;
    });
    if (!all || inlined === html) return html;
    return (await fits(inlined)) ? inlined : html;
  };
}

/**
 * The client build's stylesheets, read once each, for a server build whose middleware is `moduleUrl`
 * (`dist/server/…` beside `dist/client/`). Under `astro dev` there are no such files: pages keep their links.
 */
export function builtStylesheets(moduleUrl: string): StylesheetSource {
  const clientDir = join(dirname(fileURLToPath(moduleUrl)), '..', 'client');
  const kept = new Map<string, string | undefined>();
  return (href) => {
    if (!kept.has(href)) kept.set(href, readOrNothing(join(clientDir, href)));
    return kept.get(href);
  };
}

function readOrNothing(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
