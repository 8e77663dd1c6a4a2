import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Logger } from 'pino';
import { PLATFORM_FEATURES } from '../../../domain/platform-features';
import {
  consentStates,
  type ConsentAnswer,
  type ConsentValues,
  type PublisherConsent,
} from '../../../domain/account/publisher-consents';
import type { User } from '../../../lib/api/contract';
import { checkConsents } from '../../features/account/consents';
import type { Caller } from '../../features/account/deps';
import { sessionExpired } from '../../features/account/errors';
import type { IssuedSession } from '../../features/account/sessions';
import { AppError, fieldError } from '../../shared/app-error';
import { featureNotEnabled } from '../errors';
import type { AccountPort } from '../port';
import { CleengError, type CleengClient } from './client';
import { cleengErrors } from './errors';
import { externalDataLists } from './lists';
import { DEFAULT_LOCALES, localesFor, type CleengLocales } from './locales';
import {
  captureStatusSchema,
  claimsSchema,
  customerConsentsSchema,
  customerSchema,
  publisherConsentsSchema,
  tokensSchema,
  type CleengCustomer,
} from './wire';

export interface CleengAccountsOptions {
  client: CleengClient;
  /** The site config's `integrations.cleeng.id`. */
  publisherId: string;
  clock: () => Date;
  /** Registration's locale, currency (and country) when Cleeng's GET /locales cannot place the viewer. */
  defaultLocales?: CleengLocales;
  logger?: Pick<Logger, 'warn'>;
}

/** Cleeng does not say how long a refresh token lasts; the cookie keeps it this long and Cleeng decides. */
const REFRESH_COOKIE_DAYS = 30;
/** Tokens Cleeng confirmed, so each request does not ask again (bounded: oldest forgotten first). */
const VERIFIED_TOKENS_MAX = 5_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

function toUser(customer: CleengCustomer): User {
  return {
    id: customer.id,
    uuid: customer.id,
    email: customer.email,
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    dob: '',
    country: customer.country ?? '',
    provider: null,
    isPasswordSet: true,
    sendEmailNotification: false,
    preferences: { _id: customer.id, sports: [] },
    metadata: { register_source: 'cleeng', has_password: true },
  };
}

/**
 * Cleeng (spec 1 §7 "First platform") as the account adapter: customers, tokens and refresh, consents, capture,
 * password reset by mailed link, favorites and history in `externalData`. The customer's Cleeng tokens are the
 * session's tokens (httpOnly cookies for the browser, never readable by scripts); the site checks a token with
 * Cleeng once (GET /customers/{id}) and remembers it until it expires.
 */
