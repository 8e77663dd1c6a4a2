import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';
import {
  ACCESS_FEES,
  emptyCommerceState,
  handleCommerce,
  handlePaypalPage,
  type CommerceState,
  type PendingPaypal,
} from './jwp-fixture-commerce';

/**
 * A local server speaking InPlayer's (JWP's) services API, form-encoded with Bearer tokens, for the account calls
 * of spec 1 §7 "Second platform": POST /v2/accounts/authenticate (grant_type password or refresh_token), POST
 * /accounts (registration), GET and PUT /accounts, GET /accounts/logout, POST /accounts/change-password, POST
 * /accounts/forgot-password and PUT /accounts/forgot-password/{token}, GET /accounts/register-fields/{clientId},
 * POST /accounts/export, DELETE /accounts/erase, GET /accounts/social (social sign-in, below), and the lists /v2/accounts/media/favorites (GET, POST, DELETE
 * /{id}) and /v2/accounts/media/watch-history (GET with `filter`, PATCH, DELETE /{id}); and the media token of
 * spec 1 §7 "Entitlement", GET /v2/items/jw-media/token (`app_config_id`, `media_id`; 402 unless granted or the
 * account holds access to an item); the access and payment calls, and the fake PayPal page of PayPal payments
 * (/paypal-sandbox/checkout), are in ./jwp-fixture-commerce.ts.
 *
 * Paths, form fields and reply shapes follow InPlayer's public JavaScript SDK (github.com/inplayer-org/inplayer.js,
 * src/constants/index.ts for the paths, src/endpoints/account.ts for the bodies and documented replies,
 * src/models/IAccount&Authentication.ts for the types) and JW's open-source OTT web app
 * (github.com/jwplayer/ott-web-app, services/integrations/jwp/JWPAccountService.ts): tokens are `{ access_token,
 * refresh_token, expires (epoch seconds), account }`; accounts `{ id, uuid, email, full_name, referrer, metadata,
 * roles, completed, date_of_birth, created_at, updated_at, merchant_uuid }`; register fields `{ collection: [{ id,
 * name, label, type, required, default_value, placeholder, options }] }`; list pages `{ collection, cursor }` with
 * the next page's address as `cursor`; errors `{ code, message, errors? }`. Error texts are the ones spec 1 §8
 * matches on; the others are this fixture's own words. Tokens are random strings, the state is in memory.
 *
 * Social sign-in: `GET /accounts/social?state=` takes the base64 JSON `{ client_id, redirect }` (inplayer.js,
 * `getSocialLoginUrls`: "The state needs to be json and base64 encoded") and answers `{ social_urls: [{ google:
 * address }, { facebook: address }] }` (its `ListSocialURLs`). The addresses lead to this fixture's stand-in for
 * the provider and InPlayer's callback together: a page asking for an email, whose Continue signs that address in
 * (creating the account) and redirects to `redirect#token=…&refresh_token=…&expires=…` (spec 1 §2).
 */
export const CLIENT_ID = '5a0d0d5e-7d5b-4b2a-9c59-aurora-jwp';
/** List pages are this long, so the 48-entry lists take more than one page. */
const PAGE_SIZE = 20;

interface Account {
  id: number;
  uuid: string;
  email: string;
  password: string;
  fullName: string;
  metadata: Record<string, string>;
  dateOfBirth: number | null;
  createdAt: number;
  favorites: Array<{ media_id: string; created_at: number }>;
  /** Most recently updated first. */
  history: Array<{ media_id: string; progress: number; created_at: number; updated_at: number }>;
  /** Access, payments, subscriptions and the default card. */
  commerce: CommerceState;
}

const REGISTER_FIELDS = [
  {
    id: 1,
    name: 'first_name',
    label: 'First name',
    type: 'input',
    required: false,
    default_value: '',
    placeholder: '',
    options: {},
  },
  {
    id: 2,
    name: 'surname',
    label: 'Last name',
    type: 'input',
    required: false,
    default_value: '',
    placeholder: '',
    options: {},
  },
  {
    id: 3,
    name: 'terms',
    label: 'I accept the Terms of Use',
    type: 'checkbox',
    required: true,
    default_value: '',
    placeholder: '',
    options: {},
  },
  {
    id: 4,
    name: 'marketing',
    label: 'Send me news and offers',
    type: 'checkbox',
    required: false,
    default_value: '',
    placeholder: '',
    options: {},
  },
  // Custom register fields (spec 1 §3 "Publisher consent": type, placeholder, options, defaultValue).
  {
    id: 5,
    name: 'favourite_sport',
    label: 'Favourite sport',
    type: 'select',
    required: false,
    default_value: '',
    placeholder: 'Choose a sport',
    options: { canoe: 'Canoe sprint', korfball: 'Korfball' },
  },
  {
    id: 6,
    name: 'club_member_since',
    label: 'Club member since',
    type: 'datepicker',
    required: false,
    default_value: '',
    placeholder: '',
    options: [],
  },
];

