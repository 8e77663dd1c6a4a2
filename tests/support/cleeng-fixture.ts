import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT, jwtVerify } from 'jose';
import { createCleengCommerceFixture, type CleengCommerceFixture } from './cleeng-commerce-fixture';
import { sendJson, startFixtureServer, type FixtureServer } from './fixture-server';

/**
 * A local server speaking Cleeng's MediaStore API (JSON, Bearer JWT) for the account calls of spec 1 §7 "First
 * platform": POST /auths, POST /auths/refresh_token, POST /customers, GET and PATCH /customers/{id} (names, email
 * with `confirmationPassword`, and `externalData` where the site keeps favorites and watch history), GET and PUT
 * /customers/{id}/consents, GET /publishers/{id}/consents, GET /customers/{id}/capture/status, PUT
 * /customers/{id}/capture, PUT /customers/passwords (mails a reset link) and PATCH /customers/passwords, GET /locales.
 *
 * Shapes follow Cleeng's public MediaStore API reference (developers.cleeng.com, "MediaStore API") as used by
 * JW Player's open-source OTT web app (github.com/jwplayer/ott-web-app, services/integrations/cleeng): every reply
 * is `{ responseData, errors: string[] }`; tokens are `{ jwt, refreshToken }` and the JWT carries `customerId`
 * and `publisherId`; customers are `{ id, email, country, regDate, firstName, lastName, externalData }`; consents
 * `{ name, label, required, version, state: 'accepted' | 'declined', needsUpdate }`; capture status
 * `{ isCaptureEnabled, shouldCaptureBeDisplayed, settings: [{ key, enabled, required, answer, question?, value? }] }`.
 * GET /locales (reference: "Fetch customer locales") places a viewer by the `customerIP` query parameter, or by the
 * request's address without it, as `{ country, currency, locale, ipAddress }`; the fixture's places are LOCALES.
 * Error texts are the ones spec 1 §8 matches on (e.g. "Customer already exists."). The state is in memory; real
 * Cleeng signs its JWTs with its own key (RS256), this fixture with an HMAC key of its own. The commerce calls
 * (offers, orders, the Adyen and PayPal connectors, entitlements, subscriptions) are in cleeng-commerce-fixture.ts.
 */
export const PUBLISHER_ID = 'aurora-games-tv-demo';

interface Customer {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  /** As registered (POST /customers `currency`, `locale`). */
  currency: string;
  locale: string;
  regDate: string;
  externalData: Record<string, unknown>;
  consents: Map<string, { version: string; state: 'accepted' | 'declined'; date: number }>;
  capture: Record<string, unknown> | null;
}

interface PublisherConsent {
  name: string;
  label: string;
  placeholder: string;
  required: boolean;
  version: string;
  value: string;
}

export interface CleengFixtureOptions {
  /** Lifetime of the JWTs it issues (Cleeng's are 30 minutes). */
  jwtTtlS?: number;
  /** Asks new customers the profile-capture questions (on by default). */
  capture?: boolean;
}

export interface CleengFixture extends FixtureServer {
  customers: Map<string, Customer>;
  /** Every request as `METHOD /path`, oldest first. */
  requests: string[];
  /** The reset token of the last link mailed to this address. */
  resetTokenFor(email: string): string | undefined;
  /** Answers every request after this many milliseconds (a slow platform). */
  delay(ms: number): void;
  /** GET /locales answers 500 while this is on. */
  failLocales(on: boolean): void;
  /** What Adyen's Drop-in does on a Cleeng session with this card (then tells Cleeng): its session result. */
  payOnSession: CleengCommerceFixture['payOnSession'];
  /** Ends a customer's access to an offer now. */
  expire: CleengCommerceFixture['expire'];
  createNoOrders: CleengCommerceFixture['createNoOrders'];
}

const CONSENTS: PublisherConsent[] = [
  { name: 'terms', label: 'I accept the Terms of Use', placeholder: '', required: true, version: '1', value: '' },
  { name: 'marketing', label: 'Send me news and offers', placeholder: '', required: false, version: '1', value: '' },
];

