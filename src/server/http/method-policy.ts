import { isPageRequest } from './page-request';
import { originFormUrl } from './request-target';

/**
 * Which methods a request target answers, decided from the request line alone, before any body is read
 * (server.mjs): pages answer GET and HEAD; the API, the webhooks and the other endpoints keep their own method
 * handling. TRACE, TRACK and CONNECT are never answered (the Fetch API refuses to build such requests, and a web
 * server must not echo or tunnel); a method no route of the site uses (WebDAV's PROPFIND, …) is 501.
 */
export const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];
export const SITE_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const REFUSED_METHODS: ReadonlySet<string> = new Set(['TRACE', 'TRACK', 'CONNECT']);

export interface MethodRefusal {
  status: 405 | 501;
  /** The `Allow` header's methods for this target. */
  allow: readonly string[];
}

/** Null when the target takes the method; otherwise the status to answer with and the methods it does take. */
export function methodRefusal(method: string, target: string | undefined): MethodRefusal | null {
  const url = originFormUrl(target);
  const page = url !== null && isPageRequest(url.pathname);
  const allow = page ? PAGE_METHODS : SITE_METHODS;
  if (REFUSED_METHODS.has(method)) return { status: 405, allow };
  if (!SITE_METHODS.includes(method)) return { status: 501, allow };
  if (!allow.includes(method)) return { status: 405, allow };
  return null;
}
