import type { AccountDeps } from '../features/account/deps';
import { buildOpenApiDocument } from './openapi';
import { authOperations } from './operations/auth';
import { adminOperations } from './operations/admin';
import { commerceOperations } from './operations/commerce';
import { paypalOperations } from './operations/paypal';
import { listOperations } from './operations/lists';
import { playbackOperations } from './operations/playback';
import { adsOperations } from './operations/ads';
import { notificationOperations } from './operations/notifications';
import { socialOperations } from './operations/social';
import { platformSocialOperations } from './operations/platform-social';
import type { SocialProvider } from '../social-login/port';
import type { NotificationsDeps } from '../features/notifications/service';
import type { PlaybackDeps } from '../features/playback';
import type { AdsDeps } from '../features/ads';
import type { CommercePort } from '../commerce/port';
import type { PaymentGateway } from '../payments/port';
import { createRouter, type RequestMeta } from './router';
import type { AccountPort } from '../accounts/port';
import { createOwnAccounts } from '../accounts/own/adapter';
import { isSecureOrigin } from './session-cookies';
import { limitToPlatform } from './platform-limits';

/** The own backend's REST API under `/api` (issue 3): the operations, their router and the OpenAPI document. */
export interface Api {
  handle(request: Request, meta: RequestMeta): Promise<Response>;
}

export const OPENAPI_PATH = '/api/openapi.json';

export function createApi(deps: {
  account: AccountDeps;
  commerce: CommercePort;
  gateway: PaymentGateway;
  playback: PlaybackDeps;
  ads: AdsDeps;
  notifications: NotificationsDeps;
  siteUrl: string;
  /** Configured outside sign-in providers (none: the feature is off). */
  socialProviders?: SocialProvider[];
  /** The account platform (default: the own backend). */
  accounts?: AccountPort;
  /** ADMIN_API_TOKEN: the bearer of the operator's calls (empty: they are off). */
  operatorToken?: string;
}): Api {
  const accounts =
    deps.accounts ?? createOwnAccounts(deps.account, { socialLogins: (deps.socialProviders ?? []).length > 0 });
  const operations = limitToPlatform(
    [
      ...authOperations(deps.account, accounts, deps.siteUrl),
      ...adminOperations({ db: deps.account.db, clock: deps.account.clock, operatorToken: deps.operatorToken ?? '' }),
      ...listOperations(accounts),
      ...commerceOperations(deps.commerce, { gateway: deps.gateway, siteUrl: deps.siteUrl }),
      ...paypalOperations(deps.commerce, { siteUrl: deps.siteUrl }),
      ...playbackOperations(deps.playback),
      ...adsOperations(deps.ads),
      ...notificationOperations(deps.notifications),
      ...(accounts.platformSocial
        ? platformSocialOperations(accounts.platformSocial, { siteUrl: deps.siteUrl, logger: deps.account.logger })
        : socialOperations(deps.account, {
            providers: deps.socialProviders ?? [],
            siteUrl: deps.siteUrl,
            secureCookies: isSecureOrigin(deps.siteUrl),
          })),
    ],
    accounts,
  );
  const siteOrigin = new URL(deps.siteUrl).origin;
  const router = createRouter({
    operations,
    authenticate: (jwt) => accounts.authenticate(jwt),
    readAccessToken: accounts.readAccessToken?.bind(accounts),
    siteOrigin,
    secureCookies: isSecureOrigin(deps.siteUrl),
    clock: deps.account.clock,
    logger: deps.account.logger,
  });
  let openapi: string | undefined;

  return {
    async handle(request, meta) {
      if (new URL(request.url).pathname === OPENAPI_PATH && request.method === 'GET') {
        openapi ??= JSON.stringify(buildOpenApiDocument(operations, siteOrigin));
        return new Response(openapi, {
          headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
        });
      }
      return router.handle(request, meta);
    },
  };
}
