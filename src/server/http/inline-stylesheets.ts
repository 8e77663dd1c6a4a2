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

// TCP's initial window (RFC 6928: ten segments of 1,460 bytes).
const FIRST_WINDOW_BYTES = 14_600;
// A page answer's headers besides its content security policy (status line, caching, encoding, ETag, request id,
// the other security headers): 640-701 bytes measured on the demo pages. HSTS adds its own on an https site. The
// policy is counted as it is: its script hashes make it 700-860 bytes, the largest header.
const HEADER_BYTES_BESIDES_POLICY = 720;
const HSTS_HEADER_BYTES = 'strict-transport-security: max-age=31536000; includeSubDomains\r\n'.length;

/** The body bytes that fit TCP's first window beside a page answer's headers, given its content security policy. */
export function firstWindowBodyBytes(policy: string, { https }: { https: boolean }): number {
  const policyBytes = `content-security-policy: ${policy}\r\n`.length;
  return FIRST_WINDOW_BYTES - HEADER_BYTES_BESIDES_POLICY - (https ? HSTS_HEADER_BYTES : 0) - policyBytes;
}

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

  async function measuredFit(page: string, budget: number): Promise<boolean> {
    const quick = await sizes.quick(page);
    if (quick <= budget) return true;
    if (quick > budget * SMALLEST_MAY_FIT) return false;
    return (await sizes.smallest(page)) <= budget;
  }

  async function fits(page: string, budget: number): Promise<boolean> {
    const key = `${budget}:${createHash('sha256').update(page).digest('base64url')}`;
    let answer = decided.get(key);
    if (answer === undefined) {
      answer = await measuredFit(page, budget);
      decided.set(key, answer);
      if (decided.size > KEPT_DECISIONS) decided.delete(decided.keys().next().value as string);
    }
    return answer;
  }

  /** `budget`: the body bytes that fit the first window beside this page's headers (`firstWindowBodyBytes`). */
  return async function inlineStylesheetsThatFit(html: string, budget: number): Promise<string> {
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
    return (await fits(inlined, budget)) ? inlined : html;
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
