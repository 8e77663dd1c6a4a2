import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script once, and skips external scripts and data blocks', () => {
    const island = '(()=>{var e=async t=>{await(await t())()};})();';
    const html = [
      `<head><script type="module">${island}</script>`,
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"VideoObject"}</script>',
      '<script type="application/json" id="i18n-messages">{"a":1}</script></head>',
      `<body><SCRIPT>\n  document.body.dataset.js = "1";\n</SCRIPT><script type="module">${island}</script></body>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256(island), sha256('\n  document.body.dataset.js = "1";\n')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual([]);
  });
});