export function createCleengAccounts(options: CleengAccountsOptions): AccountPort {
  const { client: cleeng, publisherId, clock } = options;
  const verified = new Map<string, { customerId: string; exp: number }>();

  function claimsOf(jwt: string) {
    try {
      return claimsSchema.parse(decodeJwt(jwt));
    } catch {
      return null;
    }
  }

  const customerOf = async (caller: Caller) => {
    if (!caller.platformToken) throw sessionExpired();
    const data = await cleeng
      .call('GET', `/customers/${encodeURIComponent(caller.userId)}`, { token: caller.platformToken })
      .catch(cleengErrors.signedIn);
    return customerSchema.parse(data);
  };

  const patchCustomer = async (caller: Caller, body: Record<string, unknown>) =>
    customerSchema.parse(
      await cleeng
        .call('PATCH', `/customers/${encodeURIComponent(caller.userId)}`, { token: caller.platformToken, body })
        .catch(cleengErrors.profile),
    );

  async function sessionFor(tokensData: unknown): Promise<IssuedSession> {
    const tokens = tokensSchema.parse(tokensData);
    const claims = claimsOf(tokens.jwt);
    if (!claims) throw new Error('Cleeng answered a token without customerId and exp');
    const caller = { userId: claims.customerId, sessionId: 'cleeng', platformToken: tokens.jwt };
    const customer = await customerOf(caller);
    remember(tokens.jwt, claims);
    const now = clock();
    return {
      auth: {
        type: 'manual',
        jwt: tokens.jwt,
        refreshToken: tokens.refreshToken,
        expiresIn: Math.max(0, claims.exp - Math.floor(now.getTime() / 1000)),
        expiresAt: claims.exp,
      },
      user: toUser(customer),
      refreshExpiresAt: new Date(now.getTime() + REFRESH_COOKIE_DAYS * 86_400_000),
    };
  }

  function remember(jwt: string, claims: { customerId: string; exp: number }) {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(digest(jwt), { customerId: claims.customerId, exp: claims.exp });
  }

  async function publisherConsents(): Promise<PublisherConsent[]> {
    const data = await cleeng
      .call('GET', `/publishers/${encodeURIComponent(publisherId)}/consents`)
      .catch(cleengErrors.profile);
    return publisherConsentsSchema
      .parse(data)
      .consents.map(({ name, label, required, version }) => ({ name, label, required, version }));
  }

  async function consentAnswers(caller: Caller): Promise<ConsentAnswer[]> {
    const data = await cleeng
      .call('GET', `/customers/${encodeURIComponent(caller.userId)}/consents`, { token: caller.platformToken })
      .catch(cleengErrors.signedIn);
    return customerConsentsSchema.parse(data).consents.map((consent) => ({
      name: consent.name,
      version: consent.version,
      accepted: consent.state === 'accepted',
      answeredAt: new Date((consent.date ?? 0) * 1000),
    }));
  }

  async function putConsents(caller: Caller, declared: PublisherConsent[], given: ConsentValues) {
    const consents = declared
      .filter((consent) => consent.name in given)
      .map((consent) => ({
        name: consent.name,
        version: consent.version,
        state: given[consent.name] ? 'accepted' : 'declined',
      }));
    await cleeng
      .call('PUT', `/customers/${encodeURIComponent(caller.userId)}/consents`, {
        token: caller.platformToken,
        body: { id: caller.userId, consents },
      })
      .catch(cleengErrors.profile);
  }

  async function consents(caller: Caller) {
    const answers = (await consentAnswers(caller)).filter((answer) => answer.answeredAt.getTime() > 0);
    return consentStates(await publisherConsents(), answers);
  }

  const lists = externalDataLists({
    read: customerOf,
    write: async (caller, externalData) => {
      await patchCustomer(caller, { externalData });
    },
  });

  return {
    name: 'cleeng',
    features: PLATFORM_FEATURES.cleeng,
    confirmsEmail: false,
    passwordReset: 'link',

    async authenticate(jwt) {
      const claims = claimsOf(jwt);
      const now = Math.floor(clock().getTime() / 1000);
      if (!claims || claims.exp <= now || claims.publisherId !== publisherId) return null;
      const caller = { userId: claims.customerId, sessionId: 'cleeng', platformToken: jwt };
      if (verified.get(digest(jwt))?.customerId === claims.customerId) return caller;
      try {
        await customerOf(caller);
      } catch (error) {
        if (error instanceof AppError && error.status === 401) return null;
        throw error;
      }
      remember(jwt, claims);
      return caller;
    },

    async login(input, client) {
      const body = { email: input.email, password: input.password, publisherId, customerIP: client.ip };
      return sessionFor(await cleeng.call('POST', '/auths', { body }).catch(cleengErrors.login));
    },

    async register(input, client) {
      const declared = await publisherConsents();
      checkConsents(declared, input.consents);
      const locales = await localesFor(cleeng, client.ip, options.defaultLocales ?? DEFAULT_LOCALES, options.logger);
      const body = { email: input.email, password: input.password, publisherId, customerIP: client.ip, ...locales };
      const session = await sessionFor(await cleeng.call('POST', '/customers', { body }).catch(cleengErrors.register));
      const caller = { userId: session.user.id, sessionId: 'cleeng', platformToken: session.auth.jwt };
      const answers = Object.fromEntries(declared.map((c) => [c.name, input.consents[c.name] === true]));
      await putConsents(caller, declared, answers);
      if (input.firstName || input.lastName) {
        session.user = toUser(await patchCustomer(caller, { firstName: input.firstName, lastName: input.lastName }));
      }
      return { kind: 'signed_in', session };
    },

    async refresh(refreshToken) {
      if (!refreshToken) throw sessionExpired();
      const data = await cleeng
        .call('POST', '/auths/refresh_token', { body: { refreshToken } })
        .catch(cleengErrors.refresh);
      return sessionFor(data);
    },

    // Cleeng has no sign-out call: the cookies are cleared and the token is no longer taken on trust here.
    async logout({ caller }) {
      if (caller?.platformToken) verified.delete(digest(caller.platformToken));
    },

    async requestPasswordReset(email, _client, resetUrl) {
      const body = { customerEmail: email, publisherId, resetUrl };
      // An unknown address is refused by Cleeng; the answer stays the same so it reveals no accounts.
      await cleeng.call('PUT', '/customers/passwords', { body }).catch((error: unknown) => {
        if (!(error instanceof CleengError)) throw error;
      });
      return { kind: 'link' };
    },

    async resetPassword(input) {
      if (!input.email) throw fieldError('email', 'registration.field_required', 'registration.field_required');
      const body = {
        customerEmail: input.email,
        publisherId,
        resetPasswordToken: input.token,
        newPassword: input.password,
      };
      await cleeng.call('PATCH', '/customers/passwords', { body }).catch(cleengErrors.reset);
    },

    changePassword: async () => {
      throw featureNotEnabled('changePasswordWithOldPassword');
    },

    user: async (caller) => toUser(await customerOf(caller)),

    async updateProfile(caller, changes) {
      const body: Record<string, unknown> = {};
      if (changes.firstName !== undefined) body.firstName = changes.firstName;
      if (changes.lastName !== undefined) body.lastName = changes.lastName;
      // Cleeng keeps no date of birth or email-notification choice on the customer: those are not sent.
      return toUser(Object.keys(body).length ? await patchCustomer(caller, body) : await customerOf(caller));
    },

    // Cleeng checks the confirmation password itself and changes the address at once.
    updateEmail: async (caller, input) => toUser(await patchCustomer(caller, { ...input })),

    publisherConsents,
    consents,
    async updateConsents(caller, given) {
      const declared = await publisherConsents();
      const states = await consents(caller);
      const merged = { ...Object.fromEntries(states.filter((s) => s.accepted).map((s) => [s.name, true])), ...given };
      checkConsents(declared, merged);
      await putConsents(caller, declared, given);
      return consents(caller);
    },

    async captureStatus(caller) {
      const data = await cleeng
        .call('GET', `/customers/${encodeURIComponent(caller.userId)}/capture/status`, { token: caller.platformToken })
        .catch(cleengErrors.signedIn);
      const status = captureStatusSchema.parse(data);
      return {
        shouldDisplay: status.isCaptureEnabled && status.shouldCaptureBeDisplayed,
        fields: status.settings
          .filter((setting) => setting.enabled)
          .map((setting) => ({
            key: setting.key,
            required: setting.required,
            ...(setting.question ? { question: setting.question } : {}),
            ...(setting.value ? { values: setting.value.split(';') } : {}),
          })),
      };
    },

    async updateCapture(caller, answers) {
      await cleeng
        .call('PUT', `/customers/${encodeURIComponent(caller.userId)}/capture`, {
          token: caller.platformToken,
          body: { customerId: caller.userId, ...answers },
        })
        .catch(cleengErrors.profile);
    },

    ...lists,

    exportData: async () => {
      throw featureNotEnabled('exportData');
    },
    deleteAccount: async () => {
      throw featureNotEnabled('deleteAccount');
    },
  };
}
