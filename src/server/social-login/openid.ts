import * as oidc from 'openid-client';
import { z } from 'zod';
import type { PendingSignIn, SocialProfile, SocialProvider } from './port';
import { SocialSignInRefused } from './port';

/** The `openid-client` adapter: OpenID Connect providers by discovery (Google, Apple) and Facebook's OAuth 2. */
export interface ClientCredentials {
  id: string;
  clientId: string;
  clientSecret: string;
}

/** Plain http is for a local test provider only; real issuers are https. */
const httpOptions = (url: string) =>
  new URL(url).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {};

/** Discovery once; a failure (provider unreachable) is retried by the next sign-in instead of being kept. */
function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

async function newPending(): Promise<PendingSignIn> {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

/** The callback's `error` parameter, before any code is redeemed. */
function refusedByProvider(callbackUrl: URL): SocialSignInRefused | null {
  const error = callbackUrl.searchParams.get('error');
  if (!error) return null;
  // Apple's word for the person cancelling is its own.
  const reason = error === 'access_denied' || error === 'user_cancelled_authorize' ? 'denied' : 'failed';
  return new SocialSignInRefused(reason, callbackUrl.searchParams.get('error_description') ?? error);
}

/** openid-client checks the state, PKCE, the ID token's signature, issuer, audience, expiry and nonce. */
async function redeem(config: oidc.Configuration, callbackUrl: URL, pending: PendingSignIn, idToken: boolean) {
  const refused = refusedByProvider(callbackUrl);
  if (refused) throw refused;
  try {
    return await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      ...(idToken && { expectedNonce: pending.nonce, idTokenExpected: true }),
    });
  } catch (error) {
    if (
      error instanceof oidc.ClientError ||
      error instanceof oidc.ResponseBodyError ||
      error instanceof oidc.AuthorizationResponseError
    ) {
      throw new SocialSignInRefused('failed', error.message);
    }
    throw error;
  }
}

const oidcClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  // Apple sends the flag as the string "true".
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

function profileFrom(provider: string, claims: z.infer<typeof oidcClaimsSchema>): SocialProfile {
  return {
    provider,
    subject: claims.sub,
    email: claims.email?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    firstName: (claims.given_name ?? '').slice(0, 50),
    lastName: (claims.family_name ?? '').slice(0, 50),
  };
}

export interface OpenIdOptions {
  /** Apple: the answer is POSTed back (`form_post`), and the scope that asks for the name is `name`. */
  responseMode?: 'query' | 'form_post';
  scope?: string;
}

export function openIdConnectProvider(
  credentials: ClientCredentials,
  issuer: string,
  options: OpenIdOptions = {},
): SocialProvider {
  const responseMode = options.responseMode ?? 'query';
  const configuration = lazily(() =>
    oidc.discovery(new URL(issuer), credentials.clientId, credentials.clientSecret, undefined, httpOptions(issuer)),
  );
  return {
    id: credentials.id,
    responseMode,
    async begin(redirectUri) {
      const config = await configuration();
      const pending = await newPending();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        ...(responseMode === 'form_post' && { response_mode: 'form_post' }),
        scope: options.scope ?? 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },
    async complete(callbackUrl, redirectUri, pending) {
      const config = await configuration();
      const tokens = await redeem(config, withRedirect(callbackUrl, redirectUri), pending, true);
      let claims: unknown = tokens.claims();
      const fromToken = oidcClaimsSchema.parse(claims);
      // Some providers keep the email out of the ID token and answer it from the userinfo endpoint.
      if (!fromToken.email && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, fromToken.sub)), sub: fromToken.sub };
      }
      return profileFrom(credentials.id, oidcClaimsSchema.parse(claims));
    },
  };
}

/**
 * openid-client takes the redirect URI from the callback address; behind a proxy the request's own address can
 * differ from the public one registered with the provider, so the public one is used with the callback's query.
 */
function withRedirect(callbackUrl: URL, redirectUri: string): URL {
  const url = new URL(redirectUri);
  url.search = callbackUrl.search;
  return url;
}

const facebookMeSchema = z.object({
  id: z.string().min(1),
  email: z.string().email().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

/**
 * Facebook Login is OAuth 2 without OpenID: who signed in comes from the Graph API's `/me`. The Graph answers only
 * an address the person confirmed with Facebook, so it counts as verified.
 */
export function facebookProvider(
  credentials: ClientCredentials,
  urls: { dialog: string; graph: string },
): SocialProvider {
  const config = new oidc.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: urls.dialog,
      token_endpoint: `${urls.graph}/oauth/access_token`,
    },
    credentials.clientId,
    credentials.clientSecret,
    oidc.ClientSecretPost(credentials.clientSecret),
  );
  if (new URL(urls.graph).protocol === 'http:') oidc.allowInsecureRequests(config);
  return {
    id: credentials.id,
    responseMode: 'query',
    async begin(redirectUri) {
      const pending = await newPending();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'email public_profile',
        state: pending.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },
    async complete(callbackUrl, redirectUri, pending) {
      const tokens = await redeem(config, withRedirect(callbackUrl, redirectUri), pending, false);
      const me = new URL(`${urls.graph}/me`);
      me.searchParams.set('fields', 'id,email,first_name,last_name');
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
      if (!response.ok) throw new SocialSignInRefused('failed', `Facebook answered ${response.status}`);
      const person = facebookMeSchema.parse(await response.json());
      return {
        provider: credentials.id,
        subject: person.id,
        email: person.email?.toLowerCase() ?? null,
        emailVerified: Boolean(person.email),
        firstName: (person.first_name ?? '').slice(0, 50),
        lastName: (person.last_name ?? '').slice(0, 50),
      };
    },
  };
}
