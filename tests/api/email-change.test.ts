import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, signUp, startHarness, uniqueEmail, type Harness } from '../support/api-harness';
import { databaseKinds } from '../support/test-database';

const WRONG = 'Wrong email/password combination';

describe.each(databaseKinds)('changing the email (%s)', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(() => h.close());

  const changeEmail = (jwt: string, json: Record<string, unknown>) =>
    h.request('PATCH', '/auth/user/email', { headers: bearer(jwt), json });

  it('moves the account to the new address at once, confirmed by the password, and tells the old one', async () => {
    const { email: before, jwt } = await signUp(h);
    const after = uniqueEmail('moved');
    const changed = await changeEmail(jwt, { email: `  ${after.toUpperCase()} `, confirmationPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect((await changed.json()).email).toBe(after);

    // The session goes on; the new address signs in, the old one no longer does.
    expect((await (await h.request('GET', '/auth/user', { headers: bearer(jwt) })).json()).email).toBe(after);
    const login = (email: string) => h.request('POST', '/auth/login', { json: { email, password: PASSWORD } });
    expect((await login(after)).status).toBe(200);
    expect((await login(before)).status).toBe(401);

    // Found by its subject: the sign-up's code went to the same address within the same millisecond at times.
    const notice = h.mailsTo(before).find((mail) => /email address was changed/.test(mail.subject));
    expect(notice?.subject).toMatch(/email address was changed/);
    expect(notice?.text).toContain(`was changed to ${after}.`);
    expect(h.mailsTo(after)).toEqual([]);
  });

  it('refuses a wrong password ("Wrong email/password combination"): nothing changes, nobody is mailed', async () => {
    const { email, jwt } = await signUp(h);
    const mailed = h.mailsTo(email).length;
    const response = await changeEmail(jwt, { email: uniqueEmail('moved'), confirmationPassword: 'Not-The-One-1' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'wrong_combination',
      errors: { confirmationPassword: ['Wrong email/password combination'] },
    });
    expect((await (await h.request('GET', '/auth/user', { headers: bearer(jwt) })).json()).email).toBe(email);
    expect(h.mailsTo(email)).toHaveLength(mailed);
  });

  it("refuses another account's address: user_exists on the email field", async () => {
    const { email: taken } = await signUp(h);
    const { jwt } = await signUp(h);
    const response = await changeEmail(jwt, { email: taken, confirmationPassword: PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'user_exists', errors: { email: ['user_exists'] } });
  });

  it.each([
    [{ email: 'not-an-email', confirmationPassword: PASSWORD }, 'email', 'registration.field_is_not_valid_email'],
    [{ confirmationPassword: PASSWORD }, 'email', 'registration.field_required'],
    [{ email: 'new@example.com' }, 'confirmationPassword', WRONG],
    [{ email: 'new@example.com', confirmationPassword: '' }, 'confirmationPassword', WRONG],
  ])('names the field of an incomplete change %j', async (json, field, message) => {
    const { jwt } = await signUp(h);
    const response = await changeEmail(jwt, json);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[field]).toEqual([message]);
  });

  it('needs a signed-in user and says the platform offers it', async () => {
    const guest = await h.request('PATCH', '/auth/user/email', {
      json: { email: uniqueEmail(), confirmationPassword: PASSWORD },
    });
    expect(guest.status).toBe(401);
    expect((await (await h.request('GET', '/auth/features')).json()).features.updateEmail).toBe(true);
  });
});
