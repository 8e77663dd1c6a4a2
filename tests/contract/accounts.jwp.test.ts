import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwpAccounts } from '../../src/server/accounts/jwp/adapter';
import { createJwpClient } from '../../src/server/accounts/jwp/client';
import { CLIENT_ID, startJwpFixture, type JwpFixture } from '../support/jwp-fixture';
import { CLIENT, describeAccountContract } from './accounts.contract';

let fixture: JwpFixture;
beforeAll(async () => {
  fixture = await startJwpFixture();
});
afterAll(() => fixture.close());

describeAccountContract('JWP / InPlayer (services fixture)', async () => ({
  accounts: createJwpAccounts({
    client: createJwpClient({ baseUrl: fixture.url, timeoutMs: 2_000 }),
    clientId: CLIENT_ID,
    referrer: 'http://site.test/',
    clock: () => new Date(),
  }),
  confirmEmail: () => Promise.reject(new Error('InPlayer signs in at registration')),
}));

const jwpAccounts = (timeoutMs = 2_000) =>
  createJwpAccounts({
    client: createJwpClient({ baseUrl: fixture.url, timeoutMs }),
    clientId: CLIENT_ID,
    referrer: 'http://site.test/',
    clock: () => new Date(),
  });

let serial = 0;
const email = () => `jwp-${Date.now()}-${(serial += 1)}@example.com`;
const PASSWORD = 'Sunny-Day-42';
const registration = (address: string, password = PASSWORD, names = { firstName: 'Ada', lastName: 'Lovelace' }) => ({
  email: address,
  password,
  ...names,
  dob: '',
  consents: { terms: true },
});

async function signedUp(accounts = jwpAccounts(), address = email()) {
  const registered = await accounts.register(registration(address), CLIENT);
  if (registered.kind !== 'signed_in') throw new Error('InPlayer signs in at registration');
  const caller = await accounts.authenticate(registered.session.auth.jwt);
  if (!caller) throw new Error('the new token does not authenticate');
  return { accounts, address, session: registered.session, caller };
}

