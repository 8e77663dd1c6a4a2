import { z } from 'zod';
import { errorBodySchema } from '../../../lib/api/contract';
import { safeReturnPath } from '../../../lib/routes';
import type { AccountDeps } from '../../features/account/deps';
import { signInWithProvider } from '../../features/account/social-sign-in';
import { lacksRequiredConsents } from '../../features/account/consents';
import { AppError } from '../../shared/app-error';
import { featureNotEnabled } from '../../accounts/errors';
import { SocialSignInRefused, type SocialProvider } from '../../social-login/port';
import { invalid, operation, type Operation, type OperationInput, type Reply } from '../operation';
import { nameFromAppleUser, type PersonName } from '../../social-login/apple-user';
import { readCookie } from '../../http/cookie-header';
import { SOCIAL_SIGN_IN_COOKIE, openPending, pendingCookie, sealPending } from '../social-sign-in-cookie';

/**
 * Social sign-in (spec 3 §4): the list of provider buttons ("get social login URLs", spec 2 §7), the start that
 * sends the browser to the provider, and the callback that signs the viewer in with our own session cookies and
 * goes on to /preferences (new account) or back. The two navigations never answer JSON: a failure goes back to
 * /login with `social_error=<code>`, shown as the "Login error" toast.
 */
export interface SocialDeps {
  providers: SocialProvider[];
  siteUrl: string;
  secureCookies: boolean;
}

/** Tells the page the session came from a redirect: the client loads the user, then strips this fragment. */
export const SOCIAL_SIGN_IN_FRAGMENT = '#social-sign-in';

