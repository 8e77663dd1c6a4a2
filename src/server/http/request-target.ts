/**
 * The URL of a request's target as the server sees it, or null when the target is not an origin-form path.
 * `new URL('//x', base)` reads `//x` as a host, and throws on `//`, `//%` or `//[`: every raw request line goes
 * through here, so no path a client sends can throw out of the request listener.
 */
export function originFormUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://site${target}`);
  } catch {
    return null;
  }
}
