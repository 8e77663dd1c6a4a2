import { createServer, type Server, type ServerResponse } from 'node:http';
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
  /**
   * Apple-like: the `user` field (JSON with the name) this provider adds to its next form_post answer, as Apple
   * does on a person's first authorization only; cleared once sent.
   */
  nextFormUser: string | null;
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
      // `name` is Apple's scope for the name (sent in the form post, not in the ID token).
      scopes: ['openid', 'email', 'profile', 'name'],
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
    nextFormUser: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on('request', (req, res) => {
    if (!built) {
      const provider = makeProvider();
      built = { provider, handle: provider.callback() };
    }
    const { provider, handle } = built;
    if (state.nextFormUser) addFormField(res, 'user', state.nextFormUser, () => (state.nextFormUser = null));
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
      grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
      const result = { login: { accountId: person.sub }, consent: { grantId: await grant.save() } };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return state;
}

/** Adds a hidden field to a form_post page this response may carry (oidc-provider renders it with `res.end`). */
function addFormField(res: ServerResponse, name: string, value: string, sent: () => void) {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : null;
    if (body?.includes('<form method="post"')) {
      const escaped = value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const html = body.replace('</form>', `<input type="hidden" name="${name}" value="${escaped}"/></form>`);
      res.removeHeader('content-length');
      sent();
      return end(html, ...rest);
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
}

/**
 * Follows the provider's redirects as a browser would until it answers with a form_post page posting to
 * `returnPrefix`; answers that form's fields.
 */
export async function walkProviderToForm(authorizationUrl: string, returnPrefix: string): Promise<URLSearchParams> {
  const { response, url } = await follow(authorizationUrl, (next) => next.href.startsWith(returnPrefix));
  if (url) throw new Error(`the provider redirected to ${url.href} instead of posting a form`);
  const html = await response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action?.startsWith(returnPrefix)) throw new Error(`no form posting to ${returnPrefix}: ${html.slice(0, 400)}`);
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields.append(name, unescapeHtml(value));
  }
  return fields;
}

function unescapeHtml(value: string): string {
  return value.replace(/&(#x?[0-9a-f]+|amp|quot|lt|gt|apos);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()] ?? whole;
    const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isNaN(code) ? whole : String.fromCodePoint(code);
  });
}

/** Redirects followed with a cookie jar until `done(url)` or an answer that is not a redirect. */
async function follow(start: string, done: (url: URL) => boolean): Promise<{ response: Response; url?: URL }> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location) return { response };
    url = new URL(location, url);
    if (done(url)) return { response, url };
  }
  throw new Error('the provider kept redirecting');
}

/**
 * Follows the provider's redirects as a browser would (keeping its cookies) from the authorization address until
 * it sends the browser back to `returnPrefix`; answers that address.
 */
export async function walkProvider(authorizationUrl: string, returnPrefix: string): Promise<URL> {
  const { response, url } = await follow(authorizationUrl, (next) => next.href.startsWith(returnPrefix));
  if (!url) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
  return url;
}
