import { createHash } from 'node:crypto';

/**
 * The CSP hash sources (`'sha256-…'`) of a page's inline scripts, so `script-src` can allow exactly those instead
 * of `'unsafe-inline'`: an injected script, whose text is not among them, does not run. Public HTML is the same
 * for every visitor (no per-request nonce), and the hashes are computed once per render (the page cache keeps
 * the page with its headers). Data blocks (`application/json`, `application/ld+json`) are not scripts.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
