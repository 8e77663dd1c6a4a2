import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brotliSizes } from './compression';
import {
  builtStylesheets,
  createStylesheetInliner,
  firstWindowBodyBytes,
  type StylesheetSource,
} from './inline-stylesheets';

const BASE = '.card{display:grid}.hero{min-height:40svh}';
const PAGE_CSS = '.sports-grid{gap:1rem}';

function page(body = '<p>Sports</p>') {
  return (
    '<!doctype html><html><head><link rel="stylesheet" href="/_astro/BaseLayout.abc.css">' +
    `<style>.inline{color:red}</style><link rel="stylesheet" href="/_astro/sports.def.css"></head><body>${body}` +
    '</body></html>'
  );
}

const files: Record<string, string> = { '/_astro/BaseLayout.abc.css': BASE, '/_astro/sports.def.css': PAGE_CSS };
const source = (href: string) => files[href];
const POLICY = "default-src 'self'; script-src 'self' 'sha256-pNE0JGp99YJmanxtoutrQ776eFPQAEataEhkt3i9JYg='";
const BUDGET = firstWindowBodyBytes(POLICY, { https: false });
const inline = (html: string, from: StylesheetSource = source, budget = BUDGET) =>
  createStylesheetInliner(from, brotliSizes)(html, budget);

describe('createStylesheetInliner', () => {
  it("puts a small page's stylesheets inline, each where its link was, so the cascade keeps its order", async () => {
    const html = await inline(page());
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<head><style>${BASE}</style><style>.inline{color:red}</style><style>${PAGE_CSS}</style>`);
  });

  it('keeps the links of a page that would no longer fit the first round trip', async () => {
    // Random bytes do not compress: about 7 KB of them (as base64) fit the window once, not twice.
    const noise = randomBytes(7_000).toString('base64');
    const fits = page(`<p>${noise}</p>`);
    expect(await brotliSizes.quick(fits)).toBeLessThan(BUDGET);
    expect(await inline(fits)).not.toContain('rel="stylesheet"');
    const big = page(`<p>${noise}</p><p>${randomBytes(7_000).toString('base64')}</p>`);
    expect(await inline(big)).toBe(big);
  });

  it("asks for the smallest copy's size only when the quick one is just past the window, a body once", async () => {
    const asked: string[] = [];
    const sizes = (quick: number, smallest: number) => ({
      quick: async () => (asked.push('quick'), quick),
      smallest: async () => (asked.push('smallest'), smallest),
    });
    const over = BUDGET + 500;
    const nearly = createStylesheetInliner(source, sizes(over, BUDGET - 100));
    expect(await nearly(page(), BUDGET)).not.toContain('rel="stylesheet"');
    expect(await nearly(page(), BUDGET)).not.toContain('rel="stylesheet"');
    expect(asked).toEqual(['quick', 'smallest']);
    asked.length = 0;
    expect(await createStylesheetInliner(source, sizes(over, over))(page(), BUDGET)).toBe(page());
    expect(await createStylesheetInliner(source, sizes(2 * over, 0))(page(), BUDGET)).toBe(page());
    expect(asked).toEqual(['quick', 'smallest', 'quick']);
  });

  it('weighs a page against the room its own headers leave: a longer policy or HSTS leaves less', async () => {
    const longer = `${POLICY} 'sha256-FARPmgiaOkAGwBLjHdOt7BD+LBLeLKvidblFMqyGoFg='`;
    expect(firstWindowBodyBytes(longer, { https: false })).toBe(BUDGET - (longer.length - POLICY.length));
    expect(firstWindowBodyBytes(POLICY, { https: true })).toBeLessThan(BUDGET);
    // The demo's athlete page: 1,398 bytes of headers (a 698-byte policy line) and 13,110 of smallest Brotli with
    // its stylesheet inline, 14,508 in all, fit the 14,600; a flat 1,500 for the headers had kept its link.
    const athletePolicy = 'x'.repeat(698 - 'content-security-policy: \r\n'.length);
    expect(firstWindowBodyBytes(athletePolicy, { https: false })).toBe(13_182);
    const sized = (bytes: number) => ({ quick: async () => bytes, smallest: async () => bytes });
    const inliner = createStylesheetInliner(source, sized(13_110));
    expect(await inliner(page(), 13_182)).not.toContain('rel="stylesheet"');
    expect(await inliner(page(), 13_100)).toBe(page());
  });

  it('keeps every link when one stylesheet is missing or would mean something else inline', async () => {
    const missing = (href: string) => (href.includes('sports') ? undefined : BASE);
    expect(await inline(page(), missing)).toBe(page());
    for (const css of ['.a{background:url(bg.png)}', "@import 'more.css';", '.a{content:"</style>"}']) {
      const withCss = (href: string) => (href.includes('sports') ? css : BASE);
      expect(await inline(page(), withCss)).toBe(page());
    }
    const dataUrl = (href: string) => (href.includes('sports') ? '.a{background:url("data:image/svg+xml,x")}' : BASE);
    expect(await inline(page(), dataUrl)).not.toContain('rel="stylesheet"');
  });

  it('leaves stylesheets from elsewhere linked and a page without stylesheets as it is', async () => {
    const foreign = '<html><head><link rel="stylesheet" href="https://cdn.example/x.css"></head></html>';
    expect(await inline(foreign)).toBe(foreign);
  });
});

describe('builtStylesheets', () => {
  it("reads the client build's stylesheets beside the server build, and nothing else", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'server'));
    mkdirSync(join(dist, 'client', '_astro'), { recursive: true });
    writeFileSync(join(dist, 'client', '_astro', 'BaseLayout.abc.css'), BASE);
    const read = builtStylesheets(pathToFileURL(join(dist, 'server', 'middleware.mjs')).href);
    expect(read('/_astro/BaseLayout.abc.css')).toBe(BASE);
    expect(read('/_astro/gone.css')).toBeUndefined();
  });
});