const CAPTURE_SETTINGS = [
  { key: 'firstNameLastName', enabled: true, required: true },
  { key: 'birthDate', enabled: true, required: false },
  { key: 'companyName', enabled: false, required: false },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where GET /locales places an address (documentation ranges of RFC 5737); anywhere else is the Netherlands. */
export const LOCALES = {
  '198.51.100.': { country: 'DE', currency: 'EUR', locale: 'de_DE' },
  '203.0.113.': { country: 'US', currency: 'USD', locale: 'en_US' },
  other: { country: 'NL', currency: 'EUR', locale: 'nl_NL' },
} as const;
const placeOf = (ip: string) => Object.entries(LOCALES).find(([prefix]) => ip.startsWith(prefix))?.[1] ?? LOCALES.other;

async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const ok = (res: ServerResponse, responseData: unknown) => sendJson(res, 200, { responseData, errors: [] });
const fail = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { responseData: {}, errors: [message] });
const str = (value: unknown) => (typeof value === 'string' ? value : '');

export async function startCleengFixture(options: CleengFixtureOptions = {}): Promise<CleengFixture> {
  const key = randomBytes(32);
  const customers = new Map<string, Customer>();
  const refreshTokens = new Map<string, string>();
  const resetTokens = new Map<string, string>();
  const requests: string[] = [];
  let delayMs = 0;
  let localesDown = false;
  let baseUrl = '';
  const commerce = createCleengCommerceFixture(() => baseUrl);

  async function tokensFor(customer: Customer) {
    const jwt = await new SignJWT({ customerId: customer.id, publisherId: PUBLISHER_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${options.jwtTtlS ?? 1800}s`)
      .sign(key);
    const refreshToken = randomUUID();
    refreshTokens.set(refreshToken, customer.id);
    return { jwt, refreshToken, customerId: customer.id, customerEmail: customer.email };
  }

  async function bearerCustomer(req: IncomingMessage): Promise<Customer | null> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, key);
      return customers.get(String(payload.customerId)) ?? null;
    } catch {
      return null;
    }
  }

  const byEmail = (email: string) => [...customers.values()].find((c) => c.email === email.toLowerCase());

  function customerView(c: Customer) {
    const { id, email, firstName, lastName, country, regDate, externalData } = c;
    return { id, email, firstName, lastName, country, regDate, lastUserIp: '203.0.113.7', externalData };
  }

  function consentsView(c: Customer) {
    return CONSENTS.map((consent) => {
      const given = c.consents.get(consent.name);
      return {
        customerId: c.id,
        name: consent.name,
        label: consent.label,
        required: consent.required,
        version: given?.version ?? consent.version,
        newestVersion: consent.version,
        needsUpdate: given ? given.version !== consent.version : consent.required,
        state: given?.state ?? 'declined',
        value: '',
        date: given?.date ?? 0,
      };
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const path = url.pathname;
    const body = method === 'GET' ? {} : await bodyOf(req);

    if (method === 'POST' && path === '/auths') {
      const email = str(body.email);
      if (!EMAIL.test(email)) return fail(res, 422, 'Invalid param email');
      if (body.publisherId !== PUBLISHER_ID) return fail(res, 422, 'Invalid param publisherId');
      const customer = byEmail(email);
      if (!customer || customer.password !== body.password) return fail(res, 401, 'Wrong email or password');
      return ok(res, await tokensFor(customer));
    }
    if (method === 'POST' && path === '/auths/refresh_token') {
      const customerId = refreshTokens.get(str(body.refreshToken));
      const customer = customerId ? customers.get(customerId) : undefined;
      if (!customer) return fail(res, 401, 'Refresh token is expired or does not exist');
      refreshTokens.delete(str(body.refreshToken));
      return ok(res, await tokensFor(customer));
    }
    if (method === 'POST' && path === '/customers') {
      const email = str(body.email).toLowerCase();
      if (!EMAIL.test(email)) return fail(res, 422, 'Please enter a valid e-mail address.');
      if (str(body.password).length < 8) return fail(res, 422, 'Invalid param password');
      if (body.publisherId !== PUBLISHER_ID) return fail(res, 422, 'Invalid param publisherId');
      if (byEmail(email)) return fail(res, 422, 'Customer already exists.');
      const customer: Customer = {
        id: String(900_000_000 + customers.size + 1),
        email,
        password: str(body.password),
        firstName: '',
        lastName: '',
        country: str(body.country) || 'NL',
        currency: str(body.currency) || 'EUR',
        locale: str(body.locale) || 'en_US',
        regDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
        externalData: {},
        consents: new Map(),
        capture: null,
      };
      customers.set(customer.id, customer);
      return ok(res, await tokensFor(customer));
    }
    if (method === 'GET' && path === '/locales') {
      if (localesDown) return fail(res, 500, 'Internal server error');
      const ip = url.searchParams.get('customerIP') ?? req.socket.remoteAddress ?? '';
      return ok(res, { ...placeOf(ip), ipAddress: ip });
    }
    if (method === 'GET' && path === `/publishers/${PUBLISHER_ID}/consents`) return ok(res, { consents: CONSENTS });
    if (method === 'PUT' && path === '/customers/passwords') {
      const customer = byEmail(str(body.customerEmail));
      if (!customer) return fail(res, 422, 'Customer not found');
      resetTokens.set(customer.email, randomUUID().replace(/-/g, ''));
      return ok(res, {});
    }
    if (method === 'PATCH' && path === '/customers/passwords') {
      const customer = byEmail(str(body.customerEmail));
      const token = customer && resetTokens.get(customer.email);
      if (!customer || !token || token !== body.resetPasswordToken) {
        return fail(res, 422, 'resetPasswordToken is not valid');
      }
      if (str(body.newPassword).length < 8) return fail(res, 422, 'Invalid param password');
      customer.password = str(body.newPassword);
      resetTokens.delete(customer.email);
      for (const [refresh, id] of refreshTokens) if (id === customer.id) refreshTokens.delete(refresh);
      return ok(res, {});
    }

    if (commerce.handle(req, res, (await bearerCustomer(req))?.id ?? null, body)) return;

    const match = /^\/customers\/([^/]+)(\/consents|\/capture\/status|\/capture)?$/.exec(path);
    if (!match) return fail(res, 404, 'Not found');
    const customer = await bearerCustomer(req);
    if (!customer) return fail(res, 401, 'Invalid JWT token');
    if (customer.id !== match[1]) return fail(res, 403, 'Access denied');
    const part = match[2] ?? '';

    if (part === '' && method === 'GET') return ok(res, customerView(customer));
    if (part === '' && method === 'PATCH') {
      if (body.email !== undefined && body.email !== customer.email) {
        const email = str(body.email).toLowerCase();
        if (!EMAIL.test(email)) return fail(res, 422, 'Please enter a valid e-mail address.');
        if (body.confirmationPassword !== customer.password)
          return fail(res, 422, 'Invalid param confirmationPassword');
        if (byEmail(email)) return fail(res, 422, 'Customer already exists.');
        customer.email = email;
      }
      if (typeof body.firstName === 'string') customer.firstName = body.firstName;
      if (typeof body.lastName === 'string') customer.lastName = body.lastName;
      if (body.externalData && typeof body.externalData === 'object') {
        customer.externalData = body.externalData as Record<string, unknown>;
      }
      return ok(res, customerView(customer));
    }
    if (part === '/consents' && method === 'GET') return ok(res, { consents: consentsView(customer) });
    if (part === '/consents' && method === 'PUT') {
      const given = Array.isArray(body.consents) ? (body.consents as Array<Record<string, unknown>>) : [];
      for (const consent of given) {
        if (!CONSENTS.some((declared) => declared.name === consent.name)) {
          return fail(res, 422, `Invalid consent ${str(consent.name)}`);
        }
        const state = consent.state === 'accepted' ? 'accepted' : 'declined';
        customer.consents.set(str(consent.name), { version: str(consent.version), state, date: Date.now() / 1000 });
      }
      return ok(res, {});
    }
    if (part === '/capture/status' && method === 'GET') {
      const enabled = options.capture ?? true;
      return ok(res, {
        isCaptureEnabled: enabled,
        shouldCaptureBeDisplayed: enabled && customer.capture === null,
        settings: CAPTURE_SETTINGS.map((setting) => ({ ...setting, answer: customer.capture?.[setting.key] ?? null })),
      });
    }
    if (part === '/capture' && method === 'PUT') {
      customer.capture = { ...body };
      if (typeof body.firstName === 'string') customer.firstName = body.firstName;
      if (typeof body.lastName === 'string') customer.lastName = body.lastName;
      return ok(res, {});
    }
    return fail(res, 405, 'Method not allowed');
  }

  const server = await startFixtureServer(handle);
  baseUrl = server.url;
  return {
    payOnSession: commerce.payOnSession,
    expire: commerce.expire,
    createNoOrders: commerce.createNoOrders,
    ...server,
    customers,
    requests,
    resetTokenFor: (email) => resetTokens.get(email.toLowerCase()),
    delay: (ms) => {
      delayMs = ms;
    },
    failLocales: (on) => {
      localesDown = on;
    },
  };
}
