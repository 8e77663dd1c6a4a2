import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny partner site that frames the embeddable player `/federation-embed/{cmsId}` as the README's snippet does.
 * It is an allowed origin as `http://localhost:{port}` (the demo embeds allow `localhost:*`) and a foreign one as
 * `http://127.0.0.1:{port}` — the same server, a different origin, as a browser counts origins.
 * `/frame?src=…` frames `src`; `/nest?src=…` frames a `/frame` page of localhost.
 */
export interface PartnerSite {
  port: number;
  /** The partner page framing `src`, from the allowed or a foreign origin. */
  url(origin: 'allowed' | 'foreign', src: string, path?: '/frame' | '/nest'): string;
  close(): Promise<void>;
}

function partnerPage(url: URL, port: number): string {
  const src = url.searchParams.get('src') ?? '';
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const framed = url.pathname === '/nest' ? `http://localhost:${port}/frame?src=${encodeURIComponent(src)}` : src;
  return `<!doctype html><html><head><title>Partner</title><style>body{margin:0;font-family:sans-serif;background:#eef}
    .ratio{position:relative;aspect-ratio:16/9;max-width:960px;margin:16px auto}iframe{position:absolute;inset:0;width:100%;height:100%;border:0}</style></head>
    <body><h1 style="text-align:center">Partner news</h1><div class="ratio"><iframe src="${attribute(framed)}" title="Live player"
    allow="autoplay; fullscreen; picture-in-picture; encrypted-media" allowfullscreen></iframe></div></body></html>`;
}

export async function startPartnerSite(): Promise<PartnerSite> {
  let port = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(partnerPage(url, port));
  });
  // No host: both localhost (maybe ::1) and 127.0.0.1 reach it.
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (origin, src, path = '/frame') =>
      `http://${origin === 'allowed' ? 'localhost' : '127.0.0.1'}:${port}${path}?src=${encodeURIComponent(src)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
