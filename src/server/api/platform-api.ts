import type { Logger } from 'pino';
import { z } from 'zod';
import { accountPlatformOf, type AccountPlatformChoice } from '../../domain/account-platform';
import { isValidConfigSource } from '../../domain/config-source';
import type { SiteConfigResult } from '../settings/site-config-loader';
import { AppError } from '../shared/app-error';
import { UPSTREAM_RETRY_AFTER_S } from '../shared/upstream/error';
import type { Api } from './create-api';
import { errorResponse } from './router';

/** The web client names the page's site config (its `?app-config=`) with this header; apps may use the query. */
export const APP_CONFIG_HEADER = 'x-app-config';

const requestedSource = z
  .string()
  .trim()
  .max(2_000, 'at most 2000 characters')
  .refine((source) => source === '' || isValidConfigSource(source), 'an 8-character config id or an http(s) URL');

export interface PlatformApiDeps {
  /** The own backend's API: sites whose config names no account platform. */
  own: Api;
  /** The API over another account platform (built once per platform account by the container). */
  apiFor(choice: Exclude<AccountPlatformChoice, { platform: 'own' }>): Promise<Api>;
  /** The validated site config for a requested source (null: the default), as pages load it. */
  siteConfig(source: string | null): Promise<SiteConfigResult>;
  logger: Logger;
}

/**
 * The API whose account platform the request's site config picks (issue 12 point 5): the config named by the
 * `x-app-config` header (or the `app-config` query) goes through the same source rules as a page's, and its
 * integration decides between the own backend and a platform. The browser still talks only to this site.
 */
export function createPlatformApi(deps: PlatformApiDeps): Api {
  return {
    async handle(request, meta) {
      const raw = request.headers.get(APP_CONFIG_HEADER) ?? new URL(request.url).searchParams.get('app-config');
      const parsed = requestedSource.safeParse(raw ?? '');
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'invalid';
        return errorResponse(
          new AppError(400, 'validation_failed', `${APP_CONFIG_HEADER}: ${message}`, {
            fields: { [APP_CONFIG_HEADER]: [message] },
          }),
        );
      }
      const result = await deps.siteConfig(parsed.data || null);
      if (!result.ok) {
        deps.logger.error({ kind: result.kind, source: result.source, errors: result.errors }, result.message);
        // Without a valid config the platform is unknown; more than one integration stays fatal here too. A config
        // that could not be loaded in time is an outage: the client may retry.
        const retry = result.kind === 'config_unavailable' ? { retryAfterSeconds: UPSTREAM_RETRY_AFTER_S } : {};
        return errorResponse(new AppError(503, result.kind, result.message, retry));
      }
      const choice = accountPlatformOf(result.config);
      const api = choice.platform === 'own' ? deps.own : await deps.apiFor(choice);
      return api.handle(request, { ...meta, siteConfig: result.config });
    },
  };
}
