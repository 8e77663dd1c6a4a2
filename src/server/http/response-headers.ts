/**
 * Sets headers on a response. Responses built with `Response.redirect()` or taken from `fetch()` have
 * immutable headers; those are copied into a new response first (Astro re-attaches cookies afterwards).
 */
export function withHeaders(response: Response, headers: Iterable<[string, string]>): Response {
  const entries = [...headers];
  try {
    for (const [name, value] of entries) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of entries) copy.headers.set(name, value);
    return copy;
  }
}
