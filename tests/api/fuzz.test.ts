import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, SITE, signUp, startHarness, type Harness } from '../support/api-harness';

/**
 * Malformed input for every route: random JSON of any shape, wrong types in known fields, oversized strings,
 * broken encodings and odd path parameters — with and without a signed-in user. The server must answer each
 * with a 2xx/4xx, never a 5xx (a 5xx means a request reached code that did not expect it).
 */
const ROUTES: Array<[string, string]> = [
  ['POST', '/auth/register'],
  ['POST', '/auth/confirm-email'],
  ['POST', '/auth/resend-email-confirmation'],
  ['POST', '/auth/login'],
  ['POST', '/auth/logout'],
  ['GET', '/auth/refresh-token'],
  ['POST', '/auth/forgot-password'],
  ['POST', '/auth/verify-reset-password-otp'],
  ['POST', '/auth/reset-password'],
  ['GET', '/auth/user'],
  ['PATCH', '/auth/user'],
  ['PATCH', '/auth/user/preferences'],
  ['GET', '/auth/media-preferences'],
  ['PATCH', '/auth/update-password'],
  ['POST', '/auth/set-password-after-oauth'],
  ['DELETE', '/auth/account'],
  ['GET', '/favorite'],
  ['POST', '/favorite'],
  ['DELETE', '/favorite'],
  ['POST', '/favorite/import'],
  ['GET', '/favorite/{id}'],
  ['DELETE', '/favorite/{id}'],
  ['GET', '/watch-history'],
  ['POST', '/watch-history'],
  ['DELETE', '/watch-history'],
  ['POST', '/watch-history/import'],
  ['GET', '/notification/get-all-notifications?page={id}&limit={id}'],
  ['GET', '/notification/unread-count'],
  ['GET', '/notification/{id}?notificationType={id}'],
  ['GET', '/notification/follows'],
  ['POST', '/notification/follows'],
  ['DELETE', '/notification/follows/{id}'],
];

const FIELDS = [
  'email', 'password', 'otp', 'token', 'firstName', 'lastName', 'dob', 'referrer', 'sendEmailNotification',
  'preferences', 'oldPassword', 'newPassword', 'mediaid', 'progress', 'seriesId', 'items', '__proto__', 'constructor',
];

const weirdValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 3000 }),
  fc.constantFrom('', ' ', '\u0000', '𝔘𝔫𝔦', '1900-02-29', '9999-99-99', 'NaN', '-0', '1e309', '<script>', "' OR 1=1 --"),
  fc.double(),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 120 }), { maxLength: 120 }),
  fc.record({ sports: fc.anything({ maxDepth: 2 }) }),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), weirdValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  fc.anything({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 400 }),
  fc.constantFrom('{', '[]', 'null', 'true', '"x"', '{"email":"a@b.c","password":' + '9'.repeat(400) + '}'),
);

const pathParam = fc.oneof(
  fc.string({ maxLength: 80 }).map((value) => encodeURIComponent(value)),
  fc.constantFrom('%', '%E0%A4%A', '..', '%2F..%2F', 'a'.repeat(300), 'abcd1234'),
);

describe('fuzz: no request makes the API fail', () => {
  let h: Harness;
  let jwt = '';
  beforeAll(async () => {
    h = await startHarness('pglite', { rateLimits: null });
    ({ jwt } = await signUp(h, 'fuzz.user@example.com', PASSWORD));
  });
  afterAll(() => h.close());

  it('answers every malformed request below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        body,
        pathParam,
        fc.constantFrom('none', 'bearer', 'cookie', 'garbage'),
        fc.constantFrom('application/json', 'text/plain', '', 'application/json; charset=utf-8'),
        async ([method, route], text, param, auth, contentType) => {
          const headers: Record<string, string> = { origin: SITE };
          if (contentType) headers['content-type'] = contentType;
          if (auth === 'bearer') headers.authorization = `Bearer ${jwt}`;
          if (auth === 'cookie') headers.cookie = `access_token=${jwt}; refresh_token=${param}`;
          if (auth === 'garbage') headers.authorization = `Bearer ${param}`;
          const path = route.replaceAll('{id}', param);
          const request = new Request(`${SITE}/api${path}`, {
            method,
            headers,
            body: method === 'GET' ? undefined : text,
          });
          const response = await h.api.handle(request, { clientAddress: '10.9.9.9' });
          expect(response.status, `${method} ${path} (${auth}) with ${text.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 1500, seed: 20261123 },
    );
  }, 240_000);
});
