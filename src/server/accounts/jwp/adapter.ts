import { createHash } from 'node:crypto';
import {
  consentStates,
  isCheckbox,
  type ConsentAnswer,
  type ConsentValues,
  type PublisherConsent,
} from '../../../domain/account/publisher-consents';
import { PLATFORM_FEATURES } from '../../../domain/platform-features';
import { checkConsents } from '../../features/account/consents';
import type { Caller } from '../../features/account/deps';
import { sessionExpired } from '../../features/account/errors';
import type { IssuedSession } from '../../features/account/sessions';
import { AppError, fieldError } from '../../shared/app-error';
import { emailUpdateNotSupported, featureNotEnabled } from '../errors';
import type { AccountPort } from '../port';
import {
  SERIES_KEY,
  consentAnswers,
  fullName,
  metadataForm,
  namesOf,
  seriesOf,
  storeConsents,
  toUser,
} from './account';
import { JwpError, type FormValue, type JwpClient } from './client';
import { jwpErrors } from './errors';
import { jwpLists } from './lists';
import { accountSchema, registerFieldsSchema, socialUrlsSchema, tokensSchema, type JwpAccount } from './wire';

export interface JwpAccountsOptions {
  client: JwpClient;
  /** The site config's `integrations.jwp.clientId` (InPlayer's merchant UUID). */
  clientId: string;
  /** The site's address, sent as InPlayer's `referrer`. */
  referrer: string;
  clock: () => Date;
}

/** InPlayer does not say how long a refresh token lasts; the cookie keeps it this long and InPlayer decides. */
const REFRESH_COOKIE_DAYS = 30;
/** A token first seen in a request (not issued here) is asked about again after this long. */
const RECHECK_S = 300;
const VERIFIED_TOKENS_MAX = 5_000;
/** InPlayer's default branding theme: its mails (reset link, export) use it. */
const BRANDING_ID = 0;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Register fields the sign-up form asks for itself (names); the others are the publisher consents. */
const OWN_FORM_FIELDS = new Set(['first_name', 'surname']);

/**
 * JWP / InPlayer (spec 1 §7 "Second platform", form-encoded) as the account adapter: authenticate and refresh
 * through /v2/accounts/authenticate, the account, register fields as consents, passwords by old password or a
 * mailed link, export and erase, and InPlayer's favorites and watch-history lists. The customer's InPlayer tokens
 * are the session's tokens (httpOnly cookies for the browser); the site checks an unknown token with InPlayer
 * (GET /accounts) and remembers it for a while, since it cannot check InPlayer's signature itself.
 */
