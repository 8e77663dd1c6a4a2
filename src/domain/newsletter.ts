/**
 * The newsletter form posts to an external provider (spec 3 §2 Footer). Only an absolute http(s) URL can take
 * a form post; anything else (missing, mailto:, a site path) means no form is shown.
 */
export function newsletterAction(url: string | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}
