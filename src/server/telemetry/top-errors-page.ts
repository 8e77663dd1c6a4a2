import type { BrowserErrorGroup } from '../db/repositories/browser-errors';

/**
 * The operators' page of the most frequent browser errors (issue 46): the same list as the JSON answer, as a
 * table a browser shows. Everything in it came from browsers, so every value is escaped, and the page loads
 * nothing (its policy allows no script at all).
 */
export const TOP_ERRORS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function row(group: BrowserErrorGroup): string {
  const where = group.stack?.split('\n').find((line) => line.trim().startsWith('at ') || line.includes('@'));
  const cells = [
    String(group.count),
    `${group.category} · ${group.severity}`,
    `${escape(group.message)}${where ? `<br><small>${escape(where.trim())}</small>` : ''}`,
    escape(group.browser),
    escape(group.path),
    `${group.lastSeen.toISOString()}<br><small>first ${group.firstSeen.toISOString()}</small>`,
  ];
  return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
}

export function topErrorsPage(groups: BrowserErrorGroup[]): string {
  const rows = groups.length ? groups.map(row).join('\n') : '<tr><td colspan="6">No browser errors reported.</td></tr>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Browser errors</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#111}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#f4f4f4}
td:first-child{text-align:right;font-variant-numeric:tabular-nums}small{color:#555}</style></head>
<body><h1>Browser errors</h1><p>The most frequent first; JSON: the same address with <code>Accept: application/json</code>.</p>
<table><thead><tr><th>Count</th><th>Category</th><th>Message</th><th>Browser</th><th>Last path</th><th>Last seen</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}
