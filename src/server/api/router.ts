import type { Logger } from 'pino';
import type { ZodError, ZodType } from 'zod';
import { isoDay } from '../../domain/account/fields';
import type { Caller, ClientInfo } from '../features/account/deps';
import type { IssuedSession } from '../features/account/sessions';
import { AppError } from '../shared/app-error';
import { bearerToken } from '../shared/secrets';
import { isUpstreamUnavailable, UPSTREAM_RETRY_AFTER_S } from '../shared/upstream/error';
import type { Operation, Reply } from './operation';
import type { SiteConfig } from '../../domain/site-config';
import { KNOWN_DEVICE_COOKIE } from '../features/account/known-device';
import { readCookie } from '../http/cookie-header';
import { ACCESS_COOKIE, REFRESH_COOKIE, clearedSessionCookies, sessionCookies } from './session-cookies';

/**
 * Dispatches `/api/...` requests to the operations: path matching, JSON body limits and parsing, zod validation
 * (400 with field → messages), authentication (Bearer for apps, httpOnly cookies for the web), the origin check
 * on cookie requests that change state, and one JSON error shape. Nothing thrown reaches the client as a trace.
 */
export const MAX_BODY_BYTES = 16 * 1024;
/** Sent by the web client: keep the session in cookies and leave the tokens out of response bodies. */
export const SESSION_MODE_HEADER = 'x-session';

export interface RouterDeps {
  operations: Operation[];
  authenticate(jwt: string): Promise<Caller | null>;
  /** The token's caller without the sign-in check, for `sessionCheck: 'in-write'` operations (own backend only). */
  readAccessToken?(jwt: string): Caller | null;
  /** Public origin of the site (SITE_URL); cookie requests from elsewhere are refused. */
  siteOrigin: string;
  secureCookies: boolean;
  clock: () => Date;
  logger: Logger;
}

export interface RequestMeta {
  clientAddress: string;
  /** The request's own id, echoed in 500 answers so a report can be matched with the log. */
  requestId?: string;
  /** The site config the request named (set by the platform API, which loads it to pick the account platform). */
  siteConfig?: SiteConfig;
}

interface CompiledRoute {
  operation: Operation;
  pattern: RegExp;
  names: string[];
}

function compile(operation: Operation): CompiledRoute {
  const names: string[] = [];
  const source = operation.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { operation, pattern: new RegExp(`^${source}$`), names };
}

const NO_STORE = { 'cache-control': 'no-store' };

function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  if (body === undefined) return new Response(null, { status, headers: { ...NO_STORE, ...headers } });
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

export function errorResponse(error: AppError): Response {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.fields) body.errors = error.fields;
  if (error.details) Object.assign(body, error.details);
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers['retry-after'] = String(error.retryAfterSeconds);
  return json(error.status, body, headers);
}

/** zod issues as field → messages; issues about the body as a whole go under `body`. */
export function fieldMessages(error: ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}

function validationError(error: ZodError, what: 'body' | 'path' | 'query'): AppError {
  const fields = fieldMessages(error);
  const first = Object.entries(fields)[0];
  const summary = first ? `${first[0]}: ${first[1][0]}` : `invalid ${what}`;
  return new AppError(400, 'validation_failed', `Invalid request ${what} (${summary})`, { fields });
}

