/**
 * A page rendered for a chosen site config (`?app-config=…`, spec 1 §2) keeps that choice in its own links and
 * forms, so the next page renders with the same config and the same account platform. Without it a viewer of a
 * Cleeng config would land on the default config one click later (and look signed out). Only same-site paths
 * of `<a href>` and `<form action>` change; links that already name a config, other sites, the API and build
 * assets stay as they are. The URL stays the page cache's key, so public HTML is still the same for everyone.
 */
const TAG = /<(?:a|form)\b[^>]*>/gi;
const TARGET = /(\s(?:href|action)=")(\/(?![/\\])[^"]*)"/i;
const UNTOUCHED = /^\/(?:api|_astro|cms-assets|demo-media)(?:\/|$)/;

export function keepAppConfigInLinks(html: string, source: string): string {
  const parameter = `app-config=${encodeURIComponent(source)}`;
  return html.replace(TAG, (tag) =>
    tag.replace(TARGET, (whole, attribute: string, url: string) => {
      const [beforeHash = '', hash] = splitOnce(url, '#');
      const [path = '', query] = splitOnce(beforeHash, '?');
      if (UNTOUCHED.test(path) || /(?:^|&(?:amp;)?)app-config=/.test(query ?? '')) return whole;
      const kept = query ? `${path}?${query}&amp;${parameter}` : `${path}?${parameter}`;
      return `${attribute}${kept}${hash === undefined ? '' : `#${hash}`}"`;
    }),
  );
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
