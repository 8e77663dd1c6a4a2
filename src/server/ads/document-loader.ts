import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { guardedFetchText, GuardedFetchError } from './guarded-fetch';
import type { AdDocument, AdDocumentLoader } from './resolver';

/**
 * Where ad documents come from: the demo's own VAST, VMAP and schedule files (`/demo-media/ads/{name}.xml|json`,
 * any query ignored) are read from the demo folder instead of calling our own server; every other address goes
 * through the guarded fetch (http(s) only, no private-network hosts, a size cap). Other site-relative paths are
 * refused: an ad document cannot make the server read its own pages or API.
 */
export const DEMO_ADS_PATH = '/demo-media/ads/';
const DEMO_DOCUMENT = /^\/demo-media\/ads\/([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\.(?:xml|json))(?:\?[^#]*)?$/;

export interface AdDocumentLoaderOptions {
  /** The folder of `/demo-media/ads/`. */
  demoAdsDir: string;
  maxBytes?: number;
  /** Only for tests with a local ad server. */
  allowPrivateNetwork?: boolean;
  fetchText?: typeof guardedFetchText;
}

export function createAdDocumentLoader(options: AdDocumentLoaderOptions): AdDocumentLoader {
  const fetchText = options.fetchText ?? guardedFetchText;
  const maxBytes = options.maxBytes ?? 512 * 1024;
  return {
    async load(ref, signal): Promise<AdDocument> {
      const demo = DEMO_DOCUMENT.exec(ref);
      if (demo)
        return {
          text: await readFile(join(options.demoAdsDir, demo[1]!), { encoding: 'utf8', signal }),
          trusted: true,
        };
      if (ref.startsWith('/')) throw new GuardedFetchError('refused', `site path ${ref} is not an ad document`);
      const text = await fetchText(ref, {
        signal,
        maxBytes,
        allowPrivateNetwork: options.allowPrivateNetwork,
        accept: 'application/xml, text/xml;q=0.9, application/json;q=0.8, */*;q=0.1',
      });
      return { text, trusted: false };
    },
  };
}
