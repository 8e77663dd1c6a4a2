import type { Env } from '../env';
import { facebookProvider, openIdConnectProvider } from './openid';
import type { SocialProvider } from './port';

/** The providers whose client id and secret are set, in the order their buttons show. */
export function socialProvidersFromEnv(env: Env): SocialProvider[] {
  const providers: SocialProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    const credentials = { id: 'google', clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
    providers.push(openIdConnectProvider(credentials, env.GOOGLE_ISSUER));
  }
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) {
    const credentials = { id: 'apple', clientId: env.APPLE_CLIENT_ID, clientSecret: env.APPLE_CLIENT_SECRET };
    // Apple answers a request for the name or email only by form_post, and sends the name once, in that post.
    providers.push(
      openIdConnectProvider(credentials, env.APPLE_ISSUER, { responseMode: 'form_post', scope: 'openid email name' }),
    );
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    const credentials = { id: 'facebook', clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET };
    providers.push(facebookProvider(credentials, { dialog: env.FACEBOOK_DIALOG_URL, graph: env.FACEBOOK_GRAPH_URL }));
  }
  return providers;
}
