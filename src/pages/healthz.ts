import type { APIRoute } from 'astro';

/** Liveness: the process is up and serving requests. Depends on nothing else. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