export interface JwpFixtureOptions {
  /** Lifetime of the access tokens it issues, in seconds. */
  tokenTtlS?: number;
}

export interface JwpFixture extends FixtureServer {
  accounts: Map<number, Account>;
  /** Every request as `METHOD /path`, oldest first. */
  requests: string[];
  /** Form bodies of the requests, same order as `requests` (empty for none). */
  bodies: Array<Record<string, string>>;
  /** The token of the last reset link mailed to this address. */
  resetTokenFor(email: string): string | undefined;
  /** Addresses InPlayer mailed their data to (POST /accounts/export). */
  exports: string[];
  /** Answers every request after this many milliseconds (a slow platform). */
  delay(ms: number): void;
  /** Lets the account play this media (GET /v2/items/jw-media/token answers a token). */
  grant(email: string, mediaId: string): void;
  /** The next `METHOD /path` request gets this error reply instead (a case the fixture's rules do not produce). */
  failNext(request: string, status: number, message: string): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const nowS = () => Math.floor(Date.now() / 1000);

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

/** `metadata[first_name]=Ada` → `{ first_name: 'Ada' }`. */
function nested(form: Record<string, string>, key: string): Record<string, string> | undefined {
  const entries = Object.entries(form).flatMap(([name, value]) => {
    const match = new RegExp(`^${key}\\[([^\\]]+)\\]$`).exec(name);
    return match ? [[match[1], value] as const] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const fail = (res: ServerResponse, status: number, message: string, errors?: Record<string, string>) =>
  sendJson(res, status, { code: status, message, ...(errors ? { errors } : {}) });

export async function startJwpFixture(options: JwpFixtureOptions = {}): Promise<JwpFixture> {
  const accounts = new Map<number, Account>();
  const accessTokens = new Map<string, { accountId: number; expires: number }>();
  const refreshTokens = new Map<string, number>();
  const resetTokens = new Map<string, string>();
  const requests: string[] = [];
  const bodies: Array<Record<string, string>> = [];
  const exports: string[] = [];
  let delayMs = 0;
  let serverUrl = '';
  const forced = new Map<string, { status: number; message: string }>();
  const grants = new Set<string>();
  const paypal = new Map<string, PendingPaypal>();

  const byEmail = (email: string) => [...accounts.values()].find((a) => a.email === email.toLowerCase());

  function accountView(a: Account) {
    return {
      id: a.id,
      uuid: a.uuid,
      email: a.email,
      full_name: a.fullName,
      referrer: 'http://localhost/',
      metadata: a.metadata,
      social_apps_metadata: [],
      roles: ['consumer'],
      completed: true,
      date_of_birth: a.dateOfBirth,
      created_at: a.createdAt,
      updated_at: nowS(),
      merchant_uuid: CLIENT_ID,
    };
  }

  function tokensFor(a: Account) {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomUUID();
    const expires = nowS() + (options.tokenTtlS ?? 3600);
    accessTokens.set(access, { accountId: a.id, expires });
    refreshTokens.set(refresh, a.id);
    return { access_token: access, refresh_token: refresh, expires, account: accountView(a) };
  }

  function revokeAll(accountId: number) {
    for (const [token, entry] of accessTokens) if (entry.accountId === accountId) accessTokens.delete(token);
    for (const [token, id] of refreshTokens) if (id === accountId) refreshTokens.delete(token);
  }

  function bearer(req: IncomingMessage): { account: Account; token: string } | null {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const entry = token ? accessTokens.get(token) : undefined;
    if (!token || !entry || entry.expires <= nowS()) return null;
    const account = accounts.get(entry.accountId);
    return account ? { account, token } : null;
  }

  /** A page of a list: `cursor` is the offset, the reply's `cursor` the next page's address. */
  function page<T>(res: ServerResponse, path: string, items: T[], url: URL) {
    const offset = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const slice = items.slice(offset, offset + PAGE_SIZE);
    const more = offset + PAGE_SIZE < items.length;
    const next = new URL(`${serverUrl}${path}`);
    for (const [key, value] of url.searchParams) if (key !== 'cursor') next.searchParams.set(key, value);
    next.searchParams.set('cursor', String(offset + PAGE_SIZE));
    sendJson(res, 200, { collection: slice, ...(more ? { cursor: next.toString() } : {}) });
  }

  function register(res: ServerResponse, form: Record<string, string>) {
    const email = (form.username ?? '').toLowerCase();
    if (form.client_id !== CLIENT_ID)
      return fail(res, 422, 'Invalid param client_id', { client_id: 'Unknown merchant' });
    if (form.type !== 'consumer') return fail(res, 422, 'Invalid param type', { type: 'Must be consumer' });
    if (!EMAIL.test(email)) return fail(res, 422, 'Please enter a valid e-mail address', { username: 'Not an email' });
    if ((form.password ?? '').length < 8) return fail(res, 422, 'Invalid param password', { password: 'Too short' });
    if (form.password !== form.password_confirmation) {
      return fail(res, 422, 'Invalid param password_confirmation', { password_confirmation: 'Does not match' });
    }
    if (!form.full_name) return fail(res, 422, 'Invalid param full_name', { full_name: 'Required' });
    const metadata = nested(form, 'metadata') ?? {};
    const missing = REGISTER_FIELDS.find((f) => f.required && f.type === 'checkbox' && metadata[f.name] !== 'true');
    if (missing) return fail(res, 422, `Invalid param ${missing.name}`, { [missing.name]: 'Required' });
    if (byEmail(email)) return fail(res, 409, 'Account already exists');
    return sendJson(res, 200, tokensFor(addAccount(email, form.password!, form.full_name, metadata)));
  }

  function addAccount(email: string, password: string, fullName: string, metadata: Record<string, string>) {
    const account: Account = {
      id: 100_000 + accounts.size + 1,
      uuid: randomUUID(),
      email,
      password,
      fullName,
      metadata,
      dateOfBirth: null,
      createdAt: nowS(),
      favorites: [],
      history: [],
      commerce: emptyCommerceState(),
    };
    accounts.set(account.id, account);
    return account;
  }

  function authenticate(res: ServerResponse, form: Record<string, string>) {
    if (form.client_id !== CLIENT_ID) return fail(res, 422, 'Invalid param client_id');
    if (form.grant_type === 'refresh_token') {
      const accountId = refreshTokens.get(form.refresh_token ?? '');
      const account = accountId === undefined ? undefined : accounts.get(accountId);
      if (!account) return fail(res, 401, 'Invalid refresh token');
      refreshTokens.delete(form.refresh_token!);
      return sendJson(res, 200, tokensFor(account));
    }
    if (form.grant_type !== 'password') return fail(res, 422, 'Invalid param grant_type');
    if (!EMAIL.test(form.username ?? '')) return fail(res, 422, 'Invalid param email', { username: 'Not an email' });
    const account = byEmail(form.username!);
    if (!account || account.password !== form.password) return fail(res, 401, 'Invalid credentials');
    return sendJson(res, 200, tokensFor(account));
  }

  function social(res: ServerResponse, path: string, url: URL) {
    const stateText = url.searchParams.get('state') ?? '';
    let state: { client_id?: unknown; redirect?: unknown } = {};
    try {
      state = JSON.parse(Buffer.from(stateText, 'base64').toString('utf8')) as typeof state;
    } catch {
      return fail(res, 422, 'Invalid param state');
    }
    if (state.client_id !== CLIENT_ID) return fail(res, 422, 'Invalid param state', { state: 'Unknown merchant' });
    if (typeof state.redirect !== 'string' || !/^https?:\/\//.test(state.redirect)) {
      return fail(res, 422, 'Invalid param state', { state: 'No redirect' });
    }
    if (path === '/accounts/social') {
      const address = (provider: string) => `${serverUrl}/social/${provider}?state=${encodeURIComponent(stateText)}`;
      return sendJson(res, 200, { social_urls: [{ google: address('google') }, { facebook: address('facebook') }] });
    }
    const provider = /^\/social\/(google|facebook)(\/approve)?$/.exec(path);
    if (!provider) return fail(res, 404, 'Not found');
    if (!provider[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Sign in with ${provider[1]}</title><main><h1>Sign in with ${provider[1]}</h1>` +
          `<form action="/social/${provider[1]}/approve"><input type="hidden" name="state" value="${stateText}">` +
          `<label>Email <input name="email" type="email" required></label><button>Continue</button></form></main></html>`,
      );
      return;
    }
    const email = (url.searchParams.get('email') ?? '').toLowerCase();
    if (!EMAIL.test(email)) return fail(res, 422, 'Invalid param email');
    // A provider's account has no password here: a random one no one knows.
    const account = byEmail(email) ?? addAccount(email, randomBytes(16).toString('hex'), email, {});
    const tokens = tokensFor(account);
    const fragment = new URLSearchParams({
      token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      expires: String(tokens.expires),
    });
    res.writeHead(302, { location: `${state.redirect}#${fragment}` });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    requests.push(`${method} ${path}`);
    const form = method === 'GET' ? {} : await formOf(req);
    bodies.push(form);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const failure = forced.get(`${method} ${path}`);
    if (failure) {
      forced.delete(`${method} ${path}`);
      return fail(res, failure.status, failure.message);
    }

    if (method === 'POST' && path === '/v2/accounts/authenticate') return authenticate(res, form);
    const fees = /^\/v2\/items\/(\d+)\/access-fees$/.exec(path);
    if (method === 'GET' && fees) {
      return sendJson(
        res,
        200,
        ACCESS_FEES.filter((fee) => String(fee.item.id) === fees[1]),
      );
    }
    if (method === 'GET' && path === '/paypal-sandbox/checkout') return handlePaypalPage(res, url, paypal);
    if (method === 'POST' && path === '/accounts') return register(res, form);
    if (method === 'GET' && (path === '/accounts/social' || path.startsWith('/social/'))) return social(res, path, url);
    if (method === 'GET' && path === `/accounts/register-fields/${CLIENT_ID}`) {
      return sendJson(res, 200, { collection: REGISTER_FIELDS });
    }
    if (method === 'POST' && path === '/accounts/forgot-password') {
      const account = byEmail(form.email ?? '');
      if (form.merchant_uuid !== CLIENT_ID) return fail(res, 422, 'Invalid param merchant_uuid');
      if (!account) return fail(res, 404, 'Account not found');
      resetTokens.set(account.email, randomBytes(16).toString('hex'));
      return sendJson(res, 200, { code: 200, message: 'Forgot password token has been sent' });
    }
    const reset = /^\/accounts\/forgot-password\/([^/]+)$/.exec(path);
    if (method === 'PUT' && reset) {
      const email = [...resetTokens].find(([, token]) => token === reset[1])?.[0];
      const account = email ? byEmail(email) : undefined;
      if (!account) return fail(res, 404, 'Token has expired or is invalid');
      if ((form.password ?? '').length < 8) return fail(res, 422, 'Invalid param password', { password: 'Too short' });
      if (form.password !== form.password_confirmation) return fail(res, 422, 'Invalid param password_confirmation');
      account.password = form.password!;
      resetTokens.delete(account.email);
      revokeAll(account.id);
      return sendJson(res, 200, {});
    }

    const signedIn = bearer(req);
    if (!signedIn) return fail(res, 401, 'Invalid auth token');
    const { account } = signedIn;

    if (method === 'GET' && path === '/accounts') return sendJson(res, 200, accountView(account));
    if (method === 'GET' && path === '/v2/items/jw-media/token') {
      const mediaId = url.searchParams.get('media_id') ?? '';
      if (!url.searchParams.get('app_config_id')) return fail(res, 422, 'Invalid param app_config_id');
      const paid = [...account.commerce.access.values()].some((expires) => expires > nowS());
      if (!paid && !grants.has(`${account.email} ${mediaId}`)) {
        return fail(res, 402, 'Access to this item requires payment');
      }
      return sendJson(res, 200, { token: `signed-${mediaId}-${randomBytes(6).toString('hex')}` });
    }
    if (method === 'PUT' && path === '/accounts') {
      if (!form.full_name) return fail(res, 422, 'Invalid param full_name', { full_name: 'Required' });
      account.fullName = form.full_name;
      account.metadata = { ...account.metadata, ...nested(form, 'metadata') };
      if (form.date_of_birth) account.dateOfBirth = Math.floor(Date.parse(form.date_of_birth) / 1000);
      return sendJson(res, 200, accountView(account));
    }
    if (method === 'GET' && path === '/accounts/logout') {
      accessTokens.delete(signedIn.token);
      return sendJson(res, 200, {});
    }
    if (method === 'POST' && path === '/accounts/change-password') {
      if (form.old_password !== account.password) return fail(res, 422, 'Invalid old password');
      if ((form.password ?? '').length < 8) return fail(res, 422, 'Invalid param password', { password: 'Too short' });
      if (form.password !== form.password_confirmation) return fail(res, 422, 'Invalid param password_confirmation');
      account.password = form.password!;
      revokeAll(account.id);
      return sendJson(res, 200, {});
    }
    if (method === 'POST' && path === '/accounts/export') {
      exports.push(account.email);
      return sendJson(res, 200, { code: 200, message: 'Exporting your data...' });
    }
    if (method === 'DELETE' && path === '/accounts/erase') {
      if (form.password !== account.password) return fail(res, 400, 'Invalid credentials');
      revokeAll(account.id);
      accounts.delete(account.id);
      return sendJson(res, 200, { code: 200, message: 'Account has been deleted' });
    }
    if (handleCommerce(res, { method, path, url, form, state: account.commerce, serverUrl, paypal })) return;
    return lists(req, res, { method, path, url, form, account });
  }

  function lists(
    _req: IncomingMessage,
    res: ServerResponse,
    {
      method,
      path,
      url,
      form,
      account,
    }: { method: string; path: string; url: URL; form: Record<string, string>; account: Account },
  ) {
    const FAVORITES = '/v2/accounts/media/favorites';
    const HISTORY = '/v2/accounts/media/watch-history';
    if (path === FAVORITES && method === 'GET') {
      return page(res, path, [...account.favorites].reverse(), url);
    }
    if (path === FAVORITES && method === 'POST') {
      if (!form.media_id) return fail(res, 422, 'Invalid param media_id', { media_id: 'Required' });
      let favorite = account.favorites.find((f) => f.media_id === form.media_id);
      if (!favorite) account.favorites.push((favorite = { media_id: form.media_id, created_at: nowS() }));
      return sendJson(res, 200, favorite);
    }
    const favorite = new RegExp(`^${FAVORITES}/([^/]+)$`).exec(path);
    if (favorite && method === 'DELETE') {
      const index = account.favorites.findIndex((f) => f.media_id === decodeURIComponent(favorite[1]!));
      if (index < 0) return fail(res, 404, 'Media item not found in favorites');
      account.favorites.splice(index, 1);
      return sendJson(res, 200, { code: 200, message: 'Media item has been successfully removed from favorites.' });
    }
    if (path === HISTORY && method === 'GET') {
      const filter = url.searchParams.get('filter') ?? 'currently_watching';
      const items = account.history.filter((h) =>
        filter === 'all' ? true : filter === 'watched' ? h.progress >= 0.95 : h.progress < 0.95,
      );
      return page(res, path, items, url);
    }
    if (path === HISTORY && method === 'PATCH') {
      const progress = Number(form.progress);
      if (!form.media_id || !Number.isFinite(progress)) return fail(res, 422, 'Invalid param progress');
      const old = account.history.find((h) => h.media_id === form.media_id);
      const entry = { media_id: form.media_id, progress, created_at: old?.created_at ?? nowS(), updated_at: nowS() };
      account.history = [entry, ...account.history.filter((h) => h.media_id !== form.media_id)];
      return sendJson(res, 200, entry);
    }
    const item = new RegExp(`^${HISTORY}/([^/]+)$`).exec(path);
    if (item && method === 'DELETE') {
      const before = account.history.length;
      account.history = account.history.filter((h) => h.media_id !== decodeURIComponent(item[1]!));
      if (account.history.length === before) return fail(res, 404, 'Media item not found in watch history');
      return sendJson(res, 200, { code: 200, message: 'Media item has been removed from watch history.' });
    }
    return fail(res, 404, 'Not found');
  }

  const server = await startFixtureServer(handle);
  serverUrl = server.url;
  return {
    ...server,
    accounts,
    requests,
    bodies,
    exports,
    resetTokenFor: (email) => resetTokens.get(email.toLowerCase()),
    delay: (ms) => {
      delayMs = ms;
    },
    grant: (email, mediaId) => grants.add(`${email.toLowerCase()} ${mediaId}`),
    failNext: (request, status, message) => forced.set(request, { status, message }),
  };
}
