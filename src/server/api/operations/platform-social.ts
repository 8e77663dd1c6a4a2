import { z } from 'zod';
import { errorBodySchema, sessionBodySchema } from '../../../lib/api/contract';
import { loginPath } from '../../../lib/routes';
import type { PlatformSocialSignIn } from '../../accounts/port';
import type { Logger } from 'pino';
import { invalid, operation, type Operation, type Reply } from '../operation';
import { sessionReply } from './auth';
import { socialEntryOperations } from './social';

/**
 * Social sign-in on a platform that runs the providers itself (JWP, spec 1 §7 `GET /accounts/social`): the same
 * button list and start address as the own backend's (operations/social.ts), but the start sends the browser to
 * the platform's address, which brings it back to /login with the platform's tokens in the fragment (spec 1 §2).
 * The page posts them to `/auth/social/tokens`, which keeps them as the session once the platform confirms them.
 */
const tokensSchema = z.object({
  token: z.string().min(1, 'Required').max(4000),
  refresh_token: z.string().min(1, 'Required').max(4000),
  expires: z.coerce.number().int().positive(),
});

export function platformSocialOperations(
  social: PlatformSocialSignIn,
  deps: { siteUrl: string; logger: Logger },
): Operation[] {
  /** Where the platform sends the browser back: /login (which takes the tokens), in the same site config. */
  const returnUrl = (from: string | undefined, appConfig: string | null) => {
    const url = new URL(loginPath(from), deps.siteUrl);
    if (appConfig) url.searchParams.set('app-config', appConfig);
    return url.href;
  };
  const toLogin = (code: string, appConfig: string | null): Reply => {
    const url = new URL('/login', deps.siteUrl);
    url.searchParams.set('social_error', code);
    if (appConfig) url.searchParams.set('app-config', appConfig);
    return { status: 302, redirect: url.pathname + url.search };
  };

  return [
    ...socialEntryOperations({
      providers: async ({ query, url }) => {
        const addresses = await social.addresses(returnUrl(query.from, url.searchParams.get('app-config')));
        return addresses.map(({ provider }) => provider);
      },
      start: async ({ params, query, url }) => {
        const appConfig = url.searchParams.get('app-config');
        try {
          const addresses = await social.addresses(returnUrl(query.from, appConfig));
          const address = addresses.find(({ provider }) => provider === params.provider);
          if (!address) return toLogin('social_unknown_provider', appConfig);
          return { status: 302, redirect: address.url };
        } catch (error) {
          deps.logger.warn({ err: error, provider: params.provider }, 'platform social sign-in could not start');
          return toLogin('social_failed', appConfig);
        }
      },
    }),
    operation<z.infer<typeof tokensSchema>>({
      id: 'socialLoginTokens',
      method: 'POST',
      path: '/auth/social/tokens',
      tag: 'auth',
      summary: "The platform's tokens from the return address's fragment: signed in once the platform confirms them",
      auth: 'none',
      body: tokensSchema,
      responses: {
        200: { description: 'Signed in', schema: sessionBodySchema },
        400: invalid,
        401: { description: 'The platform refused the tokens', schema: errorBodySchema },
      },
      handle: async ({ body }) =>
        sessionReply(
          await social.session({ token: body.token, refreshToken: body.refresh_token, expires: body.expires }),
        ),
    }),
  ];
}
