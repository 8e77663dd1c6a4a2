import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCleengAccounts } from '../../src/server/accounts/cleeng/adapter';
import { createCleengClient } from '../../src/server/accounts/cleeng/client';
import { LOCALES, PUBLISHER_ID, startCleengFixture, type CleengFixture } from '../support/cleeng-fixture';
import { CLIENT, describeAccountContract } from './accounts.contract';

let fixture: CleengFixture;
beforeAll(async () => {
  fixture = await startCleengFixture();
});
afterAll(() => fixture.close());

const clock = () => new Date();
const cleengAccounts = (timeoutMs = 2_000) =>
  createCleengAccounts({
    client: createCleengClient({ baseUrl: fixture.url, timeoutMs }),
    publisherId: PUBLISHER_ID,
    clock,
  });

describeAccountContract('Cleeng (MediaStore fixture)', async () => ({
  accounts: cleengAccounts(),
  confirmEmail: () => Promise.reject(new Error('Cleeng signs in at registration')),
}));

let serial = 0;
const email = () => `cleeng-${Date.now()}-${(serial += 1)}@example.com`;
const registration = (address: string, password = 'Sunny-Day-42') => ({
  email: address,
  password,
  firstName: '',
  lastName: '',
  dob: '',
  consents: { terms: true },
});

