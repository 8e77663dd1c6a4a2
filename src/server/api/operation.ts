import type { ZodType } from 'zod';
import { errorBodySchema } from '../../lib/api/contract';
import { AppError } from '../shared/app-error';
import type { Caller, ClientInfo } from '../features/account/deps';
import type { IssuedSession } from '../features/account/sessions';
import type { SiteConfig } from '../../domain/site-config';

/**
 * One operation of the own backend's REST API: its contract (method, path, schemas, documented answers) and its
 * handler. The router validates and authenticates by the contract; `/api/openapi.json` is generated from it.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * `none`: public; `user`: a valid access token; `optional`: used when present and valid; `viewer`: guests welcome,
 * but a token that is presented must be valid (401, so the client renews its session instead of seeing guest data).
 */
export type AuthRequirement = 'none' | 'user' | 'optional' | 'viewer';

export interface Documented {
  description: string;
  schema?: ZodType;
}

export interface OperationInput<Body, Params, Query = Record<string, string>> {
  body: Body;
  params: Params;
  /** The query string, validated by `query` when the operation has one. */
  query: Query;
  caller: Caller | null;
  client: ClientInfo;
  /** The refresh token presented (cookie or bearer), for the operations that take one. */
  refreshToken: string | null;
  /** The `Idempotency-Key` header: a retried request with the same key is answered without repeating it. */
  idempotencyKey: string | null;
  /** The request's address and Cookie header, for the browser-navigation operations (social sign-in). */
  url: URL;
  /** The request's headers, for the operations that read one of their own (a licence token). */
  headers: Headers;
  cookies: string | null;
  /** The request's site config, when the platform API loaded it (null when every site uses the own backend). */
  siteConfig: SiteConfig | null;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Set or end the web session's cookies (cookie mode) — the body carries tokens only for bearer clients. */
  session?: IssuedSession | 'end';
  /** Answer a browser navigation with a redirect here (the session, if any, always goes in cookies then). */
  redirect?: string;
  /** Other cookies to set (`Set-Cookie` values). */
  cookies?: string[];
}

export interface Operation<Body = unknown, Params = Record<string, string>, Query = Record<string, string>> {
  id: string;
  method: Method;
  /** Path under `/api`, parameters in braces: `/favorite/{mediaid}`. */
  path: string;
  summary: string;
  tag: 'auth' | 'user' | 'lists' | 'commerce' | 'notifications' | 'ads';
  auth: AuthRequirement;
  /** Reads the bearer token as a refresh token (`GET /auth/refresh-token`). */
  takesRefreshToken?: boolean;
  /**
   * `in-write`: the handler's write checks the sign-in in the same database statement, so the router checks only
   * the token (one round trip instead of two on the busiest write). Used where the account adapter can
   * (`readAccessToken`); elsewhere the router checks the sign-in as usual.
   */
  sessionCheck?: 'in-write';
  /** The body schema; a function for schemas that depend on today's date (dates of birth). */
  body?: ZodType<Body> | ((today: string) => ZodType<Body>);
  /** `form`: the body is `application/x-www-form-urlencoded` (a provider's form_post), not JSON. */
  bodyEncoding?: 'json' | 'form';
  /**
   * Posted by another site by design (Apple's form_post callback): exempt from the origin check, so the operation
   * must prove the request itself (state, PKCE and nonce bound to this browser's sealed cookie).
   */
  crossSitePost?: boolean;
  params?: ZodType<Params>;
  /** The query string's schema (each parameter's first value); a bad value is a 400 naming the parameter. */
  query?: ZodType<Query>;
  responses: Record<number, Documented>;
  handle(input: OperationInput<Body, Params, Query>): Promise<Reply>;
}

/** Keeps the body and params types of one operation while collecting operations of different types in a list. */
export function operation<Body, Params = Record<string, string>, Query = Record<string, string>>(
  op: Operation<Body, Params, Query>,
): Operation {
  return op as unknown as Operation;
}

/** The caller of an `auth: 'user'` operation (the router refuses those without one before they run). */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new AppError(401, 'unauthorized', 'Access token is missing');
  return caller;
}

/** Answers many operations document the same way. */
export const invalid: Documented = {
  description: 'Invalid input: `errors` maps each field to its messages',
  schema: errorBodySchema,
};
export const unauthorized: Documented = {
  description: 'Missing, invalid or expired access token',
  schema: errorBodySchema,
};
export const limited: Documented = { description: 'Too many requests; see Retry-After', schema: errorBodySchema };