export function createJwpAccounts(options: JwpAccountsOptions): AccountPort {
  const { client: jwp, clientId, referrer, clock } = options;
  const verified = new Map<string, { accountId: string; until: number }>();
  const now = () => Math.floor(clock().getTime() / 1000);

  function remember(token: string, accountId: string, until: number) {
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(digest(token), { accountId, until });
  }
  function forgetAccount(accountId: string) {
    for (const [key, entry] of verified) if (entry.accountId === accountId) verified.delete(key);
  }

  const tokenOf = (caller: Caller) => {
    if (!caller.platformToken) throw sessionExpired();
    return caller.platformToken;
  };
  const callerOf = (accountId: string, token: string): Caller => ({
    userId: accountId,
    sessionId: 'jwp',
    platformToken: token,
  });

  const accountOf = async (caller: Caller) =>
    accountSchema.parse(await jwp.call('GET', '/accounts', { token: tokenOf(caller) }).catch(jwpErrors.signedIn));

  const putAccount = async (caller: Caller, account: JwpAccount, form: Record<string, FormValue>) =>
    accountSchema.parse(
      await jwp
        .call('PUT', '/accounts', { token: tokenOf(caller), form: { full_name: account.full_name ?? '', ...form } })
        .catch(jwpErrors.signedIn),
    );

  async function sessionFor(data: unknown): Promise<IssuedSession> {
    const tokens = tokensSchema.parse(data);
    if (!tokens.refresh_token) throw new Error('InPlayer answered tokens without refresh_token');
    const account = tokens.account ?? (await accountOf(callerOf('', tokens.access_token)));
    remember(tokens.access_token, account.id, tokens.expires);
    return {
      auth: {
        type: 'manual',
        jwt: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresIn: Math.max(0, tokens.expires - now()),
        expiresAt: tokens.expires,
      },
      user: toUser(account),
      refreshExpiresAt: new Date(clock().getTime() + REFRESH_COOKIE_DAYS * 86_400_000),
    };
  }

  /**
   * InPlayer's register fields (spec 1 §3 "Publisher consent"): checkboxes are the consents, the others (select,
   * datepicker, input …) are asked at sign-up and kept in the account's metadata. The names and email have fields
   * of their own on the form. InPlayer gives no versions.
   */
  async function publisherConsents(): Promise<PublisherConsent[]> {
    const data = await jwp
      .call('GET', `/accounts/register-fields/${encodeURIComponent(clientId)}`)
      .catch(jwpErrors.signedIn);
    return registerFieldsSchema
      .parse(data)
      .collection.filter((f) => !OWN_FORM_FIELDS.has(f.name) && f.type !== 'email')
      .map((f): PublisherConsent => {
        const field = {
          name: f.name,
          label: f.label ?? f.name,
          version: '1',
          required: !!f.required,
          type: f.type,
          isCustomRegisterField: true,
          ...(f.placeholder && { placeholder: f.placeholder }),
        };
        if (f.type !== 'checkbox') {
          const options = Object.entries(f.options ?? {}).map(([value, label]) => ({ value, label }));
          return {
            ...field,
            ...(options.length > 0 && { options }),
            ...(f.default_value && { defaultValue: f.default_value }),
          };
        }
        const checkbox = { ...field, enabledByDefault: f.default_value === 'true' };
        // The `terms` field's label is the terms page's address in JW's dashboard.
        if (/^https?:\/\//.test(field.label)) return { ...checkbox, label: f.placeholder || f.name, url: field.label };
        return checkbox;
      });
  }

  /** The consents proper: what the account area shows and changes. */
  const checkboxConsents = async () => (await publisherConsents()).filter(isCheckbox);

  async function consents(caller: Caller) {
    const [declared, account] = await Promise.all([checkboxConsents(), accountOf(caller)]);
    return consentStates(declared, consentAnswers(account));
  }

  const answersFor = (declared: PublisherConsent[], given: ConsentValues, before: ConsentAnswer[]) => {
    const at = clock();
    const changed = declared
      .filter((c) => c.name in given)
      .map((c) => ({ name: c.name, version: c.version, accepted: given[c.name] === true, answeredAt: at }));
    const names = new Set(changed.map((a) => a.name));
    return [...before.filter((a) => !names.has(a.name)), ...changed];
  };

  const lists = jwpLists(jwp, {
    read: async (caller) => seriesOf(await accountOf(caller)),
    write: async (caller, series) => {
      const account = await accountOf(caller);
      await putAccount(caller, account, { metadata: metadataForm(account, { [SERIES_KEY]: JSON.stringify(series) }) });
    },
  });

  return {
    name: 'jwp',
    features: PLATFORM_FEATURES.jwp,
    confirmsEmail: false,
    passwordReset: 'link',

    async authenticate(token) {
      const known = verified.get(digest(token));
      if (known && known.until > now()) return callerOf(known.accountId, token);
      try {
        const account = await accountOf(callerOf('', token));
        remember(token, account.id, now() + RECHECK_S);
        return callerOf(account.id, token);
      } catch (error) {
        if (error instanceof AppError && error.status === 401) return null;
        throw error;
      }
    },

    async login(input) {
      const form = {
        grant_type: 'password',
        client_id: clientId,
        username: input.email,
        password: input.password,
        referrer,
      };
      return sessionFor(await jwp.call('POST', '/v2/accounts/authenticate', { form }).catch(jwpErrors.login));
    },

    async register(input) {
      const fields = await publisherConsents();
      checkConsents(fields, input.consents);
      const declared = fields.filter(isCheckbox);
      const names = { firstName: input.firstName.trim(), lastName: input.lastName.trim() };
      const answers = answersFor(
        declared,
        Object.fromEntries(declared.map((c) => [c.name, input.consents[c.name] === true])),
        [],
      );
      // A register field's answer is its own metadata entry, as InPlayer keeps register fields.
      const registerValues = Object.fromEntries(
        fields
          .filter((field) => !isCheckbox(field) && typeof input.consents[field.name] === 'string')
          .map((field) => [field.name, String(input.consents[field.name]).trim()]),
      );
      const form = {
        full_name: `${names.firstName} ${names.lastName}`.trim() || input.email,
        username: input.email,
        password: input.password,
        password_confirmation: input.password,
        client_id: clientId,
        type: 'consumer',
        referrer,
        grant_type: 'password',
        metadata: { first_name: names.firstName, surname: names.lastName, ...registerValues, ...storeConsents(answers) },
      };
      const data = await jwp.call('POST', '/accounts', { form }).catch(jwpErrors.register);
      return { kind: 'signed_in', session: await sessionFor(data) };
    },

    async refresh(refreshToken) {
      if (!refreshToken) throw sessionExpired();
      const form = { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken };
      return sessionFor(await jwp.call('POST', '/v2/accounts/authenticate', { form }).catch(jwpErrors.refresh));
    },

    // Signing out clears the cookies whatever InPlayer answers; the token is no longer taken on trust here.
    async logout({ caller }) {
      if (!caller?.platformToken) return;
      verified.delete(digest(caller.platformToken));
      await jwp.call('GET', '/accounts/logout', { token: caller.platformToken }).catch(() => undefined);
    },

    async requestPasswordReset(email) {
      const form = { email, merchant_uuid: clientId, branding_id: BRANDING_ID };
      // InPlayer mails its own link; an unknown address is refused there, but the answer here stays the same.
      await jwp.call('POST', '/accounts/forgot-password', { form }).catch((error: unknown) => {
        if (!(error instanceof JwpError)) throw error;
      });
      return { kind: 'link' };
    },

    async resetPassword(input) {
      if (!input.token) throw fieldError('token', 'registration.field_required', 'registration.field_required');
      const form = { password: input.password, password_confirmation: input.password, branding_id: BRANDING_ID };
      await jwp
        .call('PUT', `/accounts/forgot-password/${encodeURIComponent(input.token)}`, { form })
        .catch(jwpErrors.reset);
    },

    async changePassword(caller, input) {
      const form = {
        old_password: input.oldPassword,
        password: input.newPassword,
        password_confirmation: input.newPassword,
        branding_id: BRANDING_ID,
      };
      await jwp
        .call('POST', '/accounts/change-password', { token: tokenOf(caller), form })
        .catch(jwpErrors.changePassword);
      forgetAccount(caller.userId);
    },

    user: async (caller) => toUser(await accountOf(caller)),

    // InPlayer's account keeps the address it registered (spec 1 §6: no email update).
    updateEmail: async () => {
      throw emailUpdateNotSupported();
    },

    async updateProfile(caller, changes) {
      const account = await accountOf(caller);
      const current = namesOf(account);
      const names = {
        firstName: changes.firstName?.trim() ?? current.firstName,
        lastName: changes.lastName?.trim() ?? current.lastName,
      };
      if (!names.firstName && !names.lastName) throw featureNotEnabled('emptyFullName');
      const form = {
        full_name: fullName(account, names),
        metadata: metadataForm(account, { first_name: names.firstName, surname: names.lastName }),
        // InPlayer keeps no email-notification choice on the account: that is not sent.
        ...(changes.dob ? { date_of_birth: changes.dob } : {}),
      };
      return toUser(await putAccount(caller, account, form));
    },

    publisherConsents,
    consents,
    async updateConsents(caller, given) {
      const [declared, account] = await Promise.all([checkboxConsents(), accountOf(caller)]);
      const states = consentStates(declared, consentAnswers(account));
      const merged = { ...Object.fromEntries(states.filter((s) => s.accepted).map((s) => [s.name, true])), ...given };
      checkConsents(declared, merged);
      const answers = answersFor(declared, given, consentAnswers(account));
      await putAccount(caller, account, { metadata: metadataForm(account, storeConsents(answers)) });
      return consents(caller);
    },

    // InPlayer has no capture step of its own: the names are asked after registration when the account has none.
    async captureStatus(caller) {
      const { firstName, lastName } = namesOf(await accountOf(caller));
      return { shouldDisplay: !firstName && !lastName, fields: [{ key: 'firstNameLastName', required: true }] };
    },
    async updateCapture(caller, answers) {
      const account = await accountOf(caller);
      const names = { ...namesOf(account), ...answers };
      const form = {
        full_name: fullName(account, { firstName: names.firstName.trim(), lastName: names.lastName.trim() }),
        metadata: metadataForm(account, { first_name: names.firstName.trim(), surname: names.lastName.trim() }),
        ...(answers.birthDate ? { date_of_birth: answers.birthDate } : {}),
      };
      await putAccount(caller, account, form);
    },

    ...lists,

    async exportData(caller) {
      // InPlayer mails the data; its password field became optional (JW's web app sends none).
      await jwp
        .call('POST', '/accounts/export', { token: tokenOf(caller), form: { branding_id: BRANDING_ID } })
        .catch(jwpErrors.signedIn);
    },

    async deleteAccount(caller, password) {
      if (!password) throw fieldError('password', 'Password is required!');
      await jwp
        .call('DELETE', '/accounts/erase', { token: tokenOf(caller), form: { password, branding_id: BRANDING_ID } })
        .catch(jwpErrors.deleteAccount);
      forgetAccount(caller.userId);
    },

    // InPlayer runs the providers: the state names the merchant and the address it sends the tokens back to.
    platformSocial: {
      async addresses(returnUrl) {
        const state = Buffer.from(JSON.stringify({ client_id: clientId, redirect: returnUrl })).toString('base64');
        const data = await jwp.call('GET', '/accounts/social', { query: { state } }).catch(jwpErrors.social);
        return socialUrlsSchema
          .parse(data)
          .social_urls.flatMap((entry) => Object.entries(entry).map(([provider, url]) => ({ provider, url })));
      },
      // The tokens came through the browser: they count only once InPlayer answers for them (GET /accounts).
      session: ({ token, refreshToken, expires }) =>
        sessionFor({ access_token: token, refresh_token: refreshToken, expires }),
    },
  };
}