describe('Cleeng account adapter', () => {
  it('signs up through POST /customers, then answers the consents with PUT, bearer the new JWT', async () => {
    fixture.requests.length = 0;
    const registered = await cleengAccounts().register(registration(email()), CLIENT);
    expect(registered.kind).toBe('signed_in');
    expect(fixture.requests).toEqual([
      `GET /publishers/${PUBLISHER_ID}/consents`,
      'GET /locales',
      'POST /customers',
      expect.stringMatching(/^GET \/customers\/\d+$/),
      expect.stringMatching(/^PUT \/customers\/\d+\/consents$/),
    ]);
  });

  it.each([
    ['203.0.113.7', LOCALES['203.0.113.']],
    ['198.51.100.20', LOCALES['198.51.100.']],
  ])(
    "registers a viewer at %s with the country, currency and locale Cleeng's GET /locales gives",
    async (ip, place) => {
      const address = email();
      await cleengAccounts().register(registration(address), { ip });
      const customer = [...fixture.customers.values()].find((one) => one.email === address);
      expect(customer).toMatchObject(place);
    },
  );

  it('registers with the site defaults when GET /locales fails', async () => {
    const address = email();
    fixture.failLocales(true);
    try {
      const accounts = createCleengAccounts({
        client: createCleengClient({ baseUrl: fixture.url, timeoutMs: 2_000 }),
        publisherId: PUBLISHER_ID,
        clock,
        defaultLocales: { country: 'BE', currency: 'EUR', locale: 'fr_BE' },
      });
      expect((await accounts.register(registration(address), CLIENT)).kind).toBe('signed_in');
    } finally {
      fixture.failLocales(false);
    }
    const customer = [...fixture.customers.values()].find((one) => one.email === address);
    expect(customer).toMatchObject({ country: 'BE', currency: 'EUR', locale: 'fr_BE' });
  });

  it.each([
    ['customer exists', 'existing', 'Sunny-Day-42', 409, 'user_exists', 'email'],
    ['e-mail not valid', 'not-an-email', 'Sunny-Day-42', 400, 'field_is_not_valid_email', 'email'],
    ['password refused', 'new', 'short', 400, 'invalid_password', 'password'],
  ])('maps the registration error "%s" to spec 1 §8', async (_case, who, password, status, code, field) => {
    const accounts = cleengAccounts();
    const existing = email();
    await accounts.register(registration(existing), CLIENT);
    const address = who === 'existing' ? existing : who === 'new' ? email() : who;
    await expect(accounts.register(registration(address, password), CLIENT)).rejects.toMatchObject({
      status,
      code,
      fields: { [field]: [code] },
    });
  });

  it('maps "invalid param email" at sign-in to wrong_email on the email field', async () => {
    await expect(cleengAccounts().login({ email: 'nope', password: 'x' }, CLIENT)).rejects.toMatchObject({
      code: 'wrong_email',
      fields: { email: ['wrong_email'] },
    });
  });

  it('resets a password with the token of the mailed link', async () => {
    const accounts = cleengAccounts();
    const address = email();
    await accounts.register(registration(address), CLIENT);
    expect(await accounts.requestPasswordReset(address, CLIENT, 'http://site.test/reset-password')).toEqual({
      kind: 'link',
    });
    const token = fixture.resetTokenFor(address)!;
    await expect(
      accounts.resetPassword({ email: address, token: 'wrong', password: 'Rainy-Night-77' }, CLIENT),
    ).rejects.toMatchObject({ code: 'reset.invalid_reset_link' });
    await accounts.resetPassword({ email: address, token, password: 'Rainy-Night-77' }, CLIENT);
    expect((await accounts.login({ email: address, password: 'Rainy-Night-77' }, CLIENT)).user.email).toBe(address);
  });

  it('keeps favorites and history in externalData, next to keys other apps wrote', async () => {
    const accounts = cleengAccounts();
    const registered = await accounts.register(registration(email()), CLIENT);
    if (registered.kind !== 'signed_in') throw new Error('Cleeng signs in at registration');
    const customer = fixture.customers.get(registered.session.user.id)!;
    customer.externalData = { otherApp: { theme: 'dark' }, favorites: [{ mediaid: 'kept' }, { bad: 1 }] };
    const caller = { userId: customer.id, sessionId: 'cleeng', platformToken: '' };
    caller.platformToken = (await accounts.login({ email: customer.email, password: 'Sunny-Day-42' }, CLIENT)).auth.jwt;
    await accounts.addFavorite(caller, 'new-one');
    await accounts.saveProgress(caller, { mediaid: 'film', progress: 0.5 });
    expect(customer.externalData).toEqual({
      otherApp: { theme: 'dark' },
      favorites: [{ mediaid: 'new-one' }, { mediaid: 'kept' }],
      history: [{ mediaid: 'film', progress: 0.5 }],
    });
  });

  it('does not take a token Cleeng did not issue, nor an expired one', async () => {
    const accounts = cleengAccounts();
    await accounts.register(registration(email()), CLIENT);
    const expired = [
      'eyJhbGciOiJIUzI1NiJ9',
      btoa(JSON.stringify({ customerId: '900000001', publisherId: PUBLISHER_ID, exp: 1 })),
      'c2ln',
    ].join('.');
    expect(await accounts.authenticate(expired)).toBeNull();
    const forged = [
      'eyJhbGciOiJIUzI1NiJ9',
      btoa(JSON.stringify({ customerId: '900000001', publisherId: PUBLISHER_ID, exp: 4e9 })),
      'c2ln',
    ].join('.');
    expect(await accounts.authenticate(forged)).toBeNull();
  });

  it('answers a slow platform with a clear, retryable error instead of hanging', async () => {
    fixture.delay(500);
    try {
      await expect(cleengAccounts(100).login({ email: email(), password: 'x' }, CLIENT)).rejects.toMatchObject({
        status: 503,
        code: 'account_platform_unavailable',
        message: 'The account service is not responding. Please try again.',
      });
    } finally {
      fixture.delay(0);
    }
  });

  it('offers what spec 1 §6 gives the first platform: no export, delete or password change with the old one', async () => {
    expect(cleengAccounts().features).toMatchObject({
      updateEmail: true,
      exportData: false,
      deleteAccount: false,
      changePasswordWithOldPassword: false,
      watchListLimit: 48,
    });
  });

  it('maps any other registration refusal to failed_to_create (spec 1 §8 "Register, other")', async () => {
    const refusing: typeof fetch = async (url, init) =>
      init?.method === 'POST' && String(url).endsWith('/customers')
        ? new Response(JSON.stringify({ responseData: {}, errors: ['Registration is closed for this publisher'] }), {
            status: 422,
          })
        : fetch(url, init);
    const accounts = createCleengAccounts({
      client: createCleengClient({ baseUrl: fixture.url, fetch: refusing }),
      publisherId: PUBLISHER_ID,
      clock,
    });
    await expect(accounts.register(registration(email()), CLIENT)).rejects.toMatchObject({
      status: 400,
      code: 'failed_to_create',
    });
  });

  it('asks the capture questions Cleeng enables, stores the answers with PUT and then stops asking', async () => {
    const accounts = cleengAccounts();
    const registered = await accounts.register(registration(email()), CLIENT);
    if (registered.kind !== 'signed_in') throw new Error('Cleeng signs in at registration');
    const caller = (await accounts.authenticate(registered.session.auth.jwt))!;
    const before = await accounts.captureStatus(caller);
    expect(before).toMatchObject({
      shouldDisplay: true,
      fields: [
        { key: 'firstNameLastName', required: true },
        { key: 'birthDate', required: false },
      ],
    });
    await accounts.updateCapture(caller, { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-12-10' });
    expect((await accounts.captureStatus(caller)).shouldDisplay).toBe(false);
    expect(await accounts.user(caller)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
