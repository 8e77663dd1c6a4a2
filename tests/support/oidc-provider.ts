import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (`oidc-provider`) on a free local port, for the social sign-in tests: one confidential
 * client, and an interaction that signs in whichever person the test chose (or declines) without a form.
 */
export interface TestPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The person the next interaction signs in, or `'deny'` to answer access_denied. */
  next: TestPerson | 'deny';
  close(): Promise<void>;
}

/** `redirectUris` may be given later (a function read at the first request) when the site's port is not known yet. */
export async function startOpenIdProvider(redirectUris: string[] | (() => string[])): Promise<TestOpenIdProvider> {
  const people = new Map<string, TestPerson>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'ott-site';
  const clientSecret = 'ott-site-secret-for-tests-only';
  const makeProvider = () =>
    new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: typeof redirectUris === 'function' ? redirectUris() : redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
      scopes: ['openid', 'email', 'profile'],
      cookies: { keys: ['test-provider-cookie-key'] },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      findAccount: (_ctx: unknown, id: string) => {
        const person = people.get(id);
        return person ? { accountId: id, claims: () => person } : undefined;
      },
    });
  let built: { provider: Provider; handle: ReturnType<Provider['callback']> } | undefined;
  const state: TestOpenIdProvider = {
    issuer,
    clientId,
    clientSecret,
    next: { sub: 'nobody' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', (req, res) => {
    if (!built) {
      const provider = makeProvider();
      built = { provider, handle: provider.callback() };
    }
    const { provider, handle } = built;
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const person = state.next;
      if (person === 'deny') {
        const denied = { error: 'access_denied', error_description: 'The person declined' };
        return provider.interactionFinished(req, res, denied, { mergeWithLastSubmission: false });
      }
      people.set(person.sub, person);
      const grant = new provider.Grant({ accountId: person.sub, clientId: details.params.client_id ?? clientId });
      grant.addOIDCScope('openid email profile');
      const result = { login: { accountId: person.sub }, consent: { grantId: await grant.save() } };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return state;
}

/**
 * Follows the provider's redirects as a browser would (keeping its cookies) from the authorization address until
 * it sends the browser back to `returnPrefix`; answers that address.
 */
export async function walkProvider(authorizationUrl: string, returnPrefix: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    url = new URL(location, url);
    if (url.href.startsWith(returnPrefix)) return url;
  }
  throw new Error('the provider kept redirecting');
}
