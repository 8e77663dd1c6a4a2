import { expect } from 'vitest';
import { createJwpAccounts } from '../../src/server/accounts/jwp/adapter';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import type { Api } from '../../src/server/api/create-api';
import { createJwpCommerce } from '../../src/server/commerce/jwp/adapter';
import { inPlayerCardForm } from '../../src/server/commerce/jwp/gateway';
import type { MediaPlatform } from '../../src/server/media/port';
import { bearer, PASSWORD, SITE, startHarness, uniqueEmail, type Harness } from './api-harness';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from './jwp-fixture';
import { ASSET_ID } from './jwp-fixture-commerce';

/**
 * The site API of a JWP site (accounts and commerce on the InPlayer fixture) over the harness's own backend: what
 * the JWP API tests call. The demo's paid item is sold by InPlayer's monthly pass.
 */
export const PAID = 'F9E6NFvl';

export interface JwpSite {
  harness: Harness;
  inplayer: JwpFixture;
  api: Api;
  call(method: string, path: string, init?: { json?: unknown; jwt?: string }): Promise<Response>;
  /** Registers a new InPlayer account through the site; its access token. */
  signUp(): Promise<string>;
  close(): Promise<void>;
}

/** The demo's media, the paid item's offer being the InPlayer pass (a JW item names its offers in `productIds`). */
function soldByInPlayer(media: MediaPlatform): MediaPlatform {
  return {
    ...media,
    getMedia: async (id, options) => {
      const item = await media.getMedia(id, options);
      return item && id === PAID
        ? { ...item, productIds: [{ provider: 'jwp', offerId: 'S9001', premier: false }] }
        : item;
    },
  };
}

export async function startJwpSite(): Promise<JwpSite> {
  const inplayer = await startJwpFixture();
  const harness = await startHarness('pglite');
  const client = createJwpClient({ baseUrl: inplayer.url });
  const accounts = createJwpAccounts({ client, clientId: CLIENT_ID, referrer: `${SITE}/`, clock: () => new Date() });
  const api = harness.apiOver(accounts, {
    commerce: createJwpCommerce({ client, assetId: ASSET_ID, siteUrl: SITE, clock: () => new Date() }),
    gateway: inPlayerCardForm,
    media: soldByInPlayer(harness.media),
  });

  const call: JwpSite['call'] = (method, path, init = {}) => {
    const headers = new Headers(init.jwt ? bearer(init.jwt) : {});
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json === undefined ? undefined : JSON.stringify(init.json);
    return api.handle(new Request(`${SITE}/api${path}`, { method, headers, body }), { clientAddress: '10.0.0.7' });
  };

  return {
    harness,
    inplayer,
    api,
    call,
    async signUp() {
      const response = await call('POST', '/auth/register', {
        json: {
          email: uniqueEmail('jwp'),
          password: PASSWORD,
          firstName: 'Ada',
          lastName: 'Lovelace',
          consents: { terms: true },
        },
      });
      expect(response.status).toBe(201);
      return (await response.json()).auth.jwt;
    },
    async close() {
      await harness.close();
      await inplayer.close();
    },
  };
}
