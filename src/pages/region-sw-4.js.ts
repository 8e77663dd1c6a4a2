import type { APIRoute } from 'astro';
import source from '../pwa/service-worker.js?raw';

/**
 * The site's service worker at the path spec 2 §1 names. `no-cache`: a CDN or browser must check for a new version
 * each time, so a fix reaches every viewer on their next visit.
 */
export const GET: APIRoute = () =>
  new Response(source, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