const providerParams = z.object({ provider: z.string().regex(/^[a-z]{2,20}$/, 'Unknown sign-in provider') });
const fromQuery = z.object({ from: z.string().max(2000).optional() });
/** A form_post answer: the code and state, or the provider's error; Apple adds `user` on a first sign-in. */
const formField = z.string().max(4000);
const formPostSchema = z
  .object({
    code: formField.min(1).optional(),
    state: formField.min(1, 'Required'),
    iss: formField.optional(),
    user: formField.optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .refine((answer) => answer.code !== undefined || answer.error !== undefined, {
    message: 'Either code or error is required',
    path: ['code'],
  });
const socialUrlsSchema = z.object({
  providers: z.array(z.object({ provider: z.string(), url: z.string() })),
});

const startPath = (id: string, from?: string) =>
  `/api/auth/social/${id}${from && safeReturnPath(from) !== '/' ? `?from=${encodeURIComponent(from)}` : ''}`;

type EntryInput<Params> = OperationInput<unknown, Params, z.infer<typeof fromQuery>>;

/**
 * `GET /auth/social` (the buttons: one start address per provider) and `GET /auth/social/{provider}` (the start,
 * a browser navigation): one contract for the site's own providers and for a platform's (operations/platform-social).
 */
export function socialEntryOperations(entry: {
  /** The provider ids, in the order the buttons show them; throws when there are none to offer. */
  providers(input: EntryInput<Record<string, string>>): Promise<string[]>;
  start(input: EntryInput<z.infer<typeof providerParams>>): Promise<Reply>;
}): Operation[] {
  return [
    operation<unknown, Record<string, string>, z.infer<typeof fromQuery>>({
      id: 'getSocialLoginUrls',
      method: 'GET',
      path: '/auth/social',
      tag: 'auth',
      summary: 'The sign-in providers and the address that starts each (`from`: where to return)',
      auth: 'none',
      query: fromQuery,
      responses: {
        200: { description: 'One entry per provider', schema: socialUrlsSchema },
        403: { description: '`feature_not_enabled`: no provider is configured', schema: errorBodySchema },
      },
      handle: async (input) => {
        const ids = await entry.providers(input);
        const providers = ids.map((id) => ({ provider: id, url: startPath(id, input.query.from) }));
        return { status: 200, body: { providers } };
      },
    }),
    operation<unknown, z.infer<typeof providerParams>, z.infer<typeof fromQuery>>({
      id: 'startSocialLogin',
      method: 'GET',
      path: '/auth/social/{provider}',
      tag: 'auth',
      summary:
        "Browser navigation: redirects to the provider's sign-in (the site's own: authorization code with PKCE, state, nonce; a platform's: its address)",
      auth: 'none',
      params: providerParams,
      query: fromQuery,
      responses: { 302: { description: 'To the provider, or to /login?social_error=… when it cannot start' } },
      handle: (input) => entry.start(input),
    }),
  ];
}

export function socialOperations(account: AccountDeps, deps: SocialDeps): Operation[] {
  const byId = new Map(deps.providers.map((provider) => [provider.id, provider]));
  const redirectUri = (id: string) => `${deps.siteUrl}/api/auth/social/${id}/callback`;
  const toLogin = (code: string, extra: string[] = [], status = 302): Reply => ({
    status,
    redirect: `/login?social_error=${encodeURIComponent(code)}`,
    cookies: extra,
  });
  const failed = (error: unknown, provider: string, clearing: string[] = [], status = 302): Reply => {
    if (error instanceof AppError) return toLogin(error.code, clearing, status);
    if (error instanceof SocialSignInRefused) {
      account.logger.info({ provider, reason: error.reason, message: error.message }, 'social sign-in refused');
      return toLogin(error.reason === 'denied' ? 'social_denied' : 'social_failed', clearing, status);
    }
    account.logger.warn({ err: error, provider }, 'social sign-in failed');
    return toLogin('social_failed', clearing, status);
  };

  /** Checks the answer against this browser's pending sign-in, redeems it and signs in. */
  async function complete(
    providerId: string,
    answer: URL,
    cookies: string | null,
    status: 302 | 303,
    name: PersonName | null = null,
  ): Promise<Reply> {
    const provider = byId.get(providerId);
    const clearing = [pendingCookie('', deps.secureCookies, provider?.responseMode === 'form_post')];
    if (!provider) return toLogin('social_unknown_provider', clearing);
    const pending = await openPending(
      readCookie(cookies, SOCIAL_SIGN_IN_COOKIE),
      account.keys.socialSignIn,
      account.clock(),
    );
    // No pending sign-in of this browser for this provider: a forged or replayed callback, or a stale tab.
    if (!pending || pending.provider !== provider.id) return toLogin('social_failed', clearing, status);
    try {
      const profile = await provider.complete(answer, redirectUri(provider.id), pending);
      const named = name && !profile.firstName && !profile.lastName ? { ...profile, ...name } : profile;
      const { session, created } = await signInWithProvider(account, named);
      // Consents that cannot be read now (settings unavailable) send the viewer where they are asked, not away.
      const asked = created || (await lacksRequiredConsents(account, session.user.id).catch(() => true));
      const next = asked ? '/preferences' : pending.returnTo;
      return { status, redirect: `${next}${SOCIAL_SIGN_IN_FRAGMENT}`, session, cookies: clearing };
    } catch (error) {
      return failed(error, provider.id, clearing, status);
    }
  }

  return [
    ...socialEntryOperations({
      providers: async () => {
        if (deps.providers.length === 0) throw featureNotEnabled('socialLogins');
        return deps.providers.map(({ id }) => id);
      },
      start: async ({ params, query }) => {
        const provider = byId.get(params.provider);
        if (!provider) return toLogin(deps.providers.length === 0 ? 'feature_not_enabled' : 'social_unknown_provider');
        try {
          const { url, pending } = await provider.begin(redirectUri(provider.id));
          const returnTo = safeReturnPath(query.from);
          const sealed = await sealPending(
            { ...pending, provider: provider.id, returnTo },
            account.keys.socialSignIn,
            account.clock(),
          );
          const cookie = pendingCookie(sealed, deps.secureCookies, provider.responseMode === 'form_post');
          return { status: 302, redirect: url.href, cookies: [cookie] };
        } catch (error) {
          return failed(error, provider.id);
        }
      },
    }),
    operation<unknown, z.infer<typeof providerParams>>({
      id: 'socialLoginCallback',
      method: 'GET',
      path: '/auth/social/{provider}/callback',
      tag: 'auth',
      summary: "The provider's redirect back: checks state, PKCE and the ID token, signs in (session cookies)",
      auth: 'none',
      params: providerParams,
      responses: {
        302: { description: 'Signed in: to /preferences for a new account, else back; or to /login?social_error=…' },
      },
      handle: ({ params, url, cookies }) => complete(params.provider, url, cookies, 302),
    }),
    operation<z.infer<typeof formPostSchema>, z.infer<typeof providerParams>>({
      id: 'socialLoginFormPostCallback',
      method: 'POST',
      path: '/auth/social/{provider}/callback',
      tag: 'auth',
      summary:
        "A provider's answer posted from its own site (response_mode=form_post, Apple): the same checks as the " +
        'redirect; `user` (Apple, first sign-in only) names the new account',
      auth: 'none',
      params: providerParams,
      body: formPostSchema,
      bodyEncoding: 'form',
      crossSitePost: true,
      responses: {
        303: { description: 'Signed in: to /preferences for a new account, else back; or to /login?social_error=…' },
        400: invalid,
      },
      handle: ({ params, body, cookies }) => {
        const answer = new URL(redirectUri(params.provider));
        for (const name of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
          const value = body[name];
          if (value !== undefined) answer.searchParams.set(name, value);
        }
        return complete(params.provider, answer, cookies, 303, nameFromAppleUser(body.user));
      },
    }),
  ];
}
