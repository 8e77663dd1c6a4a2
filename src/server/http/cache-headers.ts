export interface PublicCacheInput {
  method: string;
  response: Response;
  /** Whether the page set cookies through `Astro.cookies` (not yet visible as a `set-cookie` header). */
  setsCookies: boolean;
}

/**
 * Public HTML is identical for every visitor (DESIGN §2.2), so a CDN may cache it: GET/HEAD, 200, HTML,
 * no cookies, and the page did not choose its own Cache-Control.
 */
export function isPubliclyCacheable({ method, response, setsCookies }: PublicCacheInput): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    response.status === 200 &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !setsCookies &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}
