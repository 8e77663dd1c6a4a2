import { platformKey, type AccountPlatformChoice } from '../../domain/account-platform';
import { createCleengAccounts } from '../accounts/cleeng/adapter';
import { cleengBaseUrl, createCleengClient } from '../accounts/cleeng/client';
import { createJwpAccounts } from '../accounts/jwp/adapter';
import { createJwpClient, jwpBaseUrl } from '../accounts/jwp/client';
import { jwMediaToken } from '../accounts/jwp/media-token';
import type { Api } from '../api/create-api';
import { createCleengCommerce } from '../commerce/cleeng/adapter';
import { cleengAdyenCheckout } from '../commerce/cleeng/gateway';
import { createJwpCommerce } from '../commerce/jwp/adapter';
import { inPlayerCardForm } from '../commerce/jwp/gateway';
import { createNoCommerce } from '../commerce/none/adapter';
import { createJwPaidPlayback, type JwPaidPlaybackDeps } from '../features/jw-playback';
import type { PaidPlayback } from '../features/playback';
import { createJwAccessBridge, type JwAccessBridge } from '../jw-access/bridge';
import type { JwSignedDelivery } from '../jw-access/delivery';
import { askEntitlementHost } from '../jw-access/entitlement-host';
import type { PaymentGateway } from '../payments/port';
import type { Core } from './core';

type PlatformChoice = Exclude<AccountPlatformChoice, { platform: 'own' }>;

/**
 * A platform's customers sign in and pay on that platform, one client for both: Cleeng sells the config's offers
 * through its Adyen account (the Drop-in on Cleeng's sessions); JWP sells the config's InPlayer asset, the card
 * going from the site's own form to InPlayer. A JWP config without an asset sells nothing.
 * With JW as the media platform, a platform customer's paid items play from sources JW signs for them
 * (features/jw-playback.ts): an entitlement host's token, a passport from the access bridge, or (JWP without a
 * bridge) InPlayer's media token.
 */
export function platformBuilders({ env, clock, logger }: Core, delivery: JwSignedDelivery, ownGateway: PaymentGateway) {
  const timeoutMs = env.JW_PLAYBACK_TIMEOUT_MS;
  const bridges = new Map<string, JwAccessBridge>();
  const bridgeBase = env.JW_ACCESS_BASE;
  const bridgeFor = bridgeBase
    ? (siteId: string) => {
        let bridge = bridges.get(siteId);
        if (!bridge) bridges.set(siteId, (bridge = createJwAccessBridge({ baseUrl: bridgeBase, siteId, clock, timeoutMs })));
        return bridge;
      }
    : null;
  const jwPaidPlayback = (
    platform: JwPaidPlaybackDeps['platform'],
    mediaToken: JwPaidPlaybackDeps['mediaToken'],
  ): PaidPlayback | undefined =>
    env.MEDIA_PLATFORM === 'jw'
      ? createJwPaidPlayback({
          platform,
          delivery,
          bridgeFor,
          mediaToken,
          askEntitlementHost: (question) => askEntitlementHost(question, { timeoutMs }),
          log: (reason, details) => logger.warn(details, `signed playback: ${reason}`),
        })
      : undefined;

  const cleeng = (choice: Extract<PlatformChoice, { platform: 'cleeng' }>) => {
    const client = createCleengClient({ baseUrl: cleengBaseUrl(choice.useSandbox, env.CLEENG_API_BASE) });
    return {
      accounts: createCleengAccounts({ client, publisherId: choice.publisherId, clock, logger }),
      commerce: createCleengCommerce({ client, offerIds: choice.offerIds }),
      gateway: cleengAdyenCheckout({
        clientKey: env.CLEENG_ADYEN_CLIENT_KEY ?? '',
        environment: choice.useSandbox ? 'test' : 'live',
      }),
      paid: jwPaidPlayback('cleeng', null),
    };
  };
  const jwp = (choice: Extract<PlatformChoice, { platform: 'jwp' }>) => {
    const client = createJwpClient({ baseUrl: jwpBaseUrl(choice.useSandbox, env.INPLAYER_API_BASE) });
    const accounts = createJwpAccounts({ client, clientId: choice.clientId, referrer: env.SITE_URL, clock });
    const paid = jwPaidPlayback('jwp', (token, item) => jwMediaToken(client, token, item));
    if (choice.assetId === null) return { accounts, commerce: createNoCommerce(), gateway: ownGateway, paid };
    const commerce = createJwpCommerce({ client, assetId: choice.assetId, siteUrl: env.SITE_URL, clock });
    return { accounts, commerce, gateway: inPlayerCardForm, paid };
  };
  return {
    build: (choice: PlatformChoice) => (choice.platform === 'cleeng' ? cleeng(choice) : jwp(choice)),
  };
}

/** One API per platform account (publisher and host), built when a config first names it. */
export function platformApis(build: (choice: PlatformChoice) => Api): (choice: PlatformChoice) => Promise<Api> {
  const built = new Map<string, Api>();
  return async (choice) => {
    const key = platformKey(choice);
    let api = built.get(key);
    if (!api) {
      api = build(choice);
      built.set(key, api);
    }
    return api;
  };
}