async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new AppError(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes`);
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES)
    throw new AppError(413, 'payload_too_large', `The body is larger than ${MAX_BODY_BYTES} bytes`);
  return text;
}

/** A form post's fields (each field's first value). */
async function readFormBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Send the body as application/x-www-form-urlencoded');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value;
  return fields;
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (text.trim() === '') return {};
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new AppError(415, 'unsupported_media_type', 'Send the body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'invalid_json', 'The request body is not valid JSON');
  }
}

export function createRouter(deps: RouterDeps) {
  const routes = deps.operations.map(compile);

  function match(path: string) {
    return routes
      .map((route) => ({ route, found: route.pattern.exec(path) }))
      .filter((entry): entry is { route: CompiledRoute; found: RegExpExecArray } => entry.found !== null);
  }

  /** Cookie-carried state changes must come from the site's own pages (CSRF); apps use Bearer and are exempt. */
  function assertSameOrigin(request: Request) {
    const origin = request.headers.get('origin');
    const own = new URL(request.url).origin;
    if (
      origin ? origin === deps.siteOrigin || origin === own : request.headers.get('sec-fetch-site') === 'same-origin'
    ) {
      return;
    }
    throw new AppError(403, 'invalid_origin', 'This request must come from the site itself');
  }

  function sessionReply(reply: Reply, cookieMode: boolean): Response {
    const headers = new Headers(NO_STORE);
    for (const value of reply.cookies ?? []) headers.append('set-cookie', value);
    const session = reply.session;
    if (reply.redirect) {
      headers.set('location', reply.redirect);
      if (session && session !== 'end') {
        for (const value of sessionCookies(session, deps.clock(), deps.secureCookies))
          headers.append('set-cookie', value);
      }
      return new Response(null, { status: reply.status, headers });
    }
    let body = reply.body;
    if (session && session !== 'end' && cookieMode) {
      for (const value of sessionCookies(session, deps.clock(), deps.secureCookies))
        headers.append('set-cookie', value);
      body = withoutTokens(body, session);
    } else if (session === 'end') {
      for (const value of clearedSessionCookies(deps.secureCookies)) headers.append('set-cookie', value);
    }
    if (body === undefined) return new Response(null, { status: reply.status, headers });
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(body), { status: reply.status, headers });
  }

  async function dispatch(request: Request, path: string, meta: RequestMeta): Promise<Response> {
    const candidates = match(path);
    if (candidates.length === 0) throw new AppError(404, 'not_found', `No API operation at ${path}`);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const hit = candidates.find(({ route }) => route.operation.method === method);
    if (!hit) {
      const allow = [...new Set(candidates.map(({ route }) => route.operation.method))].join(', ');
      return json(405, { code: 'method_not_allowed', message: `Use ${allow}` }, { allow });
    }
    const { operation } = hit.route;

    const params = Object.fromEntries(
      hit.route.names.map((name, index) => [name, safeDecode(hit.found[index + 1] ?? '')]),
    );
    const parsedParams = operation.params
      ? operation.params.safeParse(params)
      : { success: true as const, data: params };
    if (!parsedParams.success) throw validationError(parsedParams.error, 'path');
    const search = Object.fromEntries(new URL(request.url).searchParams);
    const parsedQuery = operation.query ? operation.query.safeParse(search) : { success: true as const, data: search };
    if (!parsedQuery.success) throw validationError(parsedQuery.error, 'query');

    const bearer = bearerToken(request.headers.get('authorization'));
    const cookies = request.headers.get('cookie');
    const accessCookie = bearer ? null : readCookie(cookies, ACCESS_COOKIE);
    const refreshCookie = readCookie(cookies, REFRESH_COOKIE);
    const wantsCookies = request.headers.get(SESSION_MODE_HEADER) === 'cookie';
    const refreshToken = operation.takesRefreshToken ? (bearer ?? refreshCookie) : refreshCookie;
    const usesCookies =
      wantsCookies || Boolean(accessCookie) || Boolean(operation.takesRefreshToken && !bearer && refreshCookie);
    // A GET changes nothing an attacker could use: even the refresh only renews the victim's own cookies.
    if (usesCookies && method !== 'GET' && !operation.crossSitePost) assertSameOrigin(request);

    let caller: Caller | null = null;
    const accessToken = operation.takesRefreshToken ? null : (bearer ?? accessCookie);
    if (operation.auth !== 'none' && accessToken) {
      caller =
        operation.sessionCheck === 'in-write' && deps.readAccessToken
          ? deps.readAccessToken(accessToken)
          : await deps.authenticate(accessToken);
    }
    if ((operation.auth === 'user' || (operation.auth === 'viewer' && accessToken)) && !caller) {
      throw new AppError(401, 'unauthorized', accessToken ? 'Unauthorized' : 'Access token is missing');
    }

    let body: unknown = undefined;
    if (operation.body) {
      const schema: ZodType =
        typeof operation.body === 'function' ? operation.body(isoDay(deps.clock())) : operation.body;
      const raw = operation.bodyEncoding === 'form' ? await readFormBody(request) : await readJsonBody(request);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error, 'body');
      body = parsed.data;
    }

    const client: ClientInfo = {
      ip: meta.clientAddress,
      deviceTag: readCookie(cookies, KNOWN_DEVICE_COOKIE) ?? undefined,
    };
    const idempotencyKey = request.headers.get('idempotency-key');
    if (idempotencyKey !== null && !/^[\w-]{8,100}$/.test(idempotencyKey)) {
      throw new AppError(400, 'validation_failed', 'Idempotency-Key: 8 to 100 letters, digits, _ or -', {
        fields: { 'Idempotency-Key': ['8 to 100 letters, digits, _ or -'] },
      });
    }
    const reply = await operation.handle({
      body,
      params: parsedParams.data,
      query: parsedQuery.data,
      caller,
      client,
      refreshToken,
      idempotencyKey,
      url: new URL(request.url),
      headers: request.headers,
      cookies,
      siteConfig: meta.siteConfig ?? null,
    });
    return sessionReply(reply, usesCookies);
  }

  return {
    /** Handles a request whose path starts with `/api`. */
    async handle(request: Request, meta: RequestMeta): Promise<Response> {
      const path = new URL(request.url).pathname.replace(/^\/api(?=\/|$)/, '') || '/';
      try {
        return await dispatch(request, path, meta);
      } catch (error) {
        if (error instanceof AppError) {
          // A refused refresh also drops the dead cookies, so the browser stops presenting them.
          const response = errorResponse(error);
          if (error.code === 'invalid_refresh_token') {
            for (const value of clearedSessionCookies(deps.secureCookies)) response.headers.append('set-cookie', value);
          }
          return response;
        }
        if (isClientGone(request, error)) {
          deps.logger.debug({ path, method: request.method }, 'the client closed the connection before the answer');
          return json(499, { code: 'client_closed_request', message: 'The client closed the connection' });
        }
        if (isUpstreamUnavailable(error)) {
          deps.logger.warn({ err: error, path, method: request.method }, 'API operation: upstream unavailable');
          const body = {
            code: 'upstream_unavailable',
            message: 'A service this answer needs is not answering. Please try again in a moment.',
          };
          return json(503, body, { 'retry-after': String(UPSTREAM_RETRY_AFTER_S) });
        }
        deps.logger.error({ err: error, path, method: request.method }, 'API operation failed');
        return json(500, {
          code: 'internal_error',
          message: 'Something went wrong on our end. Please try again.',
          ...(meta.requestId && { requestId: meta.requestId }),
        });
      }
    },
    operations: deps.operations,
  };
}

export type ApiRouter = ReturnType<typeof createRouter>;

/** A body read that failed because the client hung up is not a server error. */
function isClientGone(request: Request, error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return request.signal.aborted || code === 'ECONNRESET';
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The session body without its secrets, for cookie clients. */
function withoutTokens(body: unknown, session: IssuedSession): unknown {
  if (typeof body !== 'object' || body === null || !('auth' in body)) return body;
  const { type, expiresIn, expiresAt } = session.auth;
  return { ...body, auth: { type, expiresIn, expiresAt } };
}