describe('JWP / InPlayer account adapter', () => {
  it('registers with POST /accounts, form-encoded: consumer, client id, referrer, names and consents in metadata', async () => {
    fixture.requests.length = 0;
    fixture.bodies.length = 0;
    const { address } = await signedUp();
    expect(fixture.requests.slice(0, 2)).toEqual([`GET /accounts/register-fields/${CLIENT_ID}`, 'POST /accounts']);
    const form = fixture.bodies[1]!;
    expect(form).toMatchObject({
      full_name: 'Ada Lovelace',
      username: address,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      type: 'consumer',
      client_id: CLIENT_ID,
      referrer: 'http://site.test/',
      'metadata[first_name]': 'Ada',
      'metadata[surname]': 'Lovelace',
      'metadata[terms]': 'true',
      'metadata[marketing]': 'false',
    });
    expect(JSON.parse(form['metadata[consents]']!)).toEqual([
      { name: 'terms', version: '1', state: 'accepted', date: expect.any(Number) },
      { name: 'marketing', version: '1', state: 'declined', date: expect.any(Number) },
    ]);
  });

  it("offers InPlayer's register fields with type, placeholder, options and defaults, and keeps their answers", async () => {
    const accounts = jwpAccounts();
    const fields = await accounts.publisherConsents();
    expect(fields.map((field) => [field.name, field.type])).toEqual([
      ['terms', 'checkbox'],
      ['marketing', 'checkbox'],
      ['favourite_sport', 'select'],
      ['club_member_since', 'datepicker'],
    ]);
    expect(fields[2]).toEqual({
      name: 'favourite_sport',
      label: 'Favourite sport',
      version: '1',
      required: false,
      type: 'select',
      placeholder: 'Choose a sport',
      options: [
        { value: 'canoe', label: 'Canoe sprint' },
        { value: 'korfball', label: 'Korfball' },
      ],
      isCustomRegisterField: true,
    });
    expect(fields[0]).toMatchObject({ enabledByDefault: false, isCustomRegisterField: true });

    fixture.bodies.length = 0;
    const address = email();
    const consents = { terms: true, favourite_sport: 'korfball', club_member_since: '2019-04-01' };
    await accounts.register({ ...registration(address), consents }, CLIENT);
    expect(fixture.bodies.at(-1)).toMatchObject({
      'metadata[favourite_sport]': 'korfball',
      'metadata[club_member_since]': '2019-04-01',
      'metadata[terms]': 'true',
    });
    // A tick where a text is asked is invalid, not missing.
    await expect(
      accounts.register({ ...registration(email()), consents: { terms: true, favourite_sport: true } }, CLIENT),
    ).rejects.toMatchObject({ status: 400, fields: { 'consents.favourite_sport': ['Expected a text'] } });
  });

  it('signs in and refreshes through /v2/accounts/authenticate with grant_type password, then refresh_token', async () => {
    const { accounts, address } = await signedUp();
    fixture.bodies.length = 0;
    const session = await accounts.login({ email: address, password: PASSWORD }, CLIENT);
    await accounts.refresh(session.auth.refreshToken);
    expect(fixture.bodies[0]).toEqual({
      grant_type: 'password',
      client_id: CLIENT_ID,
      username: address,
      password: PASSWORD,
      referrer: 'http://site.test/',
    });
    expect(fixture.bodies[1]).toEqual({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: session.auth.refreshToken,
    });
  });

  it.each([
    ['account exists', 'existing', PASSWORD, 409, 'user_exists', 'email'],
    ['e-mail not valid', 'not-an-email', PASSWORD, 400, 'field_is_not_valid_email', 'email'],
    ['password refused', 'new', 'short', 400, 'invalid_password', 'password'],
  ])('maps the registration error "%s" to spec 1 §8', async (_case, who, password, status, code, field) => {
    const { accounts, address: existing } = await signedUp();
    const address = who === 'existing' ? existing : who === 'new' ? email() : who;
    await expect(accounts.register(registration(address, password), CLIENT)).rejects.toMatchObject({
      status,
      code,
      fields: { [field]: [code] },
    });
  });

  it('maps any other registration error to failed_to_create, and "invalid param email" at sign-in to wrong_email', async () => {
    fixture.failNext('POST /accounts', 422, 'Merchant does not accept registrations');
    await expect(jwpAccounts().register(registration(email()), CLIENT)).rejects.toMatchObject({
      code: 'failed_to_create',
    });
    await expect(jwpAccounts().login({ email: 'nope', password: 'x' }, CLIENT)).rejects.toMatchObject({
      code: 'wrong_email',
      fields: { email: ['wrong_email'] },
    });
  });

  it("shows an error text it does not know as a form error with InPlayer's words", async () => {
    const { accounts, caller } = await signedUp();
    fixture.failNext('PUT /accounts', 422, 'Full name contains a forbidden word');
    await expect(accounts.updateProfile(caller, { firstName: 'Grace' })).rejects.toMatchObject({
      status: 400,
      code: 'form_error',
      message: 'Full name contains a forbidden word',
    });
  });

  it('ends the session when InPlayer refuses the token (spec 1 §8 "Invalid JWT token when loading the user")', async () => {
    const { accounts, caller } = await signedUp();
    const stranger = { ...caller, platformToken: 'not-a-token-inplayer-issued' };
    expect(await accounts.authenticate('not-a-token-inplayer-issued')).toBeNull();
    await expect(accounts.user(stranger)).rejects.toMatchObject({ status: 401, code: 'invalid_refresh_token' });
  });

  it('signs out at InPlayer (GET /accounts/logout): the token no longer authenticates', async () => {
    const { accounts, session, caller } = await signedUp();
    fixture.requests.length = 0;
    await accounts.logout({ caller, refreshToken: session.auth.refreshToken });
    expect(fixture.requests).toEqual(['GET /accounts/logout']);
    expect(await jwpAccounts().authenticate(session.auth.jwt)).toBeNull();
  });

  it('resets a password with the token of the link InPlayer mails', async () => {
    const { accounts, address } = await signedUp();
    expect(await accounts.requestPasswordReset(address, CLIENT, 'http://site.test/reset-password')).toEqual({
      kind: 'link',
    });
    const token = fixture.resetTokenFor(address)!;
    await expect(accounts.resetPassword({ token: 'wrong', password: 'Rainy-Night-77' }, CLIENT)).rejects.toMatchObject({
      code: 'reset.invalid_reset_link',
      fields: { token: ['reset.invalid_reset_link'] },
    });
    await expect(accounts.resetPassword({ token, password: 'short' }, CLIENT)).rejects.toMatchObject({
      code: 'reset.invalid_password',
    });
    await accounts.resetPassword({ token, password: 'Rainy-Night-77' }, CLIENT);
    expect((await accounts.login({ email: address, password: 'Rainy-Night-77' }, CLIENT)).user.email).toBe(address);
  });

  it('refuses a password change with the wrong old password on the oldPassword field', async () => {
    const { accounts, caller } = await signedUp();
    const change = accounts.changePassword(caller, { oldPassword: 'Not-The-One-1', newPassword: 'Rainy-Night-77' });
    await expect(change).rejects.toMatchObject({
      code: 'reset.old_password_does_not_match',
      fields: { oldPassword: ['reset.old_password_does_not_match'] },
    });
  });

  it('maps a delete refused for another reason than the password to the generic error', async () => {
    const { accounts, caller } = await signedUp();
    fixture.failNext('DELETE /accounts/erase', 409, 'Account has an active subscription');
    await expect(accounts.deleteAccount(caller, PASSWORD)).rejects.toMatchObject({ code: 'unknown_error' });
  });

  it('has InPlayer mail the account data (POST /accounts/export)', async () => {
    const { accounts, caller, address } = await signedUp();
    await accounts.exportData(caller);
    expect(fixture.exports).toContain(address);
  });

  it('keeps the series of history entries in the account metadata, which InPlayer lists do not hold', async () => {
    const { accounts, caller } = await signedUp();
    await accounts.saveProgress(caller, { mediaid: 'ep-1', progress: 0.4, seriesId: 'show' });
    const account = fixture.accounts.get(Number(caller.userId))!;
    expect(account.history.map((h) => [h.media_id, h.progress])).toEqual([['ep-1', 0.4]]);
    expect(JSON.parse(account.metadata.history_series!)).toEqual({ 'ep-1': 'show' });
    expect(await jwpAccounts().watchHistory(caller)).toEqual([{ mediaid: 'ep-1', progress: 0.4, seriesId: 'show' }]);
  });

  it("imports a guest's history so that InPlayer lists it in the order the site shows", async () => {
    const { accounts, caller } = await signedUp();
    await accounts.saveProgress(caller, { mediaid: 'mine', progress: 0.5 });
    const imported = await accounts.importWatchHistory(caller, [
      { mediaid: 'guest-new', progress: 0.3 },
      { mediaid: 'guest-old', progress: 0.6 },
    ]);
    expect(await jwpAccounts().watchHistory(caller)).toEqual(imported);
    expect(imported.map((entry) => entry.mediaid)).toEqual(['guest-new', 'guest-old', 'mine']);
  });

  it('answers a slow platform with a clear, retryable error instead of hanging', async () => {
    fixture.delay(500);
    try {
      await expect(jwpAccounts(100).login({ email: email(), password: 'x' }, CLIENT)).rejects.toMatchObject({
        status: 503,
        code: 'account_platform_unavailable',
        message: 'The account service is not responding. Please try again.',
      });
    } finally {
      fixture.delay(0);
    }
  });

  it('offers what spec 1 §6 gives the second platform; blank names are refused', async () => {
    const { accounts, caller } = await signedUp();
    expect(accounts.features).toEqual({
      updateEmail: false,
      emptyFullName: false,
      renewSubscription: false,
      updatePaymentMethod: false,
      changePasswordWithOldPassword: true,
      exportData: true,
      deleteAccount: true,
      receipts: true,
      notifications: true,
      socialLogins: true,
      watchListLimit: 48,
    });
    await expect(accounts.updateProfile(caller, { firstName: ' ', lastName: '' })).rejects.toMatchObject({
      status: 403,
      message: 'Empty full name feature is not enabled',
    });
  });
});
