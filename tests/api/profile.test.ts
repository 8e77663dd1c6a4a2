import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, REQUIRED_CONSENTS, bearer, signUp, startHarness, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

describe.each(databaseKinds)('the signed-in user’s account (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  it('reads and updates the profile', async () => {
    const { email, jwt, userId } = await signUp(h);
    const me = await (await h.request('GET', '/auth/user', { headers: bearer(jwt) })).json();
    expect(me).toEqual({
      id: userId,
      uuid: userId,
      email,
      firstName: '',
      lastName: '',
      dob: '',
      country: '',
      provider: null,
      isPasswordSet: true,
      sendEmailNotification: false,
      preferences: { _id: userId, sports: [] },
      metadata: { register_source: 'email', has_password: true },
    });

    const updated = await h.request('PATCH', '/auth/user', {
      headers: bearer(jwt),
      json: { firstName: '  Grace ', lastName: 'Hopper', dob: '1906-12-09', sendEmailNotification: true },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      dob: '1906-12-09',
      sendEmailNotification: true,
    });

    const cleared = await (await h.request('PATCH', '/auth/user', { headers: bearer(jwt), json: { dob: '' } })).json();
    expect(cleared).toMatchObject({ dob: '', firstName: 'Grace' });
  });

  it.each([
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'account:validation.first_name'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'account:validation.last_name'],
    [{ dob: '2999-01-01' }, 'dob', 'Date of birth cannot be in the future'],
    [{ dob: '01/02/2000' }, 'dob', 'personal_details.birth_date_not_valid'],
    [{ sendEmailNotification: 'yes' }, 'sendEmailNotification', 'sendEmailNotification must be true or false'],
    [{}, 'body', 'Nothing to update: send firstName, lastName, dob or sendEmailNotification'],
  ])('refuses the update %j', async (json, field, message) => {
    const { jwt } = await signUp(h);
    const response = await h.request('PATCH', '/auth/user', { headers: bearer(jwt), json });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toEqual([message]);
  });

  it('stores sports preferences from the CMS and lists their media', async () => {
    const { jwt } = await signUp(h);
    const saved = await h.request('PATCH', '/auth/user/preferences', {
      headers: bearer(jwt),
      json: { preferences: { sports: ['Archery', 'Beach Handball', 'Archery'] } },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).preferences.sports).toEqual(['Archery', 'Beach Handball']);

    const media = await (await h.request('GET', '/auth/media-preferences', { headers: bearer(jwt) })).json();
    expect(media.length).toBeGreaterThan(0);
    expect(media.every((item: { id: string }) => /^\w{8}$/.test(item.id))).toBe(true);

    const none = await h.request('PATCH', '/auth/user/preferences', {
      headers: bearer(jwt),
      json: { preferences: { sports: [''] } },
    });
    expect((await none.json()).preferences.sports).toEqual([]);
    expect(await (await h.request('GET', '/auth/media-preferences', { headers: bearer(jwt) })).json()).toEqual([]);
  });

  it.each([
    [{ preferences: { sports: ['Quidditch'] } }, 'preferences.sports', 'Unknown sport: Quidditch'],
    [
      { preferences: { sports: [] } },
      'preferences.sports',
      "preferences.sports must list sport titles, or [''] for none",
    ],
    [{ preferences: { sports: 'Archery' } }, 'preferences.sports', 'preferences.sports must be a list of sport titles'],
    [{}, 'preferences', 'preferences is required'],
  ])('refuses the preferences %j', async (json, field, message) => {
    const { jwt } = await signUp(h);
    const response = await h.request('PATCH', '/auth/user/preferences', { headers: bearer(jwt), json });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toEqual([message]);
  });

  it('deletes the account with its password, and everything it owned', async () => {
    const { email, jwt } = await signUp(h);
    await h.request('POST', '/favorite', { headers: bearer(jwt), json: { mediaid: 'abcd1234' } });

    const missing = await h.request('DELETE', '/auth/account', { headers: bearer(jwt), json: {} });
    expect((await missing.json()).errors.password).toEqual(['Password is required!']);
    const wrong = await h.request('DELETE', '/auth/account', {
      headers: bearer(jwt),
      json: { password: 'Wrong-Pass-1' },
    });
    expect(await wrong.json()).toMatchObject({
      code: 'invalid_credentials',
      errors: { password: ['invalid_credentials'] },
    });

    const deleted = await h.request('DELETE', '/auth/account', { headers: bearer(jwt), json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Account deleted successfully!' });
    expect((await h.request('GET', '/auth/user', { headers: bearer(jwt) })).status).toBe(401);
    expect(
      (await h.request('POST', '/auth/login', { json: { email, password: PASSWORD, consents: REQUIRED_CONSENTS } }))
        .status,
    ).toBe(401);
    // The address is free again.
    expect(
      (await h.request('POST', '/auth/register', { json: { email, password: PASSWORD, consents: REQUIRED_CONSENTS } }))
        .status,
    ).toBe(201);
  });
});
