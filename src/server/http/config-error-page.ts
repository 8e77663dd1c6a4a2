import { getT, type Language } from '../../lib/i18n';
import type { SiteConfigFailureReason } from '../settings/site-config-loader';
import { escapeHtml } from './html';

export interface ConfigErrorPageInput {
  kind: 'config_invalid' | 'settings_invalid';
  reason: SiteConfigFailureReason;
  errors: string[];
  source?: string;
  language: Language;
  helpUrl: string;
  requestId: string;
}

/**
 * The start-up error screen (spec 1 §2): titled with the error code, a translated explanation, the problems
 * found (technical lines such as `siteId: is required`) and a help link. Self-contained (no layout, no site
 * config to draw on) and never a stack trace.
 */
export function renderConfigErrorPage(input: ConfigErrorPageInput): string {
  const t = getT(input.language, 'errors');
  const details = input.errors.map((error) => `<li><code>${escapeHtml(error)}</code></li>`).join('');
  const source = input.source ? `<p>${escapeHtml(t('config.source', { source: input.source }))}</p>` : '';
  return standalonePage({
    language: input.language,
    title: `${input.kind} · ${t('config.page_title')}`,
    css: CONFIG_ERROR_CSS,
    body: `<h1>${escapeHtml(input.kind)}</h1>
<p>${escapeHtml(t(`config.explanation.${input.reason}`))}</p>
${source}
<h2>${escapeHtml(t('config.details'))}</h2>
<ul>${details}</ul>
<p><a href="${escapeHtml(input.helpUrl)}">${escapeHtml(t('config.help_link'))}</a></p>
<p class="ref">${escapeHtml(t('config.reference', { requestId: input.requestId }))}</p>`,
  });
}

export function configErrorResponse(input: ConfigErrorPageInput): Response {
  return new Response(renderConfigErrorPage(input), {
    status: 500,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export interface ConfigOutageInput {
  language: Language;
  /** The page asked for, which "Try again" reloads. */
  retryPath: string;
  requestId: string;
  retryAfterS: number;
}

/**
 * A site config that could not be loaded in time (slow, down): an outage, 503 with `Retry-After`, never the
 * `config_invalid` screen, which says the configuration itself must be fixed. Self-contained: the layout needs the
 * config that is missing. Details stay in the log.
 */
export function configOutageResponse(input: ConfigOutageInput): Response {
  const t = getT(input.language);
  const tErrors = getT(input.language, 'errors');
  const html = standalonePage({
    language: input.language,
    title: t('error_page.unavailable_heading'),
    css: 'h1{margin:0 0 1rem;font-size:1.6rem}',
    body: `<h1>${escapeHtml(t('error_page.unavailable_heading'))}</h1>
<p>${escapeHtml(t('error_page.unavailable_description'))}</p>
<p><a href="${escapeHtml(input.retryPath)}">${escapeHtml(t('error_page.try_again'))}</a></p>
<p class="ref">${escapeHtml(tErrors('config.reference', { requestId: input.requestId }))}</p>`,
  });
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(input.retryAfterS),
    },
  });
}

/** The two screens' own styles on top of the shell's. */
const CONFIG_ERROR_CSS = [
  'h1{margin:0 0 1rem;font:600 1.6rem ui-monospace,SFMono-Regular,Menlo,monospace;color:#ff8a7a}',
  'h2{font-size:1rem;margin:1.5rem 0 .5rem}',
  'ul{padding-left:1.25rem}',
  'code{font:.9rem ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}',
].join('\n');

/**
 * A page that needs nothing of the site (no layout, no config, no scripts): the screens shown when the config
 * itself is what failed. `body` is HTML the caller escaped.
 */
function standalonePage(page: { language: Language; title: string; css: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0e1116;color:#f2f4f7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:2rem;padding:2rem;border-radius:12px;background:#181c24}
${page.css}
a{color:#8ab4ff}
a:focus-visible{outline:2px solid #8ab4ff;outline-offset:2px}
.ref{margin-top:2rem;font-size:.8rem;color:#9aa3b2}
</style>
</head>
<body>
<main>
${page.body}
</main>
</body>
</html>
`;
}
