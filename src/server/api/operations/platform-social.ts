import { z } from 'zod';
import { errorBodySchema, sessionBodySchema } from '../../../lib/api/contract';
import { loginPath, withPageConfig } from '../../../lib/routes';
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
  // Both keep the request's site config (`?app-config`), as the page's links do.
  /** Where the platform sends the browser back: /login (which takes the tokens). */
  const returnUrl = (from: string | undefined, search: string) =>
    new URL(withPageConfig(loginPath(from), search), deps.siteUrl).href;
  const toLogin = (code: string, search: string): Reply => ({
    status: 302,
    redirect: withPageConfig(`/login?social_error=${encodeURIComponent(code)}`, search),
  });

  return [
    ...socialEntryOperations({
      providers: async ({ query, url }) => {
        const addresses = await social.addresses(returnUrl(query.from, url.search));
        return addresses.map(({ provider }) => provider);
      },
      start: async ({ params, query, url }) => {
        try {
          const addresses = await social.addresses(returnUrl(query.from, url.search));
          const address = addresses.find(({ provider }) => provider === params.provider);
          if (!address) return toLogin('social_unknown_provider', url.search);
          return { status: 302, redirect: address.url };
        } catch (error) {
          deps.logger.warn({ err: error, provider: params.provider }, 'platform social sign-in could not start');
          return toLogin('social_failed', url.search);
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
