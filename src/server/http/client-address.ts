/**
 * The client's IP for rate limits: the socket's address, or — behind a reverse proxy the operator controls
 * (`TRUST_PROXY`) — the first address of X-Forwarded-For.
 */
export function clientAddressOf(context: { request: Request; clientAddress?: string }, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return context.clientAddress || 'unknown';
  } catch {
    // Astro throws when the adapter cannot tell the address.
    return 'unknown';
  }
}
